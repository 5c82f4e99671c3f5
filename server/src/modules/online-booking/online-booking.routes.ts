import { DESK, MANAGERS } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { onlineBookingUpdateSchema } from '@core/schemas/online-booking.schema';
import type { RouteDef } from '../../rest/route';
import { sendBookingConfirmation } from './booking-mail';
import { getOnlineBookingSettings, updateOnlineBookingSettings } from './online-booking-settings';

/** Settings › Online Booking (the guests' booking page of the hotel), and the desk's "Send confirmation". */
export const onlineBookingRoutes: RouteDef[] = [
  { method: 'get', path: '/hotel/online-booking', access: MANAGERS, handle: (ctx) => getOnlineBookingSettings(ctx) },
  {
    method: 'put',
    path: '/hotel/online-booking',
    access: MANAGERS,
    handle: (ctx, req) => updateOnlineBookingSettings(ctx, parseInput(onlineBookingUpdateSchema, req.body)),
  },
  {
    method: 'post',
    path: '/hotel/bookings/:id/send-confirmation',
    access: DESK,
    status: 202,
    handle: (ctx, req) => sendBookingConfirmation(ctx, parseInput(idSchema, req.params.id)),
  },
];
