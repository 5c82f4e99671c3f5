import { z } from 'zod';
import { booleanSchema, optionalCalendarDateSchema, optionalText } from './common';
import { versionSchema } from './record-version.schema';

/** A desk action's body may be missing altogether (POST .../check-in with nothing): read as {}. */
const body = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? {} : value),
    z.object(shape, { error: 'The body must be an object' }),
  );

export const CANCEL_REASON_MAX = 500;

/**
 * The bodies of POST /api/hotel/bookings/{id}/<action>: each may name the booking's version it was based on
 * (409 when someone changed the booking since), check-out may force past a balance due, and a cancellation
 * carries its reason (optional: a guest's call may not give one).
 */
export const stayActionSchema = body({ version: versionSchema });
export const checkOutSchema = body({ version: versionSchema, force: booleanSchema(false, 'Force must be true or false') });
export const cancelStaySchema = body({ version: versionSchema, reason: optionalText(CANCEL_REASON_MAX) });
export type CancelStay = z.output<typeof cancelStaySchema>;

/** GET /api/hotel/front-desk?date=YYYY-MM-DD: null means today in the hotel's timezone. */
export const frontDeskQuerySchema = body({
  date: optionalCalendarDateSchema((text) => `Date ${text} is not a valid date (YYYY-MM-DD)`),
});
