import { DESK } from '@core/roles';
import { closeDaySchema } from '@core/schemas/night-audit.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toDayReportDto } from './night-audit.mapper';
import { closeDay, closeThrough, nightAuditStatus } from './night-audit.service';

/** The night audit: where the books stand, and closing a day (or every day through one). */
export const nightAuditRoutes: RouteDef[] = [
  { method: 'get', path: '/hotel/night-audit', access: DESK, handle: (ctx) => nightAuditStatus(ctx) },
  {
    method: 'post',
    path: '/hotel/night-audit',
    access: DESK,
    handle: async (ctx, req) => {
      const input = parseInput(closeDaySchema, req.body);
      return 'date' in input ? toDayReportDto(await closeDay(ctx, input.date)) : closeThrough(ctx, input.through);
    },
  },
];
