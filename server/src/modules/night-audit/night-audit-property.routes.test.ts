import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nightShare } from '@core/folio';
import { closedDayMessage } from '@core/night-audit';
import { cents, formatMoney, parseMoney, subtractMoney, sumMoney, type Cents } from '@core/money';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { addDays, nightsBetween } from '@core/stay-dates';
import { setClock } from '../../clock';
import { addRooms, QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The books balance, whatever the desk does (issue 25): random stays booked, checked in and out, stretched,
 * shortened and moved, adjustments, days passing and audits, all through the REST API of a real server and
 * database, each run a hotel of its own on the hotel's clock (America/New_York), set by the test. After every
 * audit each newly closed night holds exactly the postings the rule gives (each in-house stay's
 * nightShare of its figures, and after a change its open nights' shares of what is left) and its report their
 * sums; at the end every closed day's report is as it was at close, every stay whose nights all closed has
 * posted its figures exactly, and the ledger's totals are its lines'.
 */
let app: TestApp;
let runs = 0;
const ROOMS = bulkRoomNumbers('1', 1, 6);
const RATES = ['100.00', '99.99', '33.35', '77.77', '120.50'];
const FIRST_DAY = '2026-05-04';
const POSTED_KINDS = ['Room', 'Tax 1', 'Tax 2'] as const;
type PostedKind = (typeof POSTED_KINDS)[number];

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

type Op =
  | { t: 'book'; room: number; offset: number; nights: number; rate: number }
  | { t: 'checkIn' | 'checkOut'; pick: number }
  | { t: 'nights'; pick: number; nights: number }
  | { t: 'room'; pick: number; room: number }
  | { t: 'adjust'; pick: number; kind: PostedKind; amount: number }
  | { t: 'day' | 'audit' };

const pick = fc.nat({ max: 50 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('book' as const),
      room: fc.nat({ max: ROOMS.length - 1 }),
      offset: fc.integer({ min: -2, max: 3 }),
      nights: fc.integer({ min: 1, max: 5 }),
      rate: fc.nat({ max: RATES.length - 1 }),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ t: fc.constantFrom('checkIn' as const, 'checkOut' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('nights' as const), pick, nights: fc.integer({ min: 1, max: 7 }) }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('room' as const), pick, room: fc.nat({ max: ROOMS.length - 1 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('adjust' as const),
      pick,
      kind: fc.constantFrom(...POSTED_KINDS),
      amount: fc.integer({ min: -3000, max: 3000 }).filter((amount) => amount !== 0),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: 'day' as const }), weight: 4 },
  { arbitrary: fc.constant({ t: 'audit' as const }), weight: 3 },
);

interface Stay {
  id: number;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  stayStatus: string;
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
interface DayReport {
  closed: boolean;
  roomRevenue: string;
  taxes: string;
}

const figureOf = (stay: Stay, kind: PostedKind): Cents =>
  parseMoney(kind === 'Room' ? stay.subtotal : kind === 'Tax 1' ? stay.taxAmount : stay.resortFee);
const holdsRoom = (stay: Stay) => stay.stayStatus !== 'Cancelled' && stay.stayStatus !== 'No Show';
const sumOf = (lines: readonly LedgerLine[]) => sumMoney(lines.map((line) => parseMoney(line.amount)));

/**
 * What night `date` of `stay` posts of one figure, in the words: its own share, nightShare(figure,
 * nights, k), while what it posted is its own shares; after a change, its open nights share what is left of
 * the figure (less the share of its nights before the books, never posted).
 */
function expectedPosting(stay: Stay, kind: PostedKind, date: string, booksStart: string, earlier: readonly LedgerLine[]): Cents {
  const figure = figureOf(stay, kind);
  const night = nightsBetween(stay.checkInDate, date);
  const booksFrom = Math.max(0, nightsBetween(stay.checkInDate, booksStart));
  const shares = (from: number, to: number) =>
    sumMoney(Array.from({ length: Math.max(0, to - from) }, (_, i) => nightShare(figure, stay.nights, from + i)));
  const posted = sumOf(earlier);
  const openFrom = booksFrom + earlier.length;
  if (earlier.length === 0 || posted === shares(booksFrom, openFrom)) return nightShare(figure, stay.nights, night);
  const left = subtractMoney(subtractMoney(figure, posted), shares(0, booksFrom));
  return nightShare(left, stay.nights - openFrom, night - openFrom);
}

/** One run: a hotel of its own, the ops in order, the books checked after every audit and at the end. */
async function runOps(ops: readonly Op[]): Promise<void> {
  runs += 1;
  let today = FIRST_DAY;
  setClock(noonOn(today));
  const hotel: SignedInHotel = await signUpHotel(app, `property${runs}@night.test`, { numberOfRooms: 10 });
  const rooms = await addRooms(hotel, QUEEN, ROOMS);
  const api = hotel.api;
  const ids: number[] = [];
  let booksStart: string | null = null;
  let lastClosed: string | null = null;
  const snapshots = new Map<string, DayReport>();

  const stayOf = async (id: number) => (await api.get(`/api/hotel/bookings/${id}`)).body as Stay;
  const picked = (index: number) => (ids.length === 0 ? null : ids[index % ids.length]!);
  const ledger = async () => {
    const from = booksStart ?? FIRST_DAY;
    const answer = await api.get(`/api/hotel/ledger?from=${addDays(from, -10)}&to=${today}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { lines: LedgerLine[]; totals: Record<string, string> };
  };
  const isClosed = (date: string) => booksStart !== null && lastClosed !== null && booksStart <= date && date <= lastClosed;

  /** The postings and reports of the days `from` through lastClosed, just closed, against the rule. */
  async function checkClosedDays(from: string) {
    const stays = await Promise.all(ids.map(stayOf));
    const postings = (await ledger()).lines.filter((line) => (POSTED_KINDS as readonly string[]).includes(line.kind));
    for (let date = from; date <= lastClosed!; date = addDays(date, 1)) {
      const expected: string[] = [];
      for (const stay of stays) {
        if (!holdsRoom(stay) || stay.checkInDate > date || date >= stay.checkOutDate) continue;
        for (const kind of POSTED_KINDS) {
          const earlier = postings.filter((line) => line.bookingId === stay.id && line.kind === kind && line.date < date);
          const amount = expectedPosting(stay, kind, date, booksStart!, earlier);
          if (amount !== 0) expected.push(`#${stay.id} ${kind} ${formatMoney(amount)}`);
        }
      }
      const ofDay = postings.filter((line) => line.date === date);
      expect(ofDay.map((line) => `#${line.bookingId} ${line.kind} ${line.amount}`).sort(), date).toEqual(expected.sort());
      const report = (await api.get(`/api/hotel/reports/daily/${date}`)).body as DayReport;
      expect(report, date).toMatchObject({
        closed: true,
        roomRevenue: formatMoney(sumOf(ofDay.filter((line) => line.kind === 'Room'))),
        taxes: formatMoney(sumOf(ofDay.filter((line) => line.kind !== 'Room'))),
      });
      snapshots.set(date, report);
    }
  }

  /** Closes through yesterday (the first audit: the day before it, leaving earlier days before the books). */
  async function audit() {
    const yesterday = addDays(today, -1);
    const from = lastClosed === null ? addDays(today, -2) : addDays(lastClosed, 1);
    if (from > yesterday) return;
    for (let attempt = 0; attempt < 6 && lastClosed !== yesterday; attempt++) {
      const first = lastClosed === null;
      const answer = await api.post('/api/hotel/night-audit', first ? { date: from } : { through: yesterday });
      const result = answer.body as { closed?: string[]; problems?: { kind: string; bookingId: number }[] };
      expect([200, 409], JSON.stringify(result)).toContain(answer.status);
      // {"date"} answers the day's report, {"through"} the days it closed.
      const closedNow = answer.status !== 200 ? [] : first ? [from] : result.closed!;
      if (closedNow.length > 0) {
        booksStart ??= closedNow[0]!;
        lastClosed = closedNow.at(-1)!;
      }
      const problems = result.problems ?? [];
      if (answer.status === 409) expect(problems.length, JSON.stringify(result)).toBeGreaterThan(0);
      // The desk settles what stopped the day: a guest due checks in (or is a no-show), one due out leaves.
      for (const problem of problems) {
        const action = problem.kind === 'departure' ? 'check-out' : 'check-in';
        const done = await api.post(`/api/hotel/bookings/${problem.bookingId}/${action}`, { force: true });
        if (done.status !== 200) expect((await api.post(`/api/hotel/bookings/${problem.bookingId}/no-show`)).status).toBe(200);
      }
    }
    expect(lastClosed).toBe(yesterday);
    await checkClosedDays(from);
  }

  for (const step of ops) {
    switch (step.t) {
      case 'book': {
        const checkInDate = addDays(today, step.offset);
        const answer = await api.post('/api/hotel/bookings', {
          roomId: rooms[ROOMS[step.room]!],
          guest: `Guest${ids.length}, Prop`,
          checkInDate,
          rateType: 'Daily',
          nights: step.nights,
          dailyWeeklyAmount: RATES[step.rate],
          paidAmount: '0',
        });
        let firstClosed: string | null = null;
        for (let date = checkInDate; date < addDays(checkInDate, step.nights); date = addDays(date, 1)) {
          if (isClosed(date)) {
            firstClosed = date;
            break;
          }
        }
        if (firstClosed !== null) {
          expect(answer).toMatchObject({ status: 409, body: { error: closedDayMessage(firstClosed) } });
        } else if (answer.status === 201) {
          ids.push(answer.body.id as number);
          // A guest booked from today or earlier is at the desk: checked in at once (while a night of the stay is left).
          if (checkInDate <= today) {
            const checkIn = await api.post(`/api/hotel/bookings/${answer.body.id}/check-in`);
            expect([200, 409], JSON.stringify(checkIn.body)).toContain(checkIn.status);
          }
        } else {
          // The room is taken those nights.
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
          expect(answer.body.error as string).not.toContain('is closed');
        }
        break;
      }
      case 'checkIn':
      case 'checkOut': {
        const id = picked(step.pick);
        if (id === null) break;
        const answer = await api.post(`/api/hotel/bookings/${id}/${step.t === 'checkIn' ? 'check-in' : 'check-out'}`, {
          force: true,
        });
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        break;
      }
      case 'nights':
      case 'room': {
        const id = picked(step.pick);
        if (id === null) break;
        const row = step.t === 'nights' ? { id, nights: step.nights } : { id, roomId: rooms[ROOMS[step.room]!] };
        const answer = await api.post('/api/hotel/bookings/batch', { bookings: [row] });
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        break;
      }
      case 'adjust': {
        const id = picked(step.pick);
        if (id === null) break;
        const amount = formatMoney(cents(step.amount));
        const answer = await api.post(`/api/hotel/bookings/${id}/adjustments`, { kind: step.kind, amount, reason: 'Property' });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.date).toBe(lastClosed === null ? today : addDays(lastClosed, 1));
        break;
      }
      case 'day':
        today = addDays(today, 1);
        setClock(noonOn(today));
        break;
      case 'audit':
        await audit();
        break;
    }
  }
  // A last day and audit, so that every run has closed days to look at.
  today = addDays(today, 1);
  setClock(noonOn(today));
  await audit();

  // Every closed day's report is as it was at close, whatever changed since.
  for (const [date, report] of snapshots) {
    expect((await api.get(`/api/hotel/reports/daily/${date}`)).body, date).toEqual(report);
  }
  const { lines, totals } = await ledger();
  const postings = lines.filter((line) => (POSTED_KINDS as readonly string[]).includes(line.kind));
  // A stay whose nights are all in the books and closed has posted its figures exactly.
  for (const stay of await Promise.all(ids.map(stayOf))) {
    if (!holdsRoom(stay) || stay.checkInDate < booksStart! || addDays(stay.checkOutDate, -1) > lastClosed!) continue;
    for (const kind of POSTED_KINDS) {
      const posted = sumOf(postings.filter((line) => line.bookingId === stay.id && line.kind === kind));
      expect(formatMoney(posted), `#${stay.id} ${kind}`).toBe(formatMoney(figureOf(stay, kind)));
    }
  }
  // Each closed day's statistics (kept at close, migration 0036) are what its night holds now, after the edits of
  // open nights and the adjustments since: the stays in house that night, and the night's postings by kind.
  const stays = await Promise.all(ids.map(stayOf));
  const statistics = await api.get(`/api/hotel/reports/statistics?from=${booksStart}&to=${lastClosed}&groupBy=day`);
  expect(statistics.status, JSON.stringify(statistics.body)).toBe(200);
  for (const row of statistics.body.rows as { period: string }[]) {
    const date = row.period;
    const posted = (kind: PostedKind) => formatMoney(sumOf(postings.filter((line) => line.date === date && line.kind === kind)));
    const sold = stays.filter((stay) => holdsRoom(stay) && stay.checkInDate <= date && date < stay.checkOutDate).length;
    expect(row, date).toMatchObject({
      roomsSold: sold,
      outOfOrder: 0,
      roomRevenue: posted('Room'),
      tax1: posted('Tax 1'),
      tax2: posted('Tax 2'),
      extras: '0.00',
      closed: true,
    });
  }
  const total = (kind: string) => formatMoney(sumOf(lines.filter((line) => line.kind === kind)));
  expect(totals).toMatchObject({
    room: total('Room'),
    tax1: total('Tax 1'),
    tax2: total('Tax 2'),
    adjustments: total('Adjustment'),
  });
}

describe('the books under random stays, edits, adjustments and audits (property)', () => {
  it(
    'post every closed night its share, keep each closed day, and sum each closed stay to its figures',
    { timeout: 120_000 },
    async () => {
      await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 40 }), runOps), {
        numRuns: 6,
        endOnFailure: true,
      });
    },
  );
});
