import { defineEntity, p } from '@mikro-orm/core';
import type { LongStayRule } from '@core/long-stay-rule';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/**
 * A tax or fee of spec section 3. A percentage keeps its fraction exactly in numeric(9,6) ("0.0825"); a flat
 * fee keeps its amount in cents and a rate of 0.
 */
export const TaxRateSchema = defineEntity({
  name: 'TaxRate',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    name: p.string().length(100),
    rate: p.decimal('string').precision(9).scale(6),
    isPercentage: p.boolean().default(true),
    flatAmountCents: p.integer().default(0),
    applyTo: p.array<TaxApplyTo>(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** Its long-stay rule (migration 0030), or null: taxed every night. */
    longStay: p.json<LongStayRule>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  indexes: [{ properties: ['hotel', 'sortOrder', 'id'] }],
});
export class TaxRate extends TaxRateSchema.class {}
TaxRateSchema.setClass(TaxRate);
