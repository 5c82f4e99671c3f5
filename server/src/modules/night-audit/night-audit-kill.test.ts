import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nightShare } from '@core/folio';
import { formatMoney, parseMoney, sumMoney, type Cents } from '@core/money';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { addDays, nightsBetween } from '@core/stay-dates';
import { ApiClient } from '../../testing/api-client';
import { addRooms, QUEEN, signUpHotel } from '../../testing/hotels';
import { copyPgliteTemplate } from '../../testing/database-template';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../../testing/server-process';

/**
 * kill -9 of the app server while it closes day after day ({"through"}), on the embedded database and on
 * PostgreSQL. Eight guests check in on 04/01/26 and 04/02/26 for 200 nights at rates whose shares do not
 * divide evenly; 04/01 is the books' first day. The next life, on 10/01/26, closes through 09/30 and is
 * killed about a fifth of the way. After a restart on the same data every closed day holds exactly its
 * postings (each stay's nightly shares, none twice, none missing) and its report their sums, no open day
 * holds any; a second run closes the rest, and the ledger balances.
 */
const BOOKS_START = '2026-04-01';
/** The second and third lives' day: the audit closes through the day before. */
const CLOCK = '2026-10-01';
const THROUGH = '2026-09-30';
/** The days the second life closes first, timing them. */
const TIMED_THROUGH = '2026-04-10';
const noonOn = (date: string) => `${date}T16:00:00Z`;
const RATES = ['99.99', '123.45', '77.77', '250.01', '64.33', '101.01', '88.88', '149.95'];
const POSTED_KINDS = ['Room', 'Tax 1', 'Tax 2'] as const;

const databaseKind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

interface Stay {
  id: number;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  subtotal: string;
  taxAmount: string;
  resortFee: string;
}
interface LedgerLine {
  date: string;
  bookingId: number;
  kind: string;
  amount: string;
}

async function ok<T>(answer: Promise<{ status: number; body: unknown }>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}

/** Every posting the books should hold with the days through `lastClosed` closed, as the ledger lists them. */
function expectedPostings(stays: readonly Stay[], lastClosed: string): string[] {
  const lines: string[] = [];
  for (const stay of stays) {
    const figures: Record<(typeof POSTED_KINDS)[number], Cents> = {
      Room: parseMoney(stay.subtotal),
      'Tax 1': parseMoney(stay.taxAmount),
      'Tax 2': parseMoney(stay.resortFee),
    };
    const from = stay.checkInDate < BOOKS_START ? BOOKS_START : stay.checkInDate;
    for (let date = from; date <= lastClosed && date < stay.checkOutDate; date = addDays(date, 1)) {
      for (const kind of POSTED_KINDS) {
        const amount = nightShare(figures[kind], stay.nights, nightsBetween(stay.checkInDate, date));
        if (amount !== 0) lines.push(`${date} #${stay.id} ${kind} ${formatMoney(amount)}`);
      }
    }
  }
  return lines.sort();
}

/** The books as the API shows them: every posting exactly once, each closed day's report their sums. */
async function expectBooksThrough(api: ApiClient, stays: readonly Stay[], lastClosed: string) {
  const ledger = await ok<{ lines: LedgerLine[]; totals: Record<string, string> }>(
    api.get(`/api/hotel/ledger?from=${BOOKS_START}&to=${THROUGH}`),
  );
  const posted = ledger.lines.filter((line) => (POSTED_KINDS as readonly string[]).includes(line.kind));
  expect(posted.map((line) => `${line.date} #${line.bookingId} ${line.kind} ${line.amount}`).sort()).toEqual(
    expectedPostings(stays, lastClosed),
  );
  const sum = (lines: readonly LedgerLine[]) => formatMoney(sumMoney(lines.map((line) => parseMoney(line.amount))));
  const ofKind = (kind: string) => posted.filter((line) => line.kind === kind);
  expect(ledger.totals).toMatchObject({ room: sum(ofKind('Room')), tax1: sum(ofKind('Tax 1')), tax2: sum(ofKind('Tax 2')) });
  for (let date = BOOKS_START; date <= lastClosed; date = addDays(date, 1)) {
    const day = await ok<{ closed: boolean; roomRevenue: string; taxes: string; inHouse: number }>(
      api.get(`/api/hotel/reports/daily/${date}`),
    );
    const ofDay = posted.filter((line) => line.date === date);
    expect(day, date).toMatchObject({
      closed: true,
      inHouse: date === BOOKS_START ? 4 : 8,
      roomRevenue: sum(ofDay.filter((line) => line.kind === 'Room')),
      taxes: sum(ofDay.filter((line) => line.kind !== 'Room')),
    });
  }
  if (lastClosed < THROUGH) {
    expect(await ok(api.get(`/api/hotel/reports/daily/${addDays(lastClosed, 1)}`))).toMatchObject({ closed: false });
  }
}

