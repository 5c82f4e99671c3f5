import { EMAIL_MAX_LENGTH } from '@core/schemas/common';
import { GUEST_MAX_LENGTHS } from '@core/schemas/guest.schema';
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

const required = (message: string, max: number, what: string) =>
  z.string().trim().min(1, message).max(max, `${what} must be at most ${max} characters`);

/**
 * The guest's details, checked before the request with the desk's limits (core's guest lengths): each message
 * in words the guest can act on, under its field. The server checks them again and has the last word.
 */
export const guestDetailsSchema = z.object({
  firstName: required('Enter your first name', GUEST_MAX_LENGTHS.name, 'First name'),
  lastName: required('Enter your last name', GUEST_MAX_LENGTHS.name, 'Last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  phone: required('Enter a phone number', GUEST_MAX_LENGTHS.phone, 'Phone'),
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
