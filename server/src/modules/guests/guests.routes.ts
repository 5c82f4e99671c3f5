import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { guestListQuerySchema, guestSchema } from '@core/schemas/guest.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toGuestDto } from './guest.mapper';
import * as guests from './guests.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/guests (and ?search=, the Guests screen's search). */
export const guestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/guests',
    access: DESK,
    handle: async (ctx, req) => {
      const { search, limit, offset } = parseInput(guestListQuerySchema, req.query);
      // Without search text, the spec's list as it always was.
      if (!search.trim()) return (await guests.listGuests(ctx, { limit, offset })).map(toGuestDto);
      return guests.searchGuests(ctx, search, limit, offset);
    },
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
