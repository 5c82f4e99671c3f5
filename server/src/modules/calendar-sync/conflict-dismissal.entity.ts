import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Booking } from '../bookings';
import { RoomBlock } from '../housekeeping';

/**
 * A conflict between an imported event and a booking that the desk dismissed (migration 0035): the booking
 * site's copy of a booking Innkeep exported, or a stay the desk typed in from that site itself. It holds for
 * the dates both had when dismissed: either moving shows the conflict again.
 */
export const ConflictDismissalSchema = defineEntity({
  name: 'ConflictDismissal',
  tableName: 'calendar_conflict_dismissal',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    block: () => p.manyToOne(RoomBlock).mapToPk().deleteRule('cascade'),
    booking: () => p.manyToOne(Booking).mapToPk().deleteRule('cascade'),
    blockStart: p.date(),
    blockEnd: p.date(),
    checkInDate: p.date(),
    checkOutDate: p.date(),
    dismissedBy: p.string().length(120),
    dismissedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['block', 'booking'] }],
});
export class ConflictDismissal extends ConflictDismissalSchema.class {}
ConflictDismissalSchema.setClass(ConflictDismissal);
