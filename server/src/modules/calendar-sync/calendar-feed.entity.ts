import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Room } from '../rooms';

/**
 * A booking site's calendar of one room (migration 0035), read on a schedule and on "Sync now": its events
 * become the room's External blocks. What the last syncs did is kept beside it: when one last succeeded,
 * since when they fail and why (the blocks of the last success stay meanwhile).
 */
export const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    room: () => p.manyToOne(Room).mapToPk().deleteRule('cascade'),
    name: p.string().length(60),
    url: p.string().length(2000),
    /** The events the last successful sync read. */
    eventCount: p.integer().default(0),
    lastSyncedAt: p.datetime().nullable(),
    /** The first failure since the last success; null while the syncs succeed. */
    failingSince: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    /** When the server's poller reads it next (feed-polling.ts). */
    nextSyncAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
