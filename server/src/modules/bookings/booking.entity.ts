import { defineEntity, p } from '@mikro-orm/core';
import type { BookingSource, BookingStatus, RateType } from '@core/booking-choices';
import type { Cents } from '@core/money';
import type { StayStatus } from '@core/stay-status';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Guest } from '../guests';
import { Room } from '../rooms';

/**
 * A booking (spec section 3). Every money figure is stored as the booking engine computed it, in cents;
 * the database refuses two bookings of one room whose stays overlap (exclusion constraint, migration 0008).
 */
export const BookingSchema = defineEntity({
  name: 'Booking',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    // A room with bookings cannot be deleted: the foreign key refuses it.
    room: () => p.manyToOne(Room).deleteRule('no action'),
    guestName: p.string().length(200),
    guest: () => p.manyToOne(Guest).nullable().deleteRule('set null'),
    checkInDate: p.date(),
    checkOutDate: p.date(),
    rateType: p.string().length(10).$type<RateType>(),
    nights: p.integer(),
    dailyWeeklyAmountCents: p.integer().$type<Cents>(),
    monthlyAmountCents: p.integer().$type<Cents>(),
    subtotalCents: p.integer().$type<Cents>(),
    taxAmountCents: p.integer().$type<Cents>(),
    resortFeeCents: p.integer().$type<Cents>(),
    grandTotalCents: p.integer().$type<Cents>(),
    /** The sum of the folio's live payments (refunds negative), kept in the same transaction as they are. */
    paidAmountCents: p.integer().$type<Cents>(),
    /** The sum of the folio's live extras (migration 0018), kept likewise. */
    extrasCents: p.integer().$type<Cents>().default(0),
    /** The sum of the folio's adjustments (migration 0029), kept likewise; a credit is negative. */
    adjustmentsCents: p.integer().$type<Cents>().default(0),
    /** The tax rates Tax 1 and Tax 2 were priced with (migration 0033): their long-stay rules decide. */
    tax1RateId: p.integer().nullable().fieldName('tax1_rate_id'),
    tax2RateId: p.integer().nullable().fieldName('tax2_rate_id'),
    /** How many of the stay's first nights carry Tax 1 and Tax 2 (core/long-stay.ts); null: every night. */
    tax1TaxedNights: p.integer().nullable().fieldName('tax1_taxed_nights'),
    tax2TaxedNights: p.integer().nullable().fieldName('tax2_taxed_nights'),
    paymentMethod: p.string().length(40),
    /** A written long-stay agreement (migration 0030): exempts the stay from night 1 where its tax's rule says so. */
    longStayAgreement: p.boolean().default(false),
    status: p.string().length(20).$type<BookingStatus>(),
    // Where the stay stands (migration 0017); changed only by the desk's actions (stay-actions.ts).
    stayStatus: p.string().length(20).$type<StayStatus>().default('Reserved'),
    cancelReason: p.string().length(500).nullable(),
    /** The renewal job extends the stay's chain by one period as its check-out nears (migration 0032). */
    autoRenew: p.boolean().default(false),
    /** Why the last renewal was refused (the room taken, the demo's limit); null once one succeeds. */
    renewalError: p.string().length(500).nullable(),
    /** Where the booking came from (migration 0034): the desk, the guests' booking page or a batch. Set by the server. */
    source: p.string().length(10).$type<BookingSource>().default('Desk'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
});
export class Booking extends BookingSchema.class {}
BookingSchema.setClass(Booking);
