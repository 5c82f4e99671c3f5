import type { DailyReport } from '@core/daily-report';
import type { DailyStays } from '@core/daily-stays';
import { conflict, conflictWith, DomainError } from '@core/errors';
import { cents } from '@core/money';
import {
  auditMarksNoShows,
  auditNoShowReason,
  auditProblems,
  businessDate,
  closeRefusal,
  problemsHeadline,
  settleProblems,
  type AuditBooks,
  type AuditProblem,
  type PostedSoFar,
  type PostingKind,
} from '@core/night-audit';
import { addDays, formatShortUs, type CalendarDate } from '@core/stay-dates';
import { hotelToday, now } from '../../clock';
import type { RequestContext } from '../../context';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import type { Em } from '../../db/orm';
import { requireHotelId, requireSession } from '../accounts';
import { LockMode } from '@mikro-orm/core';
import { Booking, chargeEndedAgreements, renewDueStays } from '../bookings';
import { dailyReport } from '../reports';
import { loadSettings } from '../settings';
import { log } from '../../logging/logger';
import {
  closedReport,
  figuresOfDay,
  insertClosedDays,
  insertPostings,
  postingsOfNight,
  readDayLines,
  staysOfDates,
  type StayOfDate,
} from './day-close';

/** GET /api/hotel/night-audit: where the hotel's books stand, and what stops its business date from closing. */
export interface NightAuditStatus {
  businessDate: CalendarDate | null;
  lastClosedDate: CalendarDate | null;
  problems: AuditProblem[];
}

/** A closed day's report: the daily report as it stood at close, and who closed it when. */
export interface ClosedDayReport {
  report: DailyReport & DailyStays;
  closedAt: Date;
  closedBy: string;
}

/** Where the hotel's books start and end: its first and last closed days (both null before the first audit). */
export async function readBooks(em: Em): Promise<AuditBooks> {
  const [row] = await hotelSql<{ first: string | null; last: string | null }>(
    em,
    sql`select min(date)::text as "first", max(date)::text as "last" from audit_day where hotel_id = :hotel`,
  );
  return { firstClosedDate: row?.first ?? null, lastClosedDate: row?.last ?? null };
}

/** The stays that hold a room and touch `date`: those in house its night, arriving on it, or leaving on it. */
const staysOfDate = (em: Em, date: CalendarDate): Promise<StayOfDate[]> => staysOfDates(em, date, date);

/**
 * GET /api/hotel/night-audit. Its problems are what stops the business date closing: with audit_no_shows on,
 * the arrivals left Reserved are not among them (the audit marks them No Show itself as the day closes).
 */
export async function nightAuditStatus(
  ctx: RequestContext,
  settings?: Awaited<ReturnType<typeof loadSettings>>,
): Promise<NightAuditStatus> {
  requireHotelId(ctx);
  const { audit_no_shows } = settings ?? (await loadSettings(ctx.em));
  const books = await readBooks(ctx.em);
  const next = businessDate(books);
  const problems = next === null ? [] : auditProblems(next, await staysOfDate(ctx.em, next));
  const { stops } = settleProblems(problems, auditMarksNoShows(audit_no_shows));
  return { businessDate: next, lastClosedDate: books.lastClosedDate, problems: stops };
}

/**
 * GraphQL's nightAudit: the status and the hotel's today on the server's clock, from which the Night Audit
 * screen offers a first audit its yesterday and counts the ended days still open.
 */
export async function nightAuditWithToday(ctx: RequestContext): Promise<NightAuditStatus & { today: CalendarDate }> {
  const settings = await loadSettings(ctx.em);
  return { ...(await nightAuditStatus(ctx, settings)), today: hotelToday(settings.timezone) };
}

/**
 * The arrivals the audit marks No Show as `date` closes (audit_no_shows on), in the day's transaction and
 * through the unit of work, so the audit subscriber records each change (by whoever closes the day, its
 * reason saying the audit did it) and the booking's version rises under any edit in flight. The bookings are
 * locked first and the day's stays read again: a guest checked in meanwhile is in house, not a no-show.
 */
