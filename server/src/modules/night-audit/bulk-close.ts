import { conflict, conflictWith } from '@core/errors';
import { auditProblems, problemsHeadline, type PostedSoFar } from '@core/night-audit';
import { addDays, formatShortUs, type CalendarDate } from '@core/stay-dates';
import { hotelToday, now } from '../../clock';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import type { Em } from '../../db/orm';
import { loadPricingContext, renewDueStays } from '../bookings';
import { loadSettings } from '../settings';
import {
  closedReport,
  figuresOfDay,
  insertClosedDays,
  insertPostings,
  postingsOfNight,
  readDayLines,
  staysOfDates,
  type ClosedDayRow,
  type PostingLine,
  type StayOfDate,
} from './day-close';
import { readBooks } from './night-audit.service';

export interface BulkCloseResult {
  closed: number;
  postings: number;
}

/**
 * Starts a hotel's books on `from` and closes every day through `through` at once, in one transaction: what
 * closing the days one by one would write (the same postings, the same kept reports and figures, each day's
 * built by the same functions, day-close.ts), from one read of the range's stays and one of its day
 * lines, written with a statement per few thousand rows. For a hotel taking up the audit on a settled past
 * (the benchmark's hotels; an import): it refuses a hotel that already has books, a day not ended, a day with
 * problems (it marks no No Show), and a hotel whose long-stay rates charge an agreement's tax at its early end
 * (a charge the day-by-day close writes as it goes).
 */
export async function closeDaysInBulk(
  em: Em,
  range: { from: CalendarDate; through: CalendarDate },
  closedBy: string,
): Promise<BulkCloseResult> {
  const { from, through } = range;
  const { timezone } = await loadSettings(em);
  if (through >= hotelToday(timezone)) throw conflict(`${formatShortUs(through)} has not ended yet`);
  if (from > through) throw conflict('Nothing to close: the range ends before it starts');
  const { rates } = await loadPricingContext(em);
  if (rates.some((rate) => rate.longStay?.agreementExempts && rate.longStay.earlyDepartureDue)) {
    throw conflict('A hotel whose long-stay agreements owe their tax at an early end closes its days one by one');
  }
  const result = await em.transactional(async (tx) => {
    const db = tx as Em;
    await hotelSql(db, sql`select id from hotel_account where id = :hotel for update`);
    const books = await readBooks(db);
    if (books.lastClosedDate !== null) throw conflict('The hotel has closed days: close the next ones one by one');
    const stays = await staysOfDates(db, from, through);
    const lines = await readDayLines(db, from, through);
    const byDate = staysByDate(stays, from, through);
    const posted = new Map<string, PostedSoFar>();
    const at = now();
    const allPostings: PostingLine[] = [];
    const days: ClosedDayRow[] = [];
    for (let date = from; date <= through; date = addDays(date, 1)) {
      const dayStays = byDate.get(date) ?? [];
      const problems = auditProblems(date, dayStays);
      if (problems.length > 0) throw conflictWith(problemsHeadline(date, problems.length), { problems });
      const postings = postingsOfNight(date, dayStays, posted);
      for (const line of postings) {
        const key = `${line.booking}/${line.kind}`;
        const sofar = posted.get(key);
        posted.set(
          key,
          sofar
            ? {
                amount: (sofar.amount + line.amountCents) as PostedSoFar['amount'],
                fromNight: sofar.fromNight,
                count: sofar.count + 1,
              }
            : { amount: line.amountCents, fromNight: line.night, count: 1 },
        );
      }
      const dayLines = lines.get(date)!;
      days.push({
        date,
        closedAt: at,
        closedBy,
        report: closedReport(date, dayStays, dayLines, postings),
        figures: figuresOfDay(date, dayStays, dayLines, postings),
      });
      allPostings.push(...postings);
    }
    await insertPostings(db, allPostings, at);
    await insertClosedDays(db, days);
    return { closed: days.length, postings: allPostings.length };
  });
  // As after each day-by-day close: the stays due for renewal renew once the days are closed.
  await renewDueStays(em);
  return result;
}

/** Each date's stays (those touching it: in house, arriving or leaving), in booking order. */
function staysByDate(stays: readonly StayOfDate[], from: CalendarDate, through: CalendarDate): Map<CalendarDate, StayOfDate[]> {
  const byDate = new Map<CalendarDate, StayOfDate[]>();
  for (const stay of stays) {
    const last = stay.checkOutDate < through ? stay.checkOutDate : through;
    for (let date = stay.checkInDate > from ? stay.checkInDate : from; date <= last; date = addDays(date, 1)) {
      const list = byDate.get(date);
      if (list) list.push(stay);
      else byDate.set(date, [stay]);
    }
  }
  return byDate;
}
