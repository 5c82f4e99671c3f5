import { formatMoney, parseMoney, sumMoney } from '@core/money';
import { addDays } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_ADJUSTMENTS } from './demo-adjustments';
import { DEMO_AUDITOR, seedDemoHotel, type DemoSeedSummary } from './demo-hotel.service';

/**
 * The demo hotel's books, as its Owner reads them through the API: seeded on 03/15/26 (noon in New York),
 * every day from 02/01/26 (the first of the month before) through 03/14/26 closed by the demo's night audit.
 */
const TODAY = '2026-03-15';
const BOOKS_START = '2026-02-01';
const YESTERDAY = '2026-03-14';
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

let app: TestApp;
let owner: ApiClient;
let demo: DemoSeedSummary;
/** The same demo seeded ten days earlier, on 03/05/26. */
let earlier: DemoSeedSummary;

async function signIn(email: string): Promise<ApiClient> {
  const api = new ApiClient(app.url);
  expect((await api.post('/api/auth/login', { email, password: 'demo1234' })).status).toBe(200);
  return api;
}

async function ok<T>(response: Promise<{ status: number; body: unknown }>): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}

interface LedgerLine {
  date: string;
  bookingId: number;
  kind: string;
  amount: string;
}

beforeAll(async () => {
  app = await startTestApp();
  // Both seeds before any request: a seed keeps the process busy for seconds, past an idle connection's keep-alive.
  setClock(noonOn('2026-03-05'));
  earlier = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@earlier.test', password: 'demo1234' });
  setClock(noonOn(TODAY));
  demo = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@audit.test', password: 'demo1234' });
  owner = await signIn('demo@audit.test');
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

describe('the demo hotel’s night audit', () => {
  it('is closed from the first of last month through yesterday: its business date is today, with today’s desk work', async () => {
    expect(demo.closedDays).toEqual({ from: BOOKS_START, through: YESTERDAY, count: 42 });
    const status = await ok<{ businessDate: string; lastClosedDate: string; problems: { kind: string; message: string }[] }>(
      owner.get('/api/hotel/night-audit'),
    );
    expect(status).toMatchObject({ businessDate: TODAY, lastClosedDate: YESTERDAY });
    // What stops today closing is today's own work: the arrivals still to check in, the departures to check out.
    expect(status.problems.length).toBeGreaterThan(0);
    for (const problem of status.problems)
      expect(problem.message).toMatch(/was due to (arrive|leave) on 03\/15\/26 and is still/);
    const before = await owner.post('/api/hotel/night-audit', { date: addDays(BOOKS_START, -1) });
    expect(before).toMatchObject({ status: 409, body: { error: '01/31/26 is before the books, which start on 02/01/26' } });
    const again = await owner.post('/api/hotel/night-audit', { date: YESTERDAY });
    expect(again).toMatchObject({ status: 409, body: { error: '03/14/26 is already closed' } });
  });

  it('keeps each closed day’s report, its room revenue and taxes the sums of that night’s postings', async () => {
    const { lines } = await ok<{ lines: LedgerLine[] }>(owner.get(`/api/hotel/ledger?from=${BOOKS_START}&to=${YESTERDAY}`));
    const sumOf = (date: string, kinds: string[]) =>
      formatMoney(
        sumMoney(lines.filter((line) => line.date === date && kinds.includes(line.kind)).map((line) => parseMoney(line.amount))),
      );
    let revenue = 0;
    for (let date = BOOKS_START; date <= YESTERDAY; date = addDays(date, 1)) {
      const day = await ok<{ closed: boolean; closedBy: string; roomRevenue: string; taxes: string; inHouse: number }>(
        owner.get(`/api/hotel/reports/daily/${date}`),
      );
      expect(day, date).toMatchObject({ closed: true, closedBy: DEMO_AUDITOR });
      expect(day.roomRevenue, date).toBe(sumOf(date, ['Room']));
      expect(day.taxes, date).toBe(sumOf(date, ['Tax 1', 'Tax 2']));
      // The demo is about two thirds full: every night has guests in house and revenue.
      expect(day.inHouse, date).toBeGreaterThan(0);
      revenue += parseMoney(day.roomRevenue);
    }
    expect(revenue).toBeGreaterThan(0);
    // Nights before the books are never posted, and today is open.
    const earlier = await ok<{ lines: LedgerLine[] }>(owner.get(`/api/hotel/ledger?from=2026-01-01&to=2026-01-31`));
    expect(earlier.lines.filter((line) => ['Room', 'Tax 1', 'Tax 2'].includes(line.kind))).toEqual([]);
    expect(await ok(owner.get(`/api/hotel/reports/daily/${TODAY}`))).toMatchObject({ closed: false });
  });

  it('reads last month’s statistics as closed and this month’s as open, their revenue the postings’', async () => {
    const { lines } = await ok<{ lines: LedgerLine[] }>(owner.get(`/api/hotel/ledger?from=${BOOKS_START}&to=2026-02-28`));
    const stats = await ok<{ rows: { period: string; roomRevenue: string; roomsAvailable: number; closed: boolean }[] }>(
      owner.get('/api/hotel/reports/statistics?from=2026-02-01&to=2026-03-31&groupBy=month'),
    );
    expect(stats.rows).toEqual([
      expect.objectContaining({
        period: '2026-02',
        closed: true,
        roomsAvailable: 24 * 28,
        roomRevenue: formatMoney(sumMoney(lines.filter((line) => line.kind === 'Room').map((line) => parseMoney(line.amount)))),
      }),
      expect.objectContaining({ period: '2026-03', closed: false }),
    ]);
    const days = await ok<{ rows: { closed: boolean }[] }>(
      owner.get(`/api/hotel/reports/statistics?from=${BOOKS_START}&to=${YESTERDAY}&groupBy=day`),
    );
    expect(days.rows).toHaveLength(42);
    expect(days.rows.every((row) => row.closed)).toBe(true);
  });

  it('posts what a stay inside the books costs, night by night, to the cent', async () => {
    const { lines } = await ok<{ lines: LedgerLine[] }>(owner.get(`/api/hotel/ledger?from=${BOOKS_START}&to=${YESTERDAY}`));
    const stays = new Map<number, LedgerLine[]>();
    for (const line of lines) if (line.kind === 'Room') stays.set(line.bookingId, [...(stays.get(line.bookingId) ?? []), line]);
    let checked = 0;
    for (const [bookingId, posted] of stays) {
      const booking = await ok<{ checkInDate: string; checkOutDate: string; nights: number; subtotal: string }>(
        owner.get(`/api/hotel/bookings/${bookingId}`),
      );
      if (booking.checkInDate < BOOKS_START || booking.checkOutDate > TODAY) continue;
      expect(posted, `booking ${bookingId}`).toHaveLength(booking.nights);
      expect(formatMoney(sumMoney(posted.map((line) => parseMoney(line.amount))))).toBe(booking.subtotal);
      if (++checked === 10) break;
    }
    expect(checked).toBe(10);
  });

  it('has the desk’s corrections of closed nights: adjustments on the business date, in the folio, ledger and activity log', async () => {
    expect(demo.adjustments).toBe(DEMO_ADJUSTMENTS.length);
    const { lines } = await ok<{ lines: (LedgerLine & { description: string })[] }>(
      owner.get(`/api/hotel/ledger?from=${BOOKS_START}&to=${TODAY}`),
    );
    const adjustments = lines.filter((line) => line.kind === 'Adjustment');
    // Dated on the business date (today), never on a closed day; each reason as the desk wrote it.
    expect(adjustments.map(({ date, amount, description }) => ({ date, amount, description }))).toEqual(
      expect.arrayContaining(DEMO_ADJUSTMENTS.map(({ amount, reason }) => ({ date: TODAY, amount, description: reason }))),
    );
    expect(adjustments).toHaveLength(DEMO_ADJUSTMENTS.length);
    for (const line of adjustments) {
      // On a stay whose nights in the books closed: its folio shows the line and counts it.
      const posted = lines.filter((other) => other.bookingId === line.bookingId && other.kind === 'Room');
      expect(posted.length, `booking ${line.bookingId}`).toBeGreaterThan(0);
      const folio = await ok<{ adjustments: { date: string; kind: string; amount: string; reason: string }[] }>(
        owner.get(`/api/hotel/bookings/${line.bookingId}/folio`),
      );
      expect(folio.adjustments).toEqual([expect.objectContaining({ date: TODAY, kind: 'Room', amount: line.amount })]);
    }
    const noisy = adjustments.find((line) => line.description === 'Noisy room: courtesy credit')!;
    const booking = await ok<{ stayStatus: string }>(owner.get(`/api/hotel/bookings/${noisy.bookingId}`));
    expect(booking.stayStatus).toBe('Checked In');
    const activity = await ok<{ entries: { entity: string; action: string }[] }>(
      owner.get('/api/hotel/audit?entity=FolioAdjustment'),
    );
    expect(activity.entries.filter((entry) => entry.action === 'create')).toHaveLength(DEMO_ADJUSTMENTS.length);
    // Today is open: its report counts them; yesterday's, closed, does not change.
    const today = await ok<{ adjustments: string; closed: boolean }>(owner.get(`/api/hotel/reports/daily/${TODAY}`));
    expect(today).toMatchObject({
      closed: false,
      adjustments: formatMoney(sumMoney(DEMO_ADJUSTMENTS.map(({ amount }) => parseMoney(amount)))),
    });
  });

  it('seeded on an earlier day, is closed through that day’s yesterday: the days since wait for the desk', async () => {
    expect(earlier.closedDays).toEqual({ from: BOOKS_START, through: '2026-03-04', count: 32 });
    setClock(noonOn(TODAY));
    const desk = await signIn('demo@earlier.test');
    const status = await ok<{ businessDate: string; lastClosedDate: string }>(desk.get('/api/hotel/night-audit'));
    expect(status).toMatchObject({ businessDate: '2026-03-05', lastClosedDate: '2026-03-04' });
    expect(await ok(desk.get('/api/hotel/reports/daily/2026-03-05'))).toMatchObject({ closed: false });
  });
});
