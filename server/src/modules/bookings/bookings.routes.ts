import { DESK } from '@core/roles';
import { bookingBatchSchema } from '@core/schemas/booking-batch.schema';
import { bookingSchema, bookingUpdateSchema } from '@core/schemas/booking.schema';
import { idSchema } from '@core/schemas/common';
import { bookingSearchSchema } from '@core/schemas/booking-search.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toBookingDto } from './booking.mapper';
import * as bookings from './bookings.service';
import { saveBookingBatch } from './save-booking-batch';
import { extendBooking } from './extend-booking';
import { bookingExtendSchema } from '@core/schemas/booking-extend.schema';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/**
 * Spec section 7: /api/hotel/bookings (GET takes limit/offset, default 500, and may search, filter and sort
 * the whole history; the number of matches is in X-Total-Count).
 */
export const bookingRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/bookings',
    access: DESK,
    handle: async (ctx, req, res) => {
      const found = await bookings.findBookings(ctx, parseInput(bookingSearchSchema, req.query));
      res.setHeader('X-Total-Count', String(found.total));
      return found.nodes.map(toBookingDto);
    },
  },
  {
    method: 'post',
    path: '/hotel/bookings',
    access: DESK,
    status: 201,
    handle: async (ctx, req) => toBookingDto(await bookings.createBooking(ctx, parseInput(bookingSchema, req.body))),
  },
  {
    // A paste or fill: every row saved or none (save-booking-batch.ts).
    method: 'post',
    path: '/hotel/bookings/batch',
    access: DESK,
    handle: async (ctx, req) => {
      const batch = parseInput(bookingBatchSchema, req.body);
      return { bookings: (await saveBookingBatch(ctx, batch.bookings)).map(toBookingDto) };
    },
  },
  {
    method: 'get',
    path: '/hotel/bookings/:id',
    access: DESK,
    handle: async (ctx, req) => toBookingDto(await bookings.getBooking(ctx, parseInput(idSchema, req.params.id))),
  },
  {
    // The next bookings of the stay's chain, one per period, all or none (extend-booking.ts, issue 26).
    method: 'post',
    path: '/hotel/bookings/:id/extend',
    access: DESK,
    status: 201,
    handle: async (ctx, req) => {
      const input = parseInput(bookingExtendSchema, req.body);
      const created = await extendBooking(ctx, parseInput(idSchema, req.params.id), input);
      return { bookings: created.map(toBookingDto) };
    },
  },
  // An optional "version" in the body: the booking's version the edit was based on (409 when older).
  versionedUpdateRoute('/hotel/bookings/:id', DESK, bookingUpdateSchema, bookings.updateBooking, toBookingDto),
  // An optional ?version=N: the booking's version the clerk saw (409 when older).
  versionedDeleteRoute('/hotel/bookings/:id', DESK, bookings.deleteBooking, () => ({ message: 'Booking deleted successfully' })),
];
