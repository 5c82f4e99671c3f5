import { z } from 'zod';
import { EXTEND_PERIODS_MAX, EXTEND_PERIODS_MESSAGE } from '../renewal';
import { NIGHTS_MAX } from './booking.schema';
import { requiredIntSchema } from './common';

const NIGHTS_MESSAGE = `Nights must be between 1 and ${NIGHTS_MAX}`;

/**
 * POST /api/hotel/bookings/{id}/extend and extendBooking: how many periods to add after the chain's last
 * booking, and for a Daily stay how many nights each (one when left out).
 */
export const bookingExtendSchema = z.object(
  {
    periods: requiredIntSchema({
      required: 'Please enter the number of periods',
      invalid: EXTEND_PERIODS_MESSAGE,
      min: 1,
      max: EXTEND_PERIODS_MAX,
    }),
    nights: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? null : value),
      requiredIntSchema({ required: NIGHTS_MESSAGE, invalid: NIGHTS_MESSAGE, min: 1, max: NIGHTS_MAX }).nullable(),
    ),
  },
  { error: 'The body must be {"periods": 1 to 12}' },
);
export type BookingExtendInput = z.output<typeof bookingExtendSchema>;
