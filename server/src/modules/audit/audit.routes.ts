import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toBookingHistoryDto } from './audit.mapper';
import * as audit from './audit.service';

export const auditRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/bookings/:id/history',
    access: DESK,
    handle: async (ctx, req) => toBookingHistoryDto(await audit.bookingHistory(ctx, parseInput(idSchema, req.params.id))),
  },
];
