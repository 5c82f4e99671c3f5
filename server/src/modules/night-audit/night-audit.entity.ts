import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import type { PostingKind } from '@core/night-audit';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Booking } from '../bookings';
import type { DailyReport } from '@core/daily-report';
import type { DailyStays } from '@core/daily-stays';
import type { ClosedDayFigures } from '@core/closed-day-figures';

/**
 * A closed day (migration 0027): who closed it, when, and its daily report as it stood then; and its statistics
 * figures (migration 0036), written by the close's SQL (day-close.ts) and read by the statistics' (mapped so that
 * the entity and the schema agree; the ORM leaves them to their defaults when it writes a day).
 */
export const AuditDaySchema = defineEntity({
  name: 'AuditDay',
  tableName: 'audit_day',
  filters: tenantFilters,
  properties: {
    hotel: () => p.manyToOne(HotelAccount).mapToPk().primary().deleteRule('cascade'),
    date: p.date().primary(),
    closedAt: p.datetime(),
    closedBy: p.string().length(200),
    report: p.json<DailyReport & DailyStays>(),
    roomsSold: p.integer().default(0),
    outOfOrder: p.integer().default(0),
    roomCents: p.bigint('number').$type<Cents>().default(0),
    tax1Cents: p.bigint('number').$type<Cents>().fieldName('tax1_cents').default(0),
    tax2Cents: p.bigint('number').$type<Cents>().fieldName('tax2_cents').default(0),
    extrasCents: p.bigint('number').$type<Cents>().default(0),
    channels: p.json<ClosedDayFigures['channels']>().default('{}'),
  },
});
export class AuditDay extends AuditDaySchema.class {}
AuditDaySchema.setClass(AuditDay);

/** One closed night's share of a stay's room amount, Tax 1 or Tax 2: final once written. */
export const NightPostingSchema = defineEntity({
  name: 'NightPosting',
  tableName: 'night_posting',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    booking: () => p.manyToOne(Booking).mapToPk(),
    date: p.date(),
    /** The stay's night number, 0 for the night of its check-in date. */
    night: p.integer(),
    kind: p.string().length(10).$type<PostingKind>(),
    amountCents: p.integer().$type<Cents>(),
    /** The room as it was that night: renaming or moving rewrites no posting. */
    roomNumber: p.string().length(20),
    createdAt: p.datetime(),
  },
});
export class NightPosting extends NightPostingSchema.class {}
NightPostingSchema.setClass(NightPosting);
