import { formatGuestName } from '@core/guest-name';
import type { Content } from 'pdfmake/interfaces';
import type { GuestDto } from './guest.mapper';
import type { GuestStats } from './guests.service';
import { formatHotelDate, type HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, MUTED, RULE, renderPdf } from '../../documents/pdf-render';

/**
 * The guest list PDF prints at most this many guests (about 90 landscape pages, about a second of layout).
 * pdfmake lays the whole document out in memory before the first byte is written, so streaming would not
 * bound it: a hotel with 60,000 guests would need ~1,300 pages and a minute of CPU per click. Past the
 * cap the report says so, and its summary still counts every guest (the counts come from the database).
 */
export const GUEST_LIST_PDF_MAX_ROWS = 2000;

export interface GuestListDocumentData {
  hotel: HotelDetails;
  /** In name order; at most GUEST_LIST_PDF_MAX_ROWS. */
  guests: GuestDto[];
  /** Over all of the hotel's guests, not only those listed. */
  stats: GuestStats;
  generatedAt: Date;
}

export const GUEST_LIST_FILE_NAME = 'innkeep-guest-list.pdf';

const count = (n: number) => n.toLocaleString('en-US');

function summary(stats: GuestStats): Content {
  const box = (label: string, value: number): Content => ({
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: label, fontSize: 8, color: MUTED },
              { text: count(value), fontSize: 14, bold: true, margin: [0, 2, 0, 0] },
            ],
            margin: [6, 5, 6, 5],
          },
        ],
      ],
    },
    layout: { hLineColor: () => RULE, vLineColor: () => RULE, hLineWidth: () => 0.75, vLineWidth: () => 0.75 },
  });
  return {
    columnGap: 10,
    columns: [
      box('Total Guests', stats.totalGuests),
      box('VIP Guests', stats.vipGuests),
      box('With Email', stats.withEmail),
      box('With Phone', stats.withPhone),
    ],
  };
}

const cityState = (guest: GuestDto) => [guest.city, guest.state].filter(Boolean).join(', ');

/** GET /api/hotel/guests/pdf and the CLI: the guest list report of spec section 2. */
export function buildGuestListPdf(data: GuestListDocumentData): Promise<Buffer> {
  const { guests, stats, hotel } = data;
  const shown = guests.slice(0, GUEST_LIST_PDF_MAX_ROWS);
  const partial = stats.totalGuests > shown.length;
  const body = shown.map((guest, index) => {
    const fillColor = index % 2 === 1 ? BAND : undefined;
    return [
      { text: formatGuestName(guest.lastName, guest.firstName), bold: guest.vip, fillColor },
      { text: guest.email ?? '', fillColor },
      { text: guest.phone ?? '', fillColor, noWrap: true },
      { text: cityState(guest), fillColor },
      { text: guest.vip ? 'Yes' : 'No', alignment: 'center' as const, fillColor },
      { text: formatHotelDate(guest.createdAt, hotel.timezone), alignment: 'right' as const, fillColor, noWrap: true },
    ];
  });
  const listing: Content = shown.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', '*', 90, 120, 32, 80],
          body: [
            [
              headerCell('Name'),
              headerCell('Email'),
              headerCell('Phone'),
              headerCell('City/State'),
              headerCell('VIP', 'center'),
              headerCell('Registration Date', 'right'),
            ],
            ...body,
          ],
        },
        layout: ledgerLayout({ headerRows: 1, totalRow: false }),
      }
    : { text: 'No guests found.', color: MUTED, margin: [0, 8, 0, 0] };

  return renderPdf(
    framedDocument({
      hotel,
      title: 'Guest List Report',
      generatedAt: data.generatedAt,
      orientation: 'landscape',
      content: [
        { text: 'Guest List Report', style: 'title' },
        {
          text: partial
            ? `Showing the first ${count(shown.length)} of ${count(stats.totalGuests)} guests, by last name. The summary counts every guest.`
            : `${count(shown.length)} ${shown.length === 1 ? 'guest' : 'guests'}, by last name`,
          style: 'subtitle',
        },
        summary(stats),
        { text: 'Guests', style: 'section' },
        listing,
      ],
    }),
  );
}
