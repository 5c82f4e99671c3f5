import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/**
 * A hotel's whole-history booking figures: how many records, how many stays holding a room (not cancelled
 * or no-show: migration 0017), their nights, how many of those with a balance due. Written only
 * by the database's triggers on booking (migration 0011), read by the dashboard and the bookings list's
 * total, so that neither counts ten years of bookings on every request.
 */
export const BookingTotalsSchema = defineEntity({
  name: 'BookingTotals',
  tableName: 'booking_totals',
  filters: tenantFilters,
  properties: {
    hotel: () => p.manyToOne(HotelAccount).mapToPk().primary().deleteRule('cascade'),
    bookings: p.integer(),
    stays: p.integer(),
    nights: p.bigint(),
    withBalance: p.integer(),
  },
});
export class BookingTotals extends BookingTotalsSchema.class {}
BookingTotalsSchema.setClass(BookingTotals);
