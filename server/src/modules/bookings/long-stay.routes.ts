import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { longStayOf } from './long-stay.service';

/** GET /api/hotel/bookings/{id}/long-stay (issue 26): the booking's chain and its taxes' long-stay standing. */
export const longStayRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/bookings/:id/long-stay',
    access: DESK,
    handle: (ctx, req) => longStayOf(ctx, parseInput(idSchema, req.params.id)),
  },
];
