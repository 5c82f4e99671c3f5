import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { dynamicRateQuerySchema, ratePeriodSchema } from '@core/schemas/rate-period.schema';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { toDynamicRateDto, toRatePeriodDto } from './rate-period.mapper';
import {
  calculateDynamicRate,
  createRatePeriod,
  deleteRatePeriod,
  listRatePeriods,
  updateRatePeriod,
} from './rate-periods.service';

/** Spec section 7: /api/hotel/rate-periods and /api/hotel/calculate-dynamic-rate. */
export const ratePeriodRoutes: RouteDef[] = [
  ...crudRoutes({
    path: '/hotel/rate-periods',
    readers: DESK,
    writers: MANAGERS,
    schema: ratePeriodSchema,
    service: { list: listRatePeriods, create: createRatePeriod, update: updateRatePeriod, remove: deleteRatePeriod },
    toDto: toRatePeriodDto,
  }),
  {
    method: 'post',
    path: '/hotel/calculate-dynamic-rate',
    access: DESK,
    handle: async (ctx, req) => toDynamicRateDto(await calculateDynamicRate(ctx, parseInput(dynamicRateQuerySchema, req.body))),
  },
];
