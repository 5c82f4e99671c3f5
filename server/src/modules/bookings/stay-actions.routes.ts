import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { cancelStaySchema, checkOutSchema, stayActionSchema } from '@core/schemas/stay-action.schema';
import { parseInput } from '@core/parse-input';
import type { StayAction } from '@core/stay-status';
import type { Request } from 'express';
import type { RouteDef } from '../../rest/route';
import { toBookingDto } from './booking.mapper';
import { applyStayAction, type StayActionRequest } from './stay-actions';

/** Each action's body: its version, and check-out's force or a cancellation's reason. */
const BODIES: Record<StayAction, (req: Request) => StayActionRequest> = {
  'check-in': (req) => parseInput(stayActionSchema, req.body),
  'check-out': (req) => parseInput(checkOutSchema, req.body),
  cancel: (req) => parseInput(cancelStaySchema, req.body),
  'no-show': (req) => parseInput(stayActionSchema, req.body),
  reinstate: (req) => parseInput(stayActionSchema, req.body),
  'undo-check-in': (req) => parseInput(stayActionSchema, req.body),
};

/** The front desk's actions on a stay: POST /api/hotel/bookings/{id}/<action>, answering the booking as GET shows it. */
export const stayActionRoutes: RouteDef[] = (Object.keys(BODIES) as StayAction[]).map((action) => ({
  method: 'post',
  path: `/hotel/bookings/:id/${action}`,
  access: DESK,
  handle: async (ctx, req) => {
    const id = parseInput(idSchema, req.params.id);
    return toBookingDto(await applyStayAction(ctx, id, action, BODIES[action](req)));
  },
}));
