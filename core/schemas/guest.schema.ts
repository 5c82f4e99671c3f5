import { z } from 'zod';
import { booleanSchema, EMAIL_MAX_LENGTH, optionalEmailSchema, optionalText } from './common';
import { pagingSchema } from './paging.schema';

/** The longest each of a guest's texts may be (the backup of a hotel's guests holds them to it too). */
export const GUEST_MAX_LENGTHS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  address: 200,
  city: 100,
  state: 50,
  zipCode: 20,
  country: 100,
  idType: 50,
  idNumber: 100,
  notes: 2000,
} as const;

const NAME_MESSAGE = 'First name and last name are required';
const nameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: NAME_MESSAGE })
    .min(1, NAME_MESSAGE)
    .max(GUEST_MAX_LENGTHS.name, `Names must be at most ${GUEST_MAX_LENGTHS.name} characters`),
);

/** A guest (spec sections 3 and 5): both names after trimming, everything else optional. */
export const guestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: optionalEmailSchema,
  phone: optionalText(GUEST_MAX_LENGTHS.phone),
  address: optionalText(GUEST_MAX_LENGTHS.address),
  city: optionalText(GUEST_MAX_LENGTHS.city),
  state: optionalText(GUEST_MAX_LENGTHS.state),
  zipCode: optionalText(GUEST_MAX_LENGTHS.zipCode),
  country: optionalText(GUEST_MAX_LENGTHS.country),
  idType: optionalText(GUEST_MAX_LENGTHS.idType),
  idNumber: optionalText(GUEST_MAX_LENGTHS.idNumber),
  notes: optionalText(GUEST_MAX_LENGTHS.notes),
  vip: booleanSchema(false, 'VIP must be true or false'),
});
export type GuestInput = z.output<typeof guestSchema>;

/** The autocomplete's text as typed, cut to 100 characters (no name is longer). */
export const guestSearchSchema = z.object({
  text: z.string({ error: 'Search text must be text' }).transform((text) => text.slice(0, 100)),
});

/** GET /api/hotel/guests: a page of the list, or of a search's matches when `search` has text. */
export const guestListQuerySchema = pagingSchema.extend({
  search: z
    .string({ error: 'Search text must be text' })
    .optional()
    .transform((text) => text?.slice(0, 100) ?? ''),
});
