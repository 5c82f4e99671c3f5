import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import type { DayOfWeek, RatePeriodType } from '@core/schemas/rate-period.schema';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { RoomType } from '../room-types';

/**
 * A special rate period of spec section 3: its own three rates for one room type on some days of the week
 * (weekday, weekend), a date range (seasonal, event) or listed dates (holiday). Deleting the room type
 * deletes its periods.
 */
export const RatePeriodSchema = defineEntity({
  name: 'RatePeriod',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    roomType: () => p.manyToOne(RoomType).deleteRule('cascade'),
    name: p.string().length(100),
    rateType: p.string().length(20).$type<RatePeriodType>(),
    priority: p.integer().default(1),
    dailyRateCents: p.integer().$type<Cents>(),
    weeklyRateCents: p.integer().$type<Cents>(),
    monthlyRateCents: p.integer().$type<Cents>(),
    daysOfWeek: p.array<DayOfWeek>(),
    /** Inclusive, YYYY-MM-DD. */
    startDate: p.date().nullable(),
    /** Inclusive, YYYY-MM-DD. */
    endDate: p.date().nullable(),
    specificDates: p.array(),
    description: p.string().length(500).nullable(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  indexes: [{ properties: ['hotel', 'roomType'] }],
});
export class RatePeriod extends RatePeriodSchema.class {}
RatePeriodSchema.setClass(RatePeriod);
