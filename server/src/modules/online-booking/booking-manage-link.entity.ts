import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/**
 * What lets a guest see and cancel their booking without signing in (migration 0034): the reference they quote,
 * the hash of the token in their link (the token itself is only ever in the link), and the days of free
 * cancellation the page offered when they booked. Deleting the booking deletes it.
 */
export const BookingManageLinkSchema = defineEntity({
  name: 'BookingManageLink',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    // The booking by id only: this module reads bookings through the bookings module's door, not the entity.
    bookingId: p.integer().unique(),
    reference: p.string().length(12).unique(),
    tokenHash: p.string().length(64).unique(),
    cancellationDays: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class BookingManageLink extends BookingManageLinkSchema.class {}
BookingManageLinkSchema.setClass(BookingManageLink);
