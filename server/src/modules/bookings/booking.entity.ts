import { defineEntity, p } from '@mikro-orm/core';
import type { BookingStatus, RateType } from '@core/booking-choices';
import type { Cents } from '@core/money';
import type { StayStatus } from '@core/stay-status';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts/hotel-account.entity';
import { Guest } from '../guests/guest.entity';
import { Room } from '../rooms/room.entity';

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
    paymentMethod: p.string().length(40),
    status: p.string().length(20).$type<BookingStatus>(),
    // Where the stay stands (migration 0017); changed only by the desk's actions (stay-actions.ts).
    stayStatus: p.string().length(20).$type<StayStatus>().default('Reserved'),
    cancelReason: p.string().length(500).nullable(),
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