async function markNoShows(em: Em, date: CalendarDate, bookingIds: number[]): Promise<StayOfDate[]> {
  const locked = await em.find(
    Booking,
    { id: { $in: bookingIds } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
  );
  const stays = await staysOfDate(em, date);
  const { noShows, stops } = settleProblems(auditProblems(date, stays), true);
  if (stops.length > 0) throw conflictWith(problemsHeadline(date, stops.length), { problems: stops });
  // An arrival that appeared since (not locked yet) is locked in its turn, and the stays read again.
  const lockedIds = new Set(locked.map((booking) => booking.id));
  if (noShows.some((id) => !lockedIds.has(id))) return markNoShows(em, date, [...new Set([...bookingIds, ...noShows])]);
  const marked = new Set(noShows);
  for (const booking of locked) {
    if (marked.has(booking.id)) em.assign(booking, { stayStatus: 'No Show', cancelReason: auditNoShowReason(date) });
  }
  await em.flush();
  return stays.filter((stay) => !marked.has(stay.bookingId));
}

/** What each in-house booking posted so far of each figure, for the bookings in house on `date`. */
async function postedSoFar(em: Em, date: CalendarDate): Promise<Map<string, PostedSoFar>> {
  const rows = await hotelSql<{ bookingId: number; kind: PostingKind; amount: string; fromNight: number; count: number }>(
    em,
    sql`select p.booking_id as "bookingId", p.kind, sum(p.amount_cents)::bigint as "amount",
            min(p.night)::int as "fromNight", count(*)::int as "count"
       from night_posting p
      where p.hotel_id = :hotel and p.booking_id in (
              select b.id from booking b
               where b.hotel_id = :hotel
                 and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${date}::date, ${addDays(date, 1)}::date, '[)'))
      group by p.booking_id, p.kind`,
  );
  return new Map(
    rows.map((row) => [
      `${row.bookingId}/${row.kind}`,
      { amount: cents(Number(row.amount)), fromNight: row.fromNight, count: row.count },
    ]),
  );
}

/**
 * POST /api/hotel/night-audit {"date"}: closes one day in one transaction. The hotel's row is locked first,
 * so two audits of one hotel queue: the second finds the day closed (409). The day's rules (core/night-audit.ts)
 * decide; a day with problems is refused with them (with audit_no_shows on, its arrivals left Reserved are
 * marked No Show instead, in this transaction); otherwise each in-house night posts its shares (the
 * unique key holds them to once), and the daily report is kept as it stands, its room revenue and taxes
 * the sums of the night's postings.
 */
export async function closeDay(ctx: RequestContext, date: CalendarDate): Promise<ClosedDayReport> {
  const closed = await closeDayOnly(ctx, date);
  // A hotel that runs the audit renews its stays as each day closes (issue 26), after the close committed:
  // a refused renewal is kept on its booking and never undoes the close.
  try {
    await renewDueStays(ctx.em);
  } catch (error) {
    log().error({ err: error }, `Auto-renewal after the night audit of ${date} failed`);
  }
  return closed;
}

async function closeDayOnly(ctx: RequestContext, date: CalendarDate): Promise<ClosedDayReport> {
  const hotelId = requireHotelId(ctx);
  const closedBy = requireSession(ctx).user.name;
  const { timezone, audit_no_shows } = await loadSettings(ctx.em);
  return ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    await hotelSql(em, sql`select id from hotel_account where id = :hotel for update`);
    const books = await readBooks(em);
    const refusal = closeRefusal(date, hotelToday(timezone), books);
    if (refusal !== null) throw conflict(refusal);
    let stays = await staysOfDate(em, date);
    const { noShows, stops } = settleProblems(auditProblems(date, stays), auditMarksNoShows(audit_no_shows));
    if (stops.length > 0) throw conflictWith(problemsHeadline(date, stops.length), { problems: stops });
    if (noShows.length > 0) stays = await markNoShows(em, date, noShows);

    const at = now();
    const postings = postingsOfNight(date, stays, await postedSoFar(em, date));
    await insertPostings(em, postings, at);
    // A long-stay agreement's chain whose last check-out is this date, with no booking following, owes its tax.
    const departures = stays.filter((stay) => stay.checkOutDate === date).map((stay) => stay.bookingId);
    const charged = await chargeEndedAgreements(em, hotelId, departures, date);
    // The report is built from the stays read above; a charge just written changed some of their folios.
    if (charged.length > 0) stays = await staysOfDate(em, date);
    const lines = (await readDayLines(em, date, date)).get(date)!;
    const report = closedReport(date, stays, lines, postings);
    await insertClosedDays(em, [{ date, closedAt: at, closedBy, report, figures: figuresOfDay(date, stays, lines, postings) }]);
    return { report, closedAt: at, closedBy };
  });
}

/** The kept report of a closed day, or null while the day is open. */
export async function closedDayReport(ctx: RequestContext, date: CalendarDate): Promise<ClosedDayReport | null> {
  requireHotelId(ctx);
  const [row] = await hotelSql<{ report: (DailyReport & DailyStays) | string; closedAt: Date; closedBy: string }>(
    ctx.em,
    sql`select report, closed_at as "closedAt", closed_by as "closedBy" from audit_day where hotel_id = :hotel and date = ${date}::date`,
  );
  if (!row) return null;
  // The driver hands jsonb back parsed on PostgreSQL and as text on PGlite.
  const report = typeof row.report === 'string' ? (JSON.parse(row.report) as DailyReport & DailyStays) : row.report;
  return { report, closedAt: new Date(row.closedAt), closedBy: row.closedBy };
}

export interface CloseThroughResult {
  closed: CalendarDate[];
  stoppedAt: CalendarDate | null;
  problems: AuditProblem[];
}

/**
 * POST /api/hotel/night-audit {"through"}: closes every day from the business date through `through` in
 * order, one transaction a day, stopping at the first day with problems. Needs a first closed day.
 */
export async function closeThrough(ctx: RequestContext, through: CalendarDate): Promise<CloseThroughResult> {
  requireHotelId(ctx);
  const start = businessDate(await readBooks(ctx.em));
  if (start === null) throw conflict('Close a first day before closing through a date');
  const { timezone } = await loadSettings(ctx.em);
  if (through >= hotelToday(timezone)) throw conflict(`${formatShortUs(through)} has not ended yet`);
  const closed: CalendarDate[] = [];
  for (let date = start; date <= through; date = addDays(date, 1)) {
    try {
      await closeDay(ctx, date);
    } catch (error) {
      const problems = error instanceof DomainError ? (error.details?.problems as AuditProblem[] | undefined) : undefined;
      if (problems) return { closed, stoppedAt: date, problems };
      throw error;
    }
    closed.push(date);
  }
  return { closed, stoppedAt: null, problems: [] };
}

/**
 * The daily report of `date` as GET /api/hotel/reports/daily/{date} answers it: a closed day's as it stood at
 * close (who closed it, when), an open day's as it stands now.
 */
export async function dailyReportOfDay(ctx: RequestContext, date: CalendarDate): Promise<DayReport> {
  const closed = await closedDayReport(ctx, date);
  return closed ?? { report: await dailyReport(ctx, date), closedAt: null, closedBy: null };
}

/** A day's report, closed (closedAt and closedBy set) or open (both null). */
export type DayReport = ClosedDayReport | { report: DailyReport & DailyStays; closedAt: null; closedBy: null };
