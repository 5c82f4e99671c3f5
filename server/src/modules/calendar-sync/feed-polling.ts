import { POLL_MINUTES_MIN } from '@core/calendar-sync';
import { now } from '../../clock';
import type { AppConfig } from '../../config';
import { scopeToHotel } from '../../context';
import type { Em, Orm } from '../../db/orm';
import { syncFeed, type FeedSyncResult } from './feed-sync';
import { log } from '../../logging/logger';

/** How often a server looks for feeds due (each is due every ical_poll_minutes of its hotel). */
export const POLL_TICK_MS = 60_000;
/** Feeds one claim takes; a server reads this many at a time. */
const CLAIM_SIZE = 4;
/** A claim holds its feeds this long: a server that dies mid-read leaves them to another after it. */
const CLAIM_MINUTES = POLL_MINUTES_MIN;

export interface PollRun {
  synced: number;
  failed: number;
}

/**
 * The feeds due, claimed: their next read pushed past the claim, under FOR UPDATE SKIP LOCKED, so that any
 * number of servers and cluster processes polling together each read a feed once (one runner per feed, not
 * per machine). Reads across hotels on purpose, only to find them (tenant-sql.test.ts names this file): each
 * feed is then synced on an EntityManager scoped to its own hotel, whose sync sets its next read.
 */
async function claimDueFeeds(orm: Orm, at: Date): Promise<{ id: number; hotelId: number }[]> {
  return (orm.em.fork() as Em).execute<{ id: number; hotelId: number }[]>(
    `update calendar_feed f set next_sync_at = ?::timestamptz + interval '1 minute' * ?::int
       from (select id from calendar_feed where next_sync_at <= ?::timestamptz
              order by next_sync_at, id limit ? for update skip locked) as due
      where f.id = due.id
      returning f.id, f.hotel_id as "hotelId"`,
    [at.toISOString(), CLAIM_MINUTES, at.toISOString(), CLAIM_SIZE],
  );
}

/** One sync of a claimed feed, on its hotel's scope, as the system (no person). */
async function syncClaimed(orm: Orm, config: AppConfig, feed: { id: number; hotelId: number }): Promise<FeedSyncResult | null> {
  const em = orm.em.fork() as Em;
  scopeToHotel(em, feed.hotelId);
  try {
    return await syncFeed(em, config, feed.id);
  } catch (error) {
    // Deleted meanwhile, or its hotel: the next claim will not find it.
    log().error({ err: error, feedId: feed.id }, 'Calendar sync of a feed failed');
    return null;
  }
}

/** Every feed due now, in claims of a few read side by side, until none is left. */
export async function syncDueFeeds(orm: Orm, config: AppConfig): Promise<PollRun> {
  const run: PollRun = { synced: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueFeeds(orm, now());
    if (claimed.length === 0) return run;
    for (const result of await Promise.all(claimed.map((feed) => syncClaimed(orm, config, feed)))) {
      if (result && result.error === null) run.synced++;
      else run.failed++;
    }
  }
}

/**
 * Reads the feeds due every minute until stopped (the first look right away, not awaited: the server does not
 * wait on the booking sites to start); a look still going when the next is due is not doubled.
 */
export function startFeedPolling(orm: Orm, config: AppConfig): () => void {
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const run = await syncDueFeeds(orm, config);
      if (run.failed > 0) log().warn({ synced: run.synced, failing: run.failed }, 'Calendar sync: some feeds failing');
    } catch (error) {
      log().error({ err: error }, 'Calendar sync failed');
    } finally {
      running = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), POLL_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
