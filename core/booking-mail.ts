import { formatUsd, type Cents } from './money';
import { cancellationPolicyText, freeCancellationUntil } from './online-booking';
import { formatShortUs, type CalendarDate } from './stay-dates';

/** The hotel as a guest's mail signs it. */
export interface MailHotel {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** What a guest's confirmation or cancellation says about their stay. */
export interface BookingMailDetails {
  hotel: MailHotel;
  /** The guest's name as the booking has it ("Lee, Ann"). */
  guestName: string;
  /** The reference a guest of the booking page quotes; null for the desk's bookings. */
  reference: string | null;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  roomType: string;
  subtotal: Cents;
  taxes: readonly { name: string; amount: Cents }[];
  total: Cents;
  /** Days of free cancellation before check-in. */
  cancellationDays: number;
  /** The guest's own page of the booking; null when the booking has none (the desk's): they call the hotel. */
  manageUrl: string | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
}

/** "Ann Lee" from "Lee, Ann"; a name without a comma as it is. */
export function greetingName(guestName: string): string {
  const [last, ...rest] = guestName.split(',');
  const first = rest.join(',').trim();
  return first ? `${first} ${last!.trim()}` : guestName.trim();
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function stayLines(details: BookingMailDetails): string[] {
  return [
    ...(details.reference ? [`Reference: ${details.reference}`] : []),
    `Check-in: ${formatShortUs(details.checkIn)}`,
    `Check-out: ${formatShortUs(details.checkOut)} (${plural(details.nights, 'night')})`,
    `Room: ${details.roomType}`,
    '',
    `Room charge: ${formatUsd(details.subtotal)}`,
    ...details.taxes.map((tax) => `${tax.name}: ${formatUsd(tax.amount)}`),
    `Total: ${formatUsd(details.total)}`,
  ];
}

function signature(hotel: MailHotel): string[] {
  const place = [hotel.city, [hotel.state, hotel.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [hotel.name, hotel.address, place, hotel.phone ? `Phone: ${hotel.phone}` : ''].filter(Boolean);
}

const callTheHotel = (hotel: MailHotel) => (hotel.phone ? `please call the hotel at ${hotel.phone}` : 'please call the hotel');

/**
 * The confirmation a guest gets: the stay, its price with each tax, the cancellation policy with its last free
 * day, the link to see or cancel it online (or, for a booking without one, the hotel's phone), and the hotel.
 */
export function confirmationMail(details: BookingMailDetails): ComposedMail {
  const { hotel } = details;
  const until = freeCancellationUntil(details.checkIn, details.cancellationDays);
  return {
    subject: `Your booking at ${hotel.name}: ${formatShortUs(details.checkIn)} to ${formatShortUs(details.checkOut)}`,
    text: [
      `Dear ${greetingName(details.guestName)},`,
      '',
      `Thank you for booking with ${hotel.name}. Your booking is confirmed.`,
      '',
      ...stayLines(details),
      '',
      `Cancellation policy: ${cancellationPolicyText(details.cancellationDays)} The last day to cancel free of charge is ${formatShortUs(until)}.`,
      details.manageUrl
        ? `To see or cancel your booking: ${details.manageUrl}`
        : `To change or cancel your booking, ${callTheHotel(hotel)}.`,
      '',
      'We look forward to welcoming you.',
      '',
      ...signature(hotel),
      '',
    ].join('\n'),
  };
}

/** The mail a guest gets when their booking is cancelled. */
export function cancellationMail(details: BookingMailDetails): ComposedMail {
  const { hotel } = details;
  return {
    subject: `Your booking at ${hotel.name} is cancelled: ${formatShortUs(details.checkIn)} to ${formatShortUs(details.checkOut)}`,
    text: [
      `Dear ${greetingName(details.guestName)},`,
      '',
      `Your booking at ${hotel.name} is cancelled, free of charge.`,
      '',
      ...stayLines(details),
      '',
      `If this is a mistake, ${callTheHotel(hotel)}.`,
      '',
      ...signature(hotel),
      '',
    ].join('\n'),
  };
}
