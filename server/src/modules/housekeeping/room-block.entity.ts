import { defineEntity, p } from '@mikro-orm/core';
import type { RoomBlockKind } from '@core/housekeeping';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Room } from '../rooms';

/**
 * A room out of sale for the nights from startDate up to, not including, endDate (as a stay). The database
 * refuses a stay over a block (migration 0019), and an Out of Order block over a stay or another such block;
 * an External block (an event of a booking site's calendar, migration 0035) is written over either, and its
 * overlap with a stay is a conflict the desk sees. Deleting the room deletes its blocks, deleting a feed its own.
 */
export const RoomBlockSchema = defineEntity({
  name: 'RoomBlock',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    room: () => p.manyToOne(Room).deleteRule('cascade'),
    startDate: p.date(),
    endDate: p.date(),
    reason: p.string().length(200),
    kind: p.string().length(20).$type<RoomBlockKind>().default('Out of Order'),
    /** An External block's feed (calendar-sync's CalendarFeed; by id, as the feed's module sits above this one). */
    feedId: p.integer().nullable(),
    /** …and the UID of its event in that feed: one block per feed and UID. */
    externalUid: p.string().length(1000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class RoomBlock extends RoomBlockSchema.class {}
RoomBlockSchema.setClass(RoomBlock);
