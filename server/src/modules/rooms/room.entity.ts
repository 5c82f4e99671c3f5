import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_HOUSEKEEPING_STATUS, type HousekeepingStatus } from '@core/housekeeping';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { RoomType } from '../room-types';

/**
 * A room of spec section 3. Its number is text ("101", "102A") and unique within the hotel; deleting its
 * room type leaves it without one (set null) rather than deleting it.
 */
export const RoomSchema = defineEntity({
  name: 'Room',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    roomNumber: p.string().length(20),
    roomType: () => p.manyToOne(RoomType).nullable().deleteRule('set null'),
    // What housekeeping last reported (migration 0019); check-out makes it Dirty.
    housekeepingStatus: p.string().length(20).$type<HousekeepingStatus>().default(DEFAULT_HOUSEKEEPING_STATUS),
    housekeepingNote: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  uniques: [{ properties: ['hotel', 'roomNumber'] }],
  indexes: [{ properties: ['hotel', 'roomType'] }],
});
export class Room extends RoomSchema.class {}
RoomSchema.setClass(Room);
