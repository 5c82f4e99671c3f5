import { defineEntity, p } from '@mikro-orm/core';
import type { TaxRateInput } from '@core/schemas/tax-rate.schema';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { TaxRate } from './tax-rate.entity';

/**
 * A tax rate's values in force from a date (migration 0031) until its next change: the tax rate's own are
 * those before its first. Kept as the parsed input (core/schemas/tax-rate.schema.ts), so a field the tax rate
 * gains (a long-stay rule) is carried without a column. After the hotel's today it is a scheduled change;
 * before, history that stays checking in then are taxed by. Deleting the tax rate takes its changes with it.
 */
export const TaxRateChangeSchema = defineEntity({
  name: 'TaxRateChange',
  tableName: 'tax_rate_change',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    taxRate: () => p.manyToOne(TaxRate).mapToPk().deleteRule('cascade'),
    effectiveFrom: p.date(),
    values: p.json<TaxRateInput>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['hotel', 'taxRate', 'effectiveFrom'], name: 'tax_rate_change_unique' }],
});
export class TaxRateChange extends TaxRateChangeSchema.class {}
TaxRateChangeSchema.setClass(TaxRateChange);
