import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { dynamicRateQuerySchema, ratePeriodSchema } from '@core/schemas/rate-period.schema';
import type { RouteDef } from '../../rest/route';
import { toDynamicRateDto, toRatePeriodDto } from './rate-period.mapper';
import {
  calculateDynamicRate,
  createRatePeriod,
  deleteRatePeriod,
  listRatePeriods,
  updateRatePeriod,
} from './rate-periods.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/rate-periods and /api/hotel/calculate-dynamic-rate. */
export const ratePeriodRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/rate-periods',
    access: DESK,
    handle: async (ctx) => (await listRatePeriods(ctx)).map(toRatePeriodDto),
  },
  {
    method: 'post',
    path: '/hotel/rate-periods',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toRatePeriodDto(await createRatePeriod(ctx, parseInput(ratePeriodSchema, req.body))),
  },
  versionedUpdateRoute('/hotel/rate-periods/:id', MANAGERS, ratePeriodSchema, updateRatePeriod, toRatePeriodDto),
  versionedDeleteRoute('/hotel/rate-periods/:id', MANAGERS, deleteRatePeriod),
  {
    method: 'post',
    path: '/hotel/calculate-dynamic-rate',
    access: DESK,
    handle: async (ctx, req) => toDynamicRateDto(await calculateDynamicRate(ctx, parseInput(dynamicRateQuerySchema, req.body))),
  },
];