describe(`kill -9 of the app server during a night audit (${databaseKind})`, { timeout: 900_000 }, () => {
  let dataDir: string;
  let database: ScratchDatabase | null = null;
  const started: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    database = null;
  });

  async function start(date: string): Promise<ServerProcess> {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', DEMO_SEED: '0', INNKEEP_CLOCK: noonOn(date) };
    const server = await startServerProcess(env);
    started.push(server);
    await server.waitFor(SERVER_READY);
    return server;
  }

  it('keeps every closed day with exactly its postings, and closes the rest on a second run', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-audit-kill-'));
    if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL);
    else copyPgliteTemplate(dataDir);

    // First life, on 04/02: the guests check in, and 04/01 closes (the books' first day).
    const first = await start('2026-04-02');
    const hotel = await signUpHotel({ url: first.baseUrl, dataDir }, 'kill@audit.test', { numberOfRooms: 10 });
    const rooms = await addRooms(hotel, QUEEN, bulkRoomNumbers('1', 1, 8));
    const ids: number[] = [];
    for (const [index, rate] of RATES.entries()) {
      const booking = await ok<{ id: number }>(
        hotel.api.post('/api/hotel/bookings', {
          roomId: rooms[`10${index + 1}`],
          guest: `Guest${index}, Night`,
          checkInDate: index < 4 ? '2026-04-01' : '2026-04-02',
          rateType: 'Daily',
          nights: 200,
          dailyWeeklyAmount: rate,
          paidAmount: '0',
        }),
        201,
      );
      await ok(hotel.api.post(`/api/hotel/bookings/${booking.id}/check-in`));
      ids.push(booking.id);
    }
    await ok(hotel.api.post('/api/hotel/night-audit', { date: BOOKS_START }));
    const stays = await Promise.all(ids.map((id) => ok<Stay>(hotel.api.get(`/api/hotel/bookings/${id}`))));
    const session = hotel.api.sessionCookie()!;
    const cookie = { cookie: `${session.name}=${session.value}` };
    first.kill('SIGKILL');
    await first.exited;

    // Second life, on 10/01: 04/02 to 04/10 close first, timed; then a close through 09/30 is killed after
    // three times as long (about 27 more days of 173: an observer cannot tell, as on PGlite a close keeps the
    // one connection busy and a read waits for the whole run).
    const second = await start(CLOCK);
    const desk = new ApiClient(second.baseUrl, cookie);
    const startedAt = performance.now();
    await ok(desk.post('/api/hotel/night-audit', { through: TIMED_THROUGH }));
    const timed = performance.now() - startedAt;
    const closing = desk.post('/api/hotel/night-audit', { through: THROUGH }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 3 * timed));
    second.kill('SIGKILL');
    expect(await second.exited).toBe('SIGKILL');
    // The request died with the server: it was never answered.
    expect(await closing).toBeInstanceOf(Error);

    // Third life, same day: the days closed before the kill hold exactly their postings, the rest none.
    const third = await start(CLOCK);
    const after = new ApiClient(third.baseUrl, cookie);
    const { lastClosedDate } = await ok<{ lastClosedDate: string }>(after.get('/api/hotel/night-audit'));
    expect(lastClosedDate > TIMED_THROUGH && lastClosedDate < THROUGH, `killed mid-way: ${lastClosedDate}`).toBe(true);
    await expectBooksThrough(after, stays, lastClosedDate);

    const rest = await ok<{ closed: string[]; stoppedAt: string | null }>(
      after.post('/api/hotel/night-audit', { through: THROUGH }),
    );
    const remaining: string[] = [];
    for (let date = addDays(lastClosedDate, 1); date <= THROUGH; date = addDays(date, 1)) remaining.push(date);
    expect(rest).toEqual({ closed: remaining, stoppedAt: null, problems: [] });
    await expectBooksThrough(after, stays, THROUGH);
  });
});
