import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedDayRefusal,
  closedLineRefusal,
  closedNightAdded,
  figureOfPostedNights,
  newStayRefusal,
  type GuardedStay,
  type PostedNights,
  type StayNights,
} from './closed-days';
import { nightShare } from './folio';
import { cents, sumMoney, type Cents } from './money';
import { nightPosting, sharesThrough, type AuditBooks } from './night-audit';
import { addDays } from './stay-dates';

// Books closed 11/01 to 11/20; a Daily stay at 100.00 from 11/18 to 11/23 (5 nights), 11/18 to 11/20 posted.
const BOOKS: AuditBooks = { firstClosedDate: '2026-11-01', lastClosedDate: '2026-11-20' };
const STAY: GuardedStay = {
  checkInDate: '2026-11-18',
  checkOutDate: '2026-11-23',
  rateType: 'Daily',
  dailyWeeklyAmountCents: cents(10000),
  monthlyAmountCents: cents(0),
  stayStatus: 'Checked In',
  subtotalCents: cents(50000),
  taxAmountCents: cents(4000),
  resortFeeCents: cents(2500),
};
const POSTED: PostedNights = {
  firstDate: '2026-11-18',
  lastDate: '2026-11-20',
  amounts: { Room: cents(30000), 'Tax 1': cents(2400), 'Tax 2': cents(1500) },
};
const closed = (date: string) =>
  `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)} is closed: post an adjustment on an open day instead`;

