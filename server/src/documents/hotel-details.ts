import { DateTime } from 'luxon';

/** Who the documents are from: the hotel's details of its settings (spec section 3, Hotel setting). */
export interface HotelDetails {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** The IANA zone the generation date and registration dates are shown in. */
  timezone: string;
}

/** "12 Harbor Road, Portland, ME 04101": the parts that are filled in, in letter order. */
export function hotelAddressLine(hotel: HotelDetails): string {
  const stateZip = [hotel.state, hotel.zip].filter(Boolean).join(' ');
  const cityLine = [hotel.city, stateZip].filter(Boolean).join(', ');
  return [hotel.address, cityLine].filter(Boolean).join(', ');
}

/** The header's second line: address and phone. */
export function hotelContactLine(hotel: HotelDetails): string {
  return [hotelAddressLine(hotel), hotel.phone ? `Phone ${hotel.phone}` : ''].filter(Boolean).join('  ·  ');
}

/** "May 3, 2026, 2:15 PM EDT": when a document was generated, on the hotel's wall clock. */
export function formatGeneratedAt(at: Date, timezone: string): string {
  return DateTime.fromJSDate(at, { zone: timezone }).setLocale('en-US').toFormat('LLLL d, yyyy, h:mm a ZZZZ');
}

/** "05/03/2026": a calendar date in the hotel's zone, as US forms write it. */
export function formatHotelDate(at: Date | string, timezone: string): string {
  const instant = typeof at === 'string' ? DateTime.fromISO(at, { zone: timezone }) : DateTime.fromJSDate(at, { zone: timezone });
  return instant.isValid ? instant.toFormat('MM/dd/yyyy') : '';
}

/** "May 3, 2026": the date printed on a form. */
export function formatLongDate(at: Date, timezone: string): string {
  return DateTime.fromJSDate(at, { zone: timezone }).setLocale('en-US').toFormat('LLLL d, yyyy');
}
