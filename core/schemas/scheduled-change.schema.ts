import { z } from 'zod';
import { calendarDateSchema, optionalCalendarDateSchema } from './common';

const invalidDate = (text: string) => `Effective from ${text} is not a valid date (YYYY-MM-DD)`;

/**
 * The date an update of a room type's rates or a tax rate takes effect from, read beside the record's own
 * schema (as its version is): null (left out or blank) changes the values in force today.
 */
export const effectiveFromSchema = z.object(
  { effectiveFrom: optionalCalendarDateSchema(invalidDate) },
  { error: 'The body must be an object' },
);
export type EffectiveFrom = z.output<typeof effectiveFromSchema>;

/** The date of a scheduled change to withdraw (DELETE …/scheduled/{effectiveFrom}). */
export const scheduledDateSchema = calendarDateSchema('Effective from date is required', invalidDate);

/** A record's update that may take effect from a date: its own schema's fields and "effectiveFrom" beside them. */
export const withEffectiveFrom = <S extends z.ZodType<object>>(schema: S) => z.intersection(schema, effectiveFromSchema);
