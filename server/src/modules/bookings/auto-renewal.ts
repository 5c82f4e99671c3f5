import { LockMode } from '@mikro-orm/core';
import { DomainError } from '@core/errors';
import { isRenewalDue, lastDueCheckOut, renewalDaysAhead, renewalPeriods } from '@core/renewal';
import { holdsRoom } from '@core/stay-status';
import type { CalendarDate } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { sql } from '../../db/sql';
import { holdBooks } from '../night-audit';
import { loadSettings } from '../settings';
import { addPeriods } from './add-periods';
import { chainFrom, nextInChain } from './booking-chain';
import { loadPricingContext } from './booking-pricing';
import { refusingOverlaps } from './booking-writes';
import { Booking } from './booking.entity';

/**
 * autoRenew (issue 26): a stay whose check-out is within the hotel's renewal_days_ahead and that renews gets
 * the next booking of its chain, one period, as POST …/extend {"periods": 1} would add it. Exactly once per
 * booking, however many runs race (server processes, the night audit, a save): a booking is renewed only
 * under its row lock and only while nothing follows it in its chain, so the run that waited on the lock
 * finds the renewal there and does nothing. A refusal is kept on the booking as renewalError (cleared by a
 * later renewal that succeeds) and tried again by the next run.
 */

/** What one run did. */
export interface RenewalRun {
  renewed: number;
  refused: number;
}

interface Window {
  today: CalendarDate;
  daysAhead: number;
}

async function windowOf(em: Em): Promise<Window> {
  const settings = await loadSettings(em);
  return { today: hotelToday(settings.timezone), daysAhead: renewalDaysAhead(settings.renewal_days_ahead) };
}

/**
 * Every stay of the hotel (the EntityManager's) due for renewal, renewed: the renewals that are due in their
 * turn too (a Daily stay's night), until the hotel's chains end beyond the window. A stay refused is not tried
 * again in the same run.
 */
export async function renewDueStays(em: Em): Promise<RenewalRun> {
  const window = await windowOf(em);
  const run: RenewalRun = { renewed: 0, refused: 0 };
  const tried = new Set<number>();
  // Each round's renewals check out later than the round's: the window is crossed in at most its days + 1.
  for (let round = 0; round <= window.daysAhead + 1; round++) {
    const due = (await dueStays(em, window)).filter((id) => !tried.has(id));
    if (due.length === 0) break;
    for (const id of due) {
      tried.add(id);
      const outcome = await renewOne(em, id, window);
      if (outcome === 'renewed') run.renewed++;
      if (outcome === 'refused') run.refused++;
    }
  }
  return run;
}

/**
 * A booking just saved (created, edited, extended) with autoRenew: its chain's end renewed at once if it is due,
 * and again while the renewal is. A failure of the renewal never fails the save: it is the booking's renewalError.
 */
export async function renewChainAfterSave(em: Em, bookingId: number): Promise<void> {
  const window = await windowOf(em);
  for (let round = 0; round <= window.daysAhead + 1; round++) {
    const end = (await chainFrom(em, bookingId)).at(-1);
    if (end === undefined || (await renewOne(em, end, window)) !== 'renewed') return;
  }
}

/** The hotel's stays that renew and are due, last of their chains, by check-out. Read through the partial index. */
async function dueStays(em: Em, { today, daysAhead }: Window): Promise<number[]> {
  const rows = await hotelSql<{ id: number }>(
    em,
    sql`select b.id from booking b
        where b.hotel_id = :hotel and b.auto_renew
          and b.check_out_date between ${today}::date and ${lastDueCheckOut(today, daysAhead)}::date
          and b.stay_status in ('Reserved', 'Checked In') and b.guest_id is not null
          and not exists (
            select 1 from booking x
             where x.hotel_id = :hotel and x.guest_id = b.guest_id and x.check_in_date = b.check_out_date and ${holdsRoomSql('x')})
        order by b.check_out_date, b.id`,
  );
  return rows.map((row) => row.id);
}

/** Whether a booking (locked) renews now: autoRenew on, still to come or in house, a guest record, due. */
function renewsNow(booking: Booking, { today, daysAhead }: Window): boolean {
  return (
    booking.autoRenew &&
    holdsRoom(booking.stayStatus) &&
    booking.stayStatus !== 'Checked Out' &&
    // Without a guest record the renewal would start no chain a second run could find.
    booking.guest !== null &&
    isRenewalDue(booking.checkOutDate, today, daysAhead)
  );
}

type Outcome = 'renewed' | 'refused' | 'not due';

/**
 * One booking renewed by one period, in one transaction: its row locked, then checked (still renewing, still
 * the last of its chain), then the next booking added. A refusal (the room taken, the demo's limit, a closed
 * night) is kept on the booking.
 */
async function renewOne(em: Em, bookingId: number, window: Window): Promise<Outcome> {
  try {
    const renewed = await refusingOverlaps(em, async (tx, attempt) => {
      await holdBooks(tx);
      const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!booking || !renewsNow(booking, window)) return false;
      // Renewed already (by a run that held the lock before this one, or before a restart): its next booking is there.
      if ((await nextInChain(tx, booking.id)) !== null) return false;
      await addPeriods(tx, booking.hotel, booking, renewalPeriods(booking, 1), await loadPricingContext(tx), attempt);
      if (booking.renewalError !== null) {
        tx.assign(booking, { renewalError: null });
        await tx.flush();
      }
      return true;
    });
    em.clear();
    return renewed ? 'renewed' : 'not due';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    em.clear();
    await recordRenewalError(em, bookingId, error.message);
    return 'refused';
  }
}

/** Why a renewal was refused, kept on the booking (through the unit of work: the activity log records it). */
async function recordRenewalError(em: Em, bookingId: number, reason: string): Promise<void> {
  await em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!booking || booking.renewalError === reason.slice(0, 500)) return;
    tx.assign(booking, { renewalError: reason.slice(0, 500) });
  });
  em.clear();
}
