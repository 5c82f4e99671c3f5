import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { versionSchema } from '@core/schemas/record-version.schema';
import { scheduledDateSchema, withEffectiveFrom } from '@core/schemas/scheduled-change.schema';
import { taxRateSchema } from '@core/schemas/tax-rate.schema';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { toTaxRateDto } from './tax-rate.mapper';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate, withdrawScheduledTaxRate } from './tax-rates.service';

/** Spec section 7: /api/hotel/tax-rates; issue 26: values changed from a date, and their withdrawal. */
export const taxRateRoutes: RouteDef[] = crudRoutes({
  path: '/hotel/tax-rates',
  readers: DESK,
  writers: MANAGERS,
  schema: taxRateSchema,
  updateSchema: withEffectiveFrom(taxRateSchema),
  service: { list: listTaxRates, create: createTaxRate, update: updateTaxRate, remove: deleteTaxRate },
  toDto: toTaxRateDto,
  more: [
    {
      method: 'delete',
      path: '/hotel/tax-rates/:id/scheduled/:effectiveFrom',
      access: MANAGERS,
      handle: async (ctx, req) =>
        toTaxRateDto(
          await withdrawScheduledTaxRate(
            ctx,
            parseInput(idSchema, req.params.id),
            parseInput(scheduledDateSchema, req.params.effectiveFrom),
            parseInput(versionSchema, req.query.version),
          ),
        ),
    },
  ],
});
