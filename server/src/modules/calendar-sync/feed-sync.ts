import { LockMode } from '@mikro-orm/core';
import { pollMinutes } from '@core/calendar-sync';
import { notFound } from '@core/errors';
import { FeedError, planFeedSync, readFeedEvents, type FeedEvent } from '@core/ical-import';
import { now } from '../../clock';
import type { Em } from '../../db/orm';
import { RoomBlock } from '../housekeeping';
import { Room } from '../rooms';
import { loadSettings } from '../settings';
import { CalendarFeed } from './calendar-feed.entity';
import { feedConflictCount } from './calendar-conflicts.service';
import { readFeedText, type FeedReadPolicy } from './feed-fetch';

/**
 * One sync of one feed: its calendar read, and the room's External blocks made to match it in one
 * transaction (a new event adds a block, a moved one moves it, a vanished one removes it). A read that fails
 * keeps the blocks of the last success and records the failure on the feed; it is never an error of the
 * request that asked (the answer says it). Bookings are never touched: an event over a stay is a conflict.
 */
export interface FeedSyncResult {
  /** The events read this time (0 when the read failed). */
  events: number;
  added: number;
  changed: number;
  removed: number;
  /** The feed's events over stays now (its conflicts the desk sees). */
  conflicts: number;
  /** The last successful sync: this one, or the one whose blocks are kept when this failed. */
  lastSyncedAt: Date | null;
  /** Why this sync failed; null when it succeeded. */
  error: string | null;
}

/** Reads the feed (the EntityManager's hotel's) and applies it; 404 when the feed is gone. */
export async function syncFeed(em: Em, policy: FeedReadPolicy, feedId: number): Promise<FeedSyncResult> {
  const feed = await em.findOne(CalendarFeed, feedId);
  if (!feed) throw notFound('Calendar feed');
  let events: FeedEvent[];
  try {
    events = readFeedEvents(await readFeedText(feed.url, policy));
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return recordFailure(em, feed.id, error.message);
  }
  return applyEvents(em, feed.id, events);
}

/** When the poller reads the feed next: the hotel's ical_poll_minutes from now. */
async function nextSyncAfter(em: Em, at: Date): Promise<Date> {
  return new Date(at.getTime() + pollMinutes((await loadSettings(em)).ical_poll_minutes) * 60_000);
}

async function applyEvents(em: Em, feedId: number, events: readonly FeedEvent[]): Promise<FeedSyncResult> {
  const at = now();
  const nextSyncAt = await nextSyncAfter(em, at);
  const counts = await em.transactional(async (tx) => {
    const db = tx as Em;
    // Locked: two syncs of one feed (the poller and "Sync now") apply one after the other, each to what the other left.
    const feed = await db.findOne(CalendarFeed, feedId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!feed) throw notFound('Calendar feed');
    const blocks = await db.find(RoomBlock, { feedId: feed.id }, { refresh: true });
    const byId = new Map(blocks.map((block) => [block.id, block]));
    const plan = planFeedSync(
      feed.name,
      blocks.map(({ id, externalUid, startDate, endDate, reason }) => ({ id, uid: externalUid!, startDate, endDate, reason })),
      events,
    );
    db.remove(plan.remove.map((id) => byId.get(id)!));
    for (const { id, ...dates } of plan.change) db.assign(byId.get(id)!, dates);
    const room = db.getReference(Room, feed.room);
    for (const { uid, ...block } of plan.add) {
      db.create(RoomBlock, { ...block, hotel: feed.hotel, room, kind: 'External', feedId: feed.id, externalUid: uid });
    }
    db.assign(feed, { eventCount: events.length, lastSyncedAt: at, failingSince: null, lastError: null, nextSyncAt });
    return { added: plan.add.length, changed: plan.change.length, removed: plan.remove.length };
  });
  em.clear();
  return { events: events.length, ...counts, conflicts: await feedConflictCount(em, feedId), lastSyncedAt: at, error: null };
}

async function recordFailure(em: Em, feedId: number, message: string): Promise<FeedSyncResult> {
  const at = now();
  const nextSyncAt = await nextSyncAfter(em, at);
  const lastSyncedAt = await em.transactional(async (tx) => {
    const db = tx as Em;
    const feed = await db.findOne(CalendarFeed, feedId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!feed) throw notFound('Calendar feed');
    db.assign(feed, { lastError: message.slice(0, 500), failingSince: feed.failingSince ?? at, nextSyncAt });
    return feed.lastSyncedAt ?? null;
  });
  em.clear();
  const conflicts = await feedConflictCount(em, feedId);
  return { events: 0, added: 0, changed: 0, removed: 0, conflicts, lastSyncedAt, error: message };
}
