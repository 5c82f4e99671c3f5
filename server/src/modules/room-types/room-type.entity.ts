import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/** A room type of spec section 3: a name and the three rates a booking starts from, in cents. */
export const RoomTypeSchema = defineEntity({
  name: 'RoomType',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    name: p.string().length(100),
    dailyRateCents: p.integer().$type<Cents>(),
    weeklyRateCents: p.integer().$type<Cents>(),
    monthlyRateCents: p.integer().$type<Cents>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  indexes: [{ properties: ['hotel', 'name'] }],
});
export class RoomType extends RoomTypeSchema.class {}
RoomTypeSchema.setClass(RoomType);
