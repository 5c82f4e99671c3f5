import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { onlineBookingUpdateSchema } from '@core/schemas/online-booking.schema';
import type { RouteDef } from '../../rest/route';
import { getOnlineBookingSettings, updateOnlineBookingSettings } from './online-booking-settings';

/** Settings › Online Booking: the guests' booking page of the hotel. */
export const onlineBookingRoutes: RouteDef[] = [
  { method: 'get', path: '/hotel/online-booking', access: MANAGERS, handle: (ctx) => getOnlineBookingSettings(ctx) },
  {
    method: 'put',
    path: '/hotel/online-booking',
    access: MANAGERS,
    handle: (ctx, req) => updateOnlineBookingSettings(ctx, parseInput(onlineBookingUpdateSchema, req.body)),
  },
];
