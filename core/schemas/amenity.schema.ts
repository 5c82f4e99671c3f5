import { z } from 'zod';
import { AMENITY_CATEGORIES, AMENITY_ICONS, type AmenityCategory } from '../amenity-catalog';
import { booleanSchema, lenientIntSchema, optionalText, requiredText } from './common';

const findIgnoringCase = (list: readonly string[], value: string) =>
  list.find((entry) => entry.toLowerCase() === value.toLowerCase());

/** One of the catalogue's values, matched ignoring case and stored as the catalogue spells it. */
const catalogueValue = <T extends string>(list: readonly T[], required: string, unknown: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: required })
      .min(1, required)
      .transform((value, ctx): T => {
        const found = findIgnoringCase(list, value);
        if (found === undefined) {
          ctx.addIssue({ code: 'custom', message: unknown });
          return z.NEVER;
        }
        return found as T;
      }),
  );

/** An amenity (spec sections 3 and 5); the icon may be any catalogue icon, as the picker shows them all. */
export const amenitySchema = z.object({
  name: requiredText('Name is required', 100, 'Name must be at most 100 characters'),
  category: catalogueValue<AmenityCategory>(
    AMENITY_CATEGORIES,
    'Category is required',
    'Please choose one of the amenity categories',
  ),
  icon: catalogueValue<string>(AMENITY_ICONS, 'Icon is required', 'Please choose one of the amenity icons'),
  description: optionalText(1000),
  isActive: booleanSchema(true, 'Active must be true or false'),
  sortOrder: lenientIntSchema({
    fallback: 0,
    min: 0,
    max: 2_147_483_647,
    message: 'Sort order must be a whole number of 0 or more',
  }),
});
export type AmenityInput = z.output<typeof amenitySchema>;
