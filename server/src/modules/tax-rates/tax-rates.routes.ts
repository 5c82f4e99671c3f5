import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { taxRateSchema } from '@core/schemas/tax-rate.schema';
import type { RouteDef } from '../../rest/route';
import { toTaxRateDto } from './tax-rate.mapper';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from './tax-rates.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/tax-rates. */
export const taxRateRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/tax-rates',
    access: DESK,
    handle: async (ctx) => (await listTaxRates(ctx)).map(toTaxRateDto),
  },
  {
    method: 'post',
    path: '/hotel/tax-rates',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toTaxRateDto(await createTaxRate(ctx, parseInput(taxRateSchema, req.body))),
  },
  versionedUpdateRoute('/hotel/tax-rates/:id', MANAGERS, taxRateSchema, updateTaxRate, toTaxRateDto),
  versionedDeleteRoute('/hotel/tax-rates/:id', MANAGERS, deleteTaxRate),
];
