import { MANAGERS } from '@core/roles';
import { statisticsQuerySchema } from '@core/schemas/statistics.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { renderDocument } from '../../documents/render-pool';
import { sendDocument } from '../../documents/send-document';
import { renderStatistics } from './statistics-documents';
import { toStatisticsDto } from './statistics.mapper';
import { statistics } from './statistics.service';

/** Occupancy, ADR and RevPAR by the night, by day or by month. */
export const statisticsRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/statistics',
    access: MANAGERS,
    handle: async (ctx, req) => toStatisticsDto(await statistics(ctx, parseInput(statisticsQuerySchema, req.query))),
  },
  ...(['pdf', 'csv'] as const).map((format): RouteDef => ({
    method: 'get',
    path: `/hotel/reports/statistics.${format}`,
    access: MANAGERS,
    handle: async (ctx, req, res) =>
      sendDocument(
        req,
        res,
        await renderStatistics(ctx, parseInput(statisticsQuerySchema, req.query), format, (kind, load) =>
          renderDocument(ctx, kind, load),
        ),
      ),
  })),
];
