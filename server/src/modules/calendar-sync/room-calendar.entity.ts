import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Room } from '../rooms';

/**
 * A room's secret export address (migration 0035): GET /ical/rooms/{secret}.ics. Made on first asking, and
 * replaced by a new one on rotation, after which the old address finds nothing. Kept as it is (the desk
 * reads the address again), unique, so the public feed finds its room through the index.
 */
export const RoomCalendarSchema = defineEntity({
  name: 'RoomCalendar',
  tableName: 'room_calendar',
  filters: tenantFilters,
  properties: {
    room: () => p.manyToOne(Room).mapToPk().primary().deleteRule('cascade'),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    secret: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class RoomCalendar extends RoomCalendarSchema.class {}
RoomCalendarSchema.setClass(RoomCalendar);
