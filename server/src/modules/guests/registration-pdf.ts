import type { Content, ContentStack } from 'pdfmake/interfaces';
import type { GuestDto } from './guest.mapper';
import { formatLongDate, type HotelDetails } from '../../documents/hotel-details';
import { INK, MUTED, RULE, framedDocument, renderPdf } from '../../documents/pdf-render';

export interface RegistrationDocumentData {
  hotel: HotelDetails;
  guest: GuestDto;
  generatedAt: Date;
}

export const registrationFileName = (guestId: number) => `innkeep-guest-${guestId}-registration.pdf`;

const underline = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length ? 0.75 : 0),
  vLineWidth: () => 0,
  hLineColor: () => INK,
  paddingLeft: () => 0,
  paddingRight: () => 0,
};

/** A form field: its label, and the value written on a rule (blank ones leave the rule to write on). */
function field(label: string, value: string | null | undefined): Content {
  return {
    stack: [
      { text: label, fontSize: 8, color: MUTED, margin: [0, 0, 0, 1] },
      {
        table: { widths: ['*'], body: [[{ text: value?.trim() || ' ', fontSize: 11, margin: [0, 1, 0, 2] }]] },
        layout: underline,
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

const row = (...fields: Content[]): Content => ({ columns: fields, columnGap: 18 });

/** A signature line with its caption under it. */
function signature(caption: string): ContentStack {
  return {
    stack: [
      { table: { widths: ['*'], body: [[{ text: ' ', margin: [0, 22, 0, 0] }]] }, layout: underline },
      { text: caption, fontSize: 8, color: MUTED, margin: [0, 3, 0, 0] },
    ],
  };
}

/**
 * GET /api/hotel/guests/{id}/registration.pdf and the CLI: the registration form of spec section 2, with
 * every guest field, the date, signature lines for Guest, Date and Staff, and a footer.
 */
export function buildRegistrationPdf(data: RegistrationDocumentData): Promise<Buffer> {
  const { guest, hotel } = data;
  return renderPdf(
    framedDocument({
      hotel,
      title: 'Guest Registration Form',
      generatedAt: data.generatedAt,
      content: [
        {
          columns: [
            { text: 'Guest Registration Form', style: 'title' },
            {
              text: `Date: ${formatLongDate(data.generatedAt, hotel.timezone)}`,
              alignment: 'right',
              fontSize: 10,
              margin: [0, 6, 0, 0],
              width: 'auto',
            },
          ],
        },
        { text: `Guest #${guest.id}`, style: 'subtitle' },
        { text: 'Guest Information', style: 'section', margin: [0, 4, 0, 10] },
        row(field('Last Name', guest.lastName), field('First Name', guest.firstName)),
        row(field('Email', guest.email), field('Phone', guest.phone)),
        field('Address', guest.address),
        row(field('City', guest.city), field('State', guest.state), field('Zip Code', guest.zipCode)),
        row(field('Country', guest.country), field('VIP', guest.vip ? 'Yes' : 'No')),
        { text: 'Identification', style: 'section', margin: [0, 4, 0, 10] },
        row(field('ID Type', guest.idType), field('ID Number', guest.idNumber)),
        { text: 'Notes', style: 'section', margin: [0, 4, 0, 6] },
        {
          table: { widths: ['*'], heights: [60], body: [[{ text: guest.notes?.trim() || ' ', fontSize: 10 }]] },
          layout: {
            hLineColor: () => RULE,
            vLineColor: () => RULE,
            hLineWidth: () => 0.75,
            vLineWidth: () => 0.75,
            paddingLeft: () => 6,
            paddingTop: () => 5,
          },
        },
        {
          text: 'I confirm that the information above is correct and agree to the hotel\u2019s terms of stay.',
          fontSize: 9,
          margin: [0, 22, 0, 4],
        },
        {
          columns: [signature('Guest Signature'), { width: 120, ...signature('Date') }, signature('Staff Signature')],
          columnGap: 24,
        },
        {
          stack: [
            { text: `Thank you for staying at ${hotel.name}.`, alignment: 'center', bold: true, margin: [0, 36, 0, 2] },
            { text: 'Please keep a copy of this form for your records.', alignment: 'center', style: 'note' },
          ],
        },
      ],
    }),
  );
}
