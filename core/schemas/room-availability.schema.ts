import { z } from 'zod';
import { addDays } from '../stay-dates';
import { bookingSchema } from './booking.schema';

/**
 * The stay the entry row is typing (check-in and nights, as a booking reads them): the room picker asks
 * which rooms are taken over [check-in, check-in + nights). Check-out is derived, as for a booking.
 */
export const roomAvailabilitySchema = z
  .object({ checkInDate: bookingSchema.shape.checkInDate, nights: bookingSchema.shape.nights })
  .transform(({ checkInDate, nights }) => ({ checkInDate, checkOutDate: addDays(checkInDate, nights) }));
export type RoomAvailabilityQuery = z.output<typeof roomAvailabilitySchema>;
