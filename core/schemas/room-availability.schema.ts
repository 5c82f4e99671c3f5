import { z } from 'zod';
import { addDays } from '../stay-dates';
import { bookingSchema } from './booking.schema';
import { idSchema } from './common';

/**
 * The stay the entry row is typing (check-in and nights, as a booking reads them): the room picker asks
 * which rooms are taken over [check-in, check-in + nights). Check-out is derived, as for a booking. When a
 * booking is being edited, its own stay (`exceptBookingId`) is not in its way.
 */
export const roomAvailabilitySchema = z
  .object({
    checkInDate: bookingSchema.shape.checkInDate,
    nights: bookingSchema.shape.nights,
    exceptBookingId: idSchema.nullish(),
  })
  .transform(({ checkInDate, nights, exceptBookingId }) => ({
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    exceptBookingId: exceptBookingId ?? null,
  }));
export type RoomAvailabilityQuery = z.output<typeof roomAvailabilitySchema>;