describe('closed days never change', () => {
  it.each([
    ['nothing changed', STAY, null],
    ['a later check-out (the open nights)', { ...STAY, checkOutDate: '2026-11-25', subtotalCents: cents(70000) }, null],
    [
      'check-out on the day after the last posted night',
      {
        ...STAY,
        checkOutDate: '2026-11-21',
        subtotalCents: cents(30000),
        taxAmountCents: cents(2400),
        resortFeeCents: cents(1500),
      },
      null,
    ],
    ['checked out', { ...STAY, stayStatus: 'Checked Out' }, null],
    [
      'no open night left, its figures above the posted',
      {
        ...STAY,
        checkOutDate: '2026-11-21',
        subtotalCents: cents(30000),
        taxAmountCents: cents(2401),
        resortFeeCents: cents(1500),
      },
      closed('2026-11-20'),
    ],
    ['a check-out that cuts a posted night', { ...STAY, checkOutDate: '2026-11-20' }, closed('2026-11-20')],
    [
      'a shorter stay priced for fewer nights',
      { ...STAY, checkOutDate: '2026-11-19', subtotalCents: cents(10000) },
      closed('2026-11-19'),
    ],
    [
      'a check-out before every posted night',
      { ...STAY, checkOutDate: '2026-11-17', checkInDate: '2026-11-16' },
      closed('2026-11-16'),
    ],
    ['a later check-in', { ...STAY, checkInDate: '2026-11-19' }, closed('2026-11-18')],
    ['an earlier check-in onto a closed day', { ...STAY, checkInDate: '2026-11-15' }, closed('2026-11-15')],
    // Onto the closed nights 11/01 to 11/17, the first of which it changes.
    ['an earlier check-in before the books', { ...STAY, checkInDate: '2026-10-30' }, closed('2026-11-01')],
    ['another rate type', { ...STAY, rateType: 'Weekly' }, closed('2026-11-18')],
    ['another daily amount', { ...STAY, dailyWeeklyAmountCents: cents(9000) }, closed('2026-11-18')],
    ['another monthly amount', { ...STAY, monthlyAmountCents: cents(1) }, closed('2026-11-18')],
    ['a subtotal below what is posted', { ...STAY, subtotalCents: cents(29999) }, closed('2026-11-18')],
    ['a Tax 1 below what is posted', { ...STAY, taxAmountCents: cents(2399) }, closed('2026-11-18')],
    ['a Tax 2 below what is posted', { ...STAY, resortFeeCents: cents(0) }, closed('2026-11-18')],
    ['cancelled', { ...STAY, stayStatus: 'Cancelled' }, closed('2026-11-18')],
    ['marked No Show', { ...STAY, stayStatus: 'No Show' }, closed('2026-11-18')],
    ['deleted', null, closed('2026-11-18')],
  ] as const)('%s', (_, after, refusal) => {
    expect(closedDayRefusal(STAY, after, POSTED, BOOKS)).toBe(refusal);
  });

  describe('a stay whose first nights predate the books', () => {
    // 11/18 to 11/21 (3 nights) at 100.00; the books start on 11/19: 11/19 and 11/20 posted, 11/18 never.
    const books: AuditBooks = { firstClosedDate: '2026-11-19', lastClosedDate: '2026-11-20' };
    const stay: GuardedStay = {
      ...STAY,
      checkOutDate: '2026-11-21',
      subtotalCents: cents(30000),
      taxAmountCents: cents(2400),
      resortFeeCents: cents(1500),
    };
    const posted: PostedNights = {
      firstDate: '2026-11-19',
      lastDate: '2026-11-20',
      amounts: { Room: cents(20000), 'Tax 1': cents(1600), 'Tax 2': cents(1000) },
    };

    it('checks out on its day, its nights in the books posted to the cent', () => {
      expect(closedDayRefusal(stay, { ...stay, stayStatus: 'Checked Out' }, posted, books)).toBeNull();
    });

    it('may not leave what its nights in the books did not post', () => {
      expect(closedDayRefusal(stay, { ...stay, taxAmountCents: cents(2403) }, posted, books)).toBe(closed('2026-11-20'));
      expect(closedDayRefusal(stay, { ...stay, subtotalCents: cents(29000) }, posted, books)).toBe(closed('2026-11-19'));
    });
  });

  it('lets a booking with no posted night change in every way but onto closed nights', () => {
    expect(closedDayRefusal(STAY, null, null, BOOKS)).toBeNull();
    expect(closedDayRefusal(STAY, { ...STAY, checkInDate: '2026-11-19', rateType: 'Monthly' }, null, BOOKS)).toBeNull();
    expect(closedDayRefusal(STAY, { ...STAY, checkInDate: '2026-11-02', rateType: 'Monthly' }, null, BOOKS)).toBe(
      closed('2026-11-02'),
    );
  });

  it('refuses a charge or payment dated on a closed day, by its own date', () => {
    expect(closedLineRefusal('2026-11-01', BOOKS)).toBe(closed('2026-11-01'));
    expect(closedLineRefusal('2026-11-20', BOOKS)).toBe(closed('2026-11-20'));
    expect(closedLineRefusal('2026-11-21', BOOKS)).toBeNull();
    expect(closedLineRefusal('2026-10-31', BOOKS)).toBeNull();
    expect(closedLineRefusal('2026-11-05', { firstClosedDate: null, lastClosedDate: null })).toBeNull();
  });
});

