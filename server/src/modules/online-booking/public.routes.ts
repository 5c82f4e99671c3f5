import { parseInput } from '@core/parse-input';
import { publicAvailabilitySchema, publicBookingSchema } from '@core/schemas/online-booking.schema';
import type { RouteDef } from '../../rest/route';
import { loadSettings } from '../settings';
import { cancelManagedBooking, getManagedBooking } from './manage-booking';
import { toGuestBookingDto, toPublicBookingCreatedDto, toPublicHotelDto, toPublicRoomTypeDto } from './online-booking.mapper';
import { quoteStay } from './public-availability';
import { createOnlineBooking, pagePricing, refuseStayOutsideRules } from './public-booking';
import { openPage } from './public-lookups';

const param = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The guests' booking page (/book/{slug}) and a guest's own booking (/my-booking/{token}): no sign-in. An
 * unknown or switched-off page, and a token never issued, are 404s.
 */
export const publicRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/public/hotels/:slug',
    access: 'public',
    handle: async (ctx, req) => {
      const page = await openPage(ctx, param(req.params.slug));
      return toPublicHotelDto(page, await loadSettings(page.em));
    },
  },
  {
    method: 'get',
    path: '/public/hotels/:slug/availability',
    access: 'public',
    handle: async (ctx, req) => {
      const stay = parseInput(publicAvailabilitySchema, req.query);
      const page = await openPage(ctx, param(req.params.slug));
      const { pricing, today } = await pagePricing(page);
      refuseStayOutsideRules(page, stay, today);
      return { roomTypes: (await quoteStay(page.em, page.page, stay, pricing)).map(toPublicRoomTypeDto) };
    },
  },
  {
    method: 'post',
    path: '/public/hotels/:slug/bookings',
    access: 'public',
    status: 201,
    handle: async (ctx, req) => {
      const input = parseInput(publicBookingSchema, req.body);
      const created = await createOnlineBooking(ctx, await openPage(ctx, param(req.params.slug)), input);
      return toPublicBookingCreatedDto(created);
    },
  },
  {
    method: 'get',
    path: '/public/bookings/:token',
    access: 'public',
    handle: async (ctx, req) => toGuestBookingDto(await getManagedBooking(ctx, param(req.params.token))),
  },
  {
    method: 'post',
    path: '/public/bookings/:token/cancel',
    access: 'public',
    handle: async (ctx, req) => toGuestBookingDto((await cancelManagedBooking(ctx, param(req.params.token))).booking),
  },
];
