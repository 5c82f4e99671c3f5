import { addDays, todayInZone } from '@core/stay-dates';
import { now } from '../../clock';
import { scopeToHotel } from '../../context';
import type { Em, Orm } from '../../db/orm';
import { log } from '../../logging/logger';
import { renewDueStays, type RenewalRun } from './auto-renewal';

/** How often a server checks for stays due for renewal (besides at start). */
export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's renewal run (issue 26), at start and every hour: every hotel that runs no night audit (one
 * that does renews as each day closes) and has a stay that renews and has not left, each renewed on an
 * EntityManager scoped to it, as the system (no person). It reads across hotels on purpose, only to find
 * them (tenant-sql.test.ts names this file); what it renews is each hotel's own. Any number of servers and
 * processes may run it at once: auto-renewal.ts renews each booking exactly once under its row lock.
 */
export async function renewDueStaysOfEveryHotel(orm: Orm): Promise<RenewalRun> {
  // A day before UTC's today on the one clock covers every hotel's today; each hotel's window is its own.
  const since = addDays(todayInZone('UTC', now()), -1);
  const hotels = await (orm.em.fork() as Em).execute<{ hotel_id: number }[]>(
    `select distinct b.hotel_id from booking b
      where b.auto_renew and b.check_out_date >= ?::date and b.stay_status in ('Reserved', 'Checked In')
        and not exists (select 1 from audit_day d where d.hotel_id = b.hotel_id)
      order by b.hotel_id`,
    [since],
  );
  const total: RenewalRun = { renewed: 0, refused: 0 };
  for (const { hotel_id: hotelId } of hotels) {
    const em = orm.em.fork() as Em;
    scopeToHotel(em, hotelId);
    try {
      const run = await renewDueStays(em);
      total.renewed += run.renewed;
      total.refused += run.refused;
    } catch (error) {
      // One hotel's failure (its database row gone meanwhile) does not stop the others'.
      log().error({ err: error, hotelId }, 'Auto-renewal of a hotel failed');
    }
  }
  return total;
}

/**
 * Runs the renewal now and then every hour until stopped; a run still going when the next is due is not
 * doubled. Resolves once the first run ended, so a server that says it is running has renewed what was due.
 */
export async function startRenewalRuns(orm: Orm): Promise<() => void> {
  let running = false;
  const runOnce = async () => {
    if (running) return;
    running = true;
    try {
      const run = await renewDueStaysOfEveryHotel(orm);
      if (run.renewed + run.refused > 0) log().info(`Auto-renewal: ${run.renewed} stays renewed, ${run.refused} refused`);
    } catch (error) {
      log().error({ err: error }, 'Auto-renewal failed');
    } finally {
      running = false;
    }
  };
  await runOnce();
  const timer = setInterval(() => void runOnce(), RENEWAL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