describe('a stay put onto closed nights', () => {
  const nights = (checkInDate: string, checkOutDate: string, stayStatus = 'Reserved'): StayNights => ({
    checkInDate,
    checkOutDate,
    stayStatus,
  });

  it.each([
    ['a new stay inside the books', null, nights('2026-11-05', '2026-11-08'), '2026-11-05'],
    ['a new stay from before the books', null, nights('2026-10-28', '2026-11-03'), '2026-11-01'],
    ['a new stay ending on the books’ first day', null, nights('2026-10-28', '2026-11-01'), null],
    ['a new stay from the last closed night', null, nights('2026-11-20', '2026-11-23'), '2026-11-20'],
    ['a new stay from the business date', null, nights('2026-11-21', '2026-11-23'), null],
    ['a new stay before the books', null, nights('2026-10-01', '2026-10-05'), null],
    ['a new stay that holds no room', null, nights('2026-11-05', '2026-11-08', 'Cancelled'), null],
    [
      'reinstated onto closed nights',
      nights('2026-11-05', '2026-11-08', 'Cancelled'),
      nights('2026-11-05', '2026-11-08'),
      '2026-11-05',
    ],
    [
      'reinstated from a no-show',
      nights('2026-11-19', '2026-11-22', 'No Show'),
      nights('2026-11-19', '2026-11-22'),
      '2026-11-19',
    ],
    ['an earlier check-in', nights('2026-11-10', '2026-11-12'), nights('2026-11-08', '2026-11-12'), '2026-11-08'],
    [
      'a later check-out over closed nights',
      nights('2026-11-10', '2026-11-12'),
      nights('2026-11-10', '2026-11-15'),
      '2026-11-12',
    ],
    ['a later check-out into open nights', nights('2026-11-18', '2026-11-21'), nights('2026-11-18', '2026-11-25'), null],
    [
      'moved from the future onto closed nights',
      nights('2026-12-01', '2026-12-03'),
      nights('2026-11-19', '2026-11-21'),
      '2026-11-19',
    ],
    ['a shorter stay', nights('2026-11-10', '2026-11-15'), nights('2026-11-10', '2026-11-12'), null],
    ['the same stay checked in', nights('2026-11-10', '2026-11-15'), nights('2026-11-10', '2026-11-15', 'Checked In'), null],
  ] as const)('%s', (_, before, after, date) => {
    expect(closedNightAdded(before, after, BOOKS)).toBe(date);
  });

  it('adds nothing before the first audit', () => {
    expect(
      closedNightAdded(null, nights('2026-11-05', '2026-11-08'), { firstClosedDate: null, lastClosedDate: null }),
    ).toBeNull();
  });

  it('names the date in the refusal of a new stay and of a change', () => {
    expect(newStayRefusal(nights('2026-11-05', '2026-11-08'), BOOKS)).toBe(closed('2026-11-05'));
    expect(newStayRefusal(nights('2026-11-21', '2026-11-28'), BOOKS)).toBeNull();
    const cancelled: GuardedStay = { ...STAY, checkInDate: '2026-11-10', checkOutDate: '2026-11-12', stayStatus: 'Cancelled' };
    expect(closedDayRefusal(cancelled, { ...cancelled, stayStatus: 'Reserved' }, null, BOOKS)).toBe(closed('2026-11-10'));
  });

  it('names the earliest closed night added, whatever the stays (property)', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays('2026-10-20', n));
    const stay = fc
      .tuple(day, fc.integer({ min: 1, max: 15 }), fc.constantFrom('Reserved', 'Checked In', 'Cancelled', 'No Show'))
      .map(([checkInDate, length, stayStatus]) => nights(checkInDate, addDays(checkInDate, length), stayStatus));
    fc.assert(
      fc.property(fc.option(stay, { nil: null }), stay, (before, after) => {
        const held = (one: StayNights | null, date: string) =>
          one !== null &&
          !['Cancelled', 'No Show'].includes(one.stayStatus) &&
          one.checkInDate <= date &&
          date < one.checkOutDate;
        let expected: string | null = null;
        for (let date = BOOKS.firstClosedDate!; date <= BOOKS.lastClosedDate!; date = addDays(date, 1)) {
          if (held(after, date) && !held(before, date)) {
            expected = date;
            break;
          }
        }
        expect(closedNightAdded(before, after, BOOKS)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a stay edited between audits (property)', () => {
  type Op = { kind: 'close' } | { kind: 'checkOut'; nights: number } | { kind: 'rate'; rate: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.constant<Op>({ kind: 'close' }),
    fc.integer({ min: 1, max: 25 }).map((nights): Op => ({ kind: 'checkOut', nights })),
    fc.integer({ min: 1, max: 90000 }).map((rate): Op => ({ kind: 'rate', rate })),
  );
  const CHECK_IN = '2026-01-01';

  it('posts, once every night is closed, exactly its figures, and never lets an edit take back a posted night', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(op, { maxLength: 30 }),
        (startRate, startNights, taxBasisPoints, ops) => {
          // A Daily stay: its subtotal the rate times the nights, its Tax 1 rounded down from the basis points.
          const stayOf = (rate: number, nights: number): GuardedStay => ({
            ...STAY,
            checkInDate: CHECK_IN,
            checkOutDate: addDays(CHECK_IN, nights),
            dailyWeeklyAmountCents: cents(rate),
            subtotalCents: cents(rate * nights),
            taxAmountCents: cents(Math.floor((rate * nights * taxBasisPoints) / 10000)),
            resortFeeCents: cents(0),
          });
          let rate = startRate;
          let nights = startNights;
          const postings: Record<'Room' | 'Tax 1', Cents[]> = { Room: [], 'Tax 1': [] };
          const figureOf = (stay: GuardedStay, kind: 'Room' | 'Tax 1') =>
            kind === 'Room' ? stay.subtotalCents : stay.taxAmountCents;
          const posted = (): PostedNights | null =>
            postings.Room.length === 0
              ? null
              : {
                  firstDate: CHECK_IN,
                  lastDate: addDays(CHECK_IN, postings.Room.length - 1),
                  amounts: { Room: sumMoney(postings.Room), 'Tax 1': sumMoney(postings['Tax 1']), 'Tax 2': cents(0) },
                };
          const books = (): AuditBooks =>
            postings.Room.length === 0
              ? { firstClosedDate: null, lastClosedDate: null }
              : { firstClosedDate: CHECK_IN, lastClosedDate: addDays(CHECK_IN, postings.Room.length - 1) };
          const close = () => {
            const stay = stayOf(rate, nights);
            const night = postings.Room.length;
            for (const kind of ['Room', 'Tax 1'] as const) {
              const so = postings[kind].length === 0 ? null : { amount: sumMoney(postings[kind]), fromNight: 0, count: night };
              postings[kind].push(nightPosting(figureOf(stay, kind), nights, night, so));
            }
          };
          for (const step of ops) {
            if (step.kind === 'close') {
              if (postings.Room.length < nights) close();
              continue;
            }
            const before = stayOf(rate, nights);
            const after = step.kind === 'checkOut' ? stayOf(rate, step.nights) : stayOf(step.rate, nights);
            const refusal = closedDayRefusal(before, after, posted(), books());
            const cutsPosted = after.checkOutDate <= addDays(CHECK_IN, postings.Room.length - 1);
            const rateChanged = after.dailyWeeklyAmountCents !== before.dailyWeeklyAmountCents;
            // Allowed exactly when no posted night or posted amount would change.
            const belowPosted = (['Room', 'Tax 1'] as const).some((kind) => figureOf(after, kind) < sumMoney(postings[kind]));
            const stranded =
              after.checkOutDate === addDays(CHECK_IN, postings.Room.length) &&
              (['Room', 'Tax 1'] as const).some((kind) => figureOf(after, kind) !== sumMoney(postings[kind]));
            const touchesClosed = postings.Room.length > 0 && (cutsPosted || rateChanged || belowPosted || stranded);
            expect(refusal === null).toBe(!touchesClosed);
            if (refusal === null) {
              if (step.kind === 'checkOut') nights = step.nights;
              else rate = step.rate;
            }
          }
          while (postings.Room.length < nights) close();
          const final = stayOf(rate, nights);
          for (const kind of ['Room', 'Tax 1'] as const) {
            expect(sumMoney(postings[kind])).toBe(figureOf(final, kind));
            for (const amount of postings[kind]) expect(amount).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives a stay with no open night a figure whose nights in the books add up to what they posted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 59 }),
        (postedCents, nights, booksFromRaw) => {
          const booksFrom = booksFromRaw % nights;
          const figure = figureOfPostedNights(cents(postedCents), nights, booksFrom);
          expect(figure - sharesThrough(figure, nights, booksFrom)).toBe(postedCents);
          if (booksFrom === 0) expect(figure).toBe(postedCents);
        },
      ),
    );
  });

  it("posts an unedited stay's own nightly shares", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (figure, nights) => {
        const lines: Cents[] = [];
        for (let night = 0; night < nights; night++) {
          const so = night === 0 ? null : { amount: sumMoney(lines), fromNight: 0, count: night };
          lines.push(nightPosting(cents(figure), nights, night, so));
        }
        expect(lines).toEqual(lines.map((_, night) => nightShare(cents(figure), nights, night)));
      }),
    );
  });
});
