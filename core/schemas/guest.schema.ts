import { z } from 'zod';
import { booleanSchema, optionalEmailSchema, optionalText } from './common';

const NAME_MESSAGE = 'First name and last name are required';
const nameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: NAME_MESSAGE }).min(1, NAME_MESSAGE).max(100, 'Names must be at most 100 characters'),
);

/** A guest (spec sections 3 and 5): both names after trimming, everything else optional. */
export const guestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: optionalEmailSchema,
  phone: optionalText(40),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zipCode: optionalText(20),
  country: optionalText(100),
  idType: optionalText(50),
  idNumber: optionalText(100),
  notes: optionalText(2000),
  vip: booleanSchema(false, 'VIP must be true or false'),
});
export type GuestInput = z.output<typeof guestSchema>;

/** The autocomplete's text as typed, cut to 100 characters (no name is longer). */
export const guestSearchSchema = z.object({
  text: z.string({ error: 'Search text must be text' }).transform((text) => text.slice(0, 100)),
});
