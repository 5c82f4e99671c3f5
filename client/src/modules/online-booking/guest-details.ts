import { publicBookingSchema } from '@core/schemas/online-booking.schema';
import { z } from 'zod';

/** What the guest types on the booking page, as typed. `website` is the honeypot nobody sees. */
export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  website: string;
}

export type GuestField = Exclude<keyof GuestDetails, 'website'>;

export const NO_GUEST_DETAILS: GuestDetails = { firstName: '', lastName: '', email: '', phone: '', website: '' };

const { firstName, lastName, email, phone } = publicBookingSchema.in.shape;

/**
 * The guest's details, checked before the request by the rules the server parses them with (the desk's, for a
 * guest's names; email and phone required), each message under its field.
 */
export const guestDetailsSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  // Never checked: a filled honeypot goes to the server as it is, which answers as if booked and stores nothing.
  website: z.string(),
});

/** Where the server's refusal of a booking's details belongs (its 422 names no field); null: above the form. */
export function guestFieldOf(message: string): GuestField | null {
  if (/first name/i.test(message)) return 'firstName';
  if (/last name/i.test(message)) return 'lastName';
  if (/e-?mail/i.test(message)) return 'email';
  if (/phone/i.test(message)) return 'phone';
  return null;
}
