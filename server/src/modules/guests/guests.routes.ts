import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { guestSchema } from '@core/schemas/guest.schema';
import { pagingSchema } from '@core/schemas/paging.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toGuestDto } from './guest.mapper';
import * as guests from './guests.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/guests. */
export const guestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/guests',
    access: DESK,
    handle: async (ctx, req) => (await guests.listGuests(ctx, parseInput(pagingSchema, req.query))).map(toGuestDto),
  },
  {
    method: 'post',
    path: '/hotel/guests',
    access: DESK,
    status: 201,
    handle: async (ctx, req) => toGuestDto(await guests.createGuest(ctx, parseInput(guestSchema, req.body))),
  },
  {
    method: 'get',
    path: '/hotel/guests/:id',
    access: DESK,
    handle: async (ctx, req) => toGuestDto(await guests.getGuest(ctx, parseInput(idSchema, req.params.id))),
  },
  versionedUpdateRoute('/hotel/guests/:id', DESK, guestSchema, guests.updateGuest, toGuestDto),
  versionedDeleteRoute('/hotel/guests/:id', DESK, guests.deleteGuest, () => ({ message: 'Guest deleted successfully' })),
];
