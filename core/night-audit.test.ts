import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightShare } from './folio';
import { cents, type Cents } from './money';
import {
  auditMarksNoShows,
  auditNoShowReason,
  auditProblems,
  businessDate,
  closedDayMessage,
  closeRefusal,
  nightPosting,
  problemsHeadline,
  settleProblems,
  type AuditBooks,
  type AuditStay,
} from './night-audit';

const NO_BOOKS: AuditBooks = { firstClosedDate: null, lastClosedDate: null };
const BOOKS: AuditBooks = { firstClosedDate: '2026-11-01', lastClosedDate: '2026-11-20' };

describe('which day may close', () => {
  it('has no business date before the first audit, then the day after the last closed one', () => {
    expect(businessDate(NO_BOOKS)).toBeNull();
    expect(businessDate(BOOKS)).toBe('2026-11-21');
    expect(businessDate({ firstClosedDate: '2026-12-31', lastClosedDate: '2026-12-31' })).toBe('2027-01-01');
  });

  it.each([
    // date, today, books, refusal
    ['2026-11-27', '2026-11-28', NO_BOOKS, null],
    ['2020-02-29', '2026-11-28', NO_BOOKS, null],
    ['2026-11-28', '2026-11-28', NO_BOOKS, '11/28/26 has not ended yet'],
    ['2026-12-01', '2026-11-28', NO_BOOKS, '12/01/26 has not ended yet'],
    ['2026-11-21', '2026-11-28', BOOKS, null],
    ['2026-11-22', '2026-11-28', BOOKS, 'Close 11/21/26 first'],
    ['2026-11-20', '2026-11-28', BOOKS, '11/20/26 is already closed'],
    ['2026-11-01', '2026-11-28', BOOKS, '11/01/26 is already closed'],
    ['2026-10-31', '2026-11-28', BOOKS, '10/31/26 is before the books, which start on 11/01/26'],
    ['2026-11-21', '2026-11-21', BOOKS, '11/21/26 has not ended yet'],
  ] as const)('closing %s on %s: %s', (date, today, books, refusal) => {
    expect(closeRefusal(date, today, books)).toBe(refusal);
  });

  it('says which closed day a change would alter', () => {
    expect(closedDayMessage('2026-11-05')).toBe('11/05/26 is closed: post an adjustment on an open day instead');
    expect(problemsHeadline('2026-11-05', 1)).toBe('11/05/26 cannot be closed: 1 problem');
    expect(problemsHeadline('2026-11-05', 2)).toBe('11/05/26 cannot be closed: 2 problems');
  });
});

describe('what stops the close', () => {
  const stay = (bookingId: number, checkInDate: string, checkOutDate: string, status: string): AuditStay => ({
    bookingId,
    guestName: 'Garcia, Ana',
    roomNumber: '101',
    checkInDate,
    checkOutDate,
    status,
  });

  it('names each arrival still Reserved and each departure still Checked In, by booking number', () => {
    const problems = auditProblems('2026-11-10', [
      stay(12, '2026-11-10', '2026-11-12', 'Reserved'),
      stay(9, '2026-11-08', '2026-11-10', 'Checked In'),
      stay(14, '2026-11-05', '2026-11-15', 'Reserved'),
      stay(15, '2026-11-10', '2026-11-11', 'Checked In'),
      stay(16, '2026-11-08', '2026-11-10', 'Checked Out'),
      stay(17, '2026-11-10', '2026-11-12', 'No Show'),
      stay(18, '2026-11-10', '2026-11-12', 'Cancelled'),
      stay(19, '2026-11-11', '2026-11-12', 'Reserved'),
    ]);
    expect(problems).toEqual([
      {
        kind: 'departure',
        bookingId: 9,
        message: 'Booking #9 (Garcia, Ana, room 101) was due to leave on 11/10/26 and is still Checked In',
      },
      {
        kind: 'arrival',
        bookingId: 12,
        message: 'Booking #12 (Garcia, Ana, room 101) was due to arrive on 11/10/26 and is still Reserved',
      },
      {
        kind: 'arrival',
        bookingId: 14,
        message: 'Booking #14 (Garcia, Ana, room 101) was due to arrive on 11/05/26 and is still Reserved',
      },
    ]);
  });
});

describe('what the audit settles itself (audit_no_shows)', () => {
  const arrival = { kind: 'arrival', bookingId: 12, message: 'Booking #12 … still Reserved' } as const;
  const departure = { kind: 'departure', bookingId: 9, message: 'Booking #9 … still Checked In' } as const;

  it('marks arrivals No Show when on, and still stops at departures', () => {
    expect(settleProblems([departure, arrival], true)).toEqual({ noShows: [12], stops: [departure] });
    expect(settleProblems([arrival], true)).toEqual({ noShows: [12], stops: [] });
  });

  it('stops at every problem when off', () => {
    expect(settleProblems([departure, arrival], false)).toEqual({ noShows: [], stops: [departure, arrival] });
  });

  it.each([
    ['1', true],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('reads the setting %j as %j', (setting, on) => {
    expect(auditMarksNoShows(setting)).toBe(on);
  });

  it('says whose doing the No Show is', () => {
    expect(auditNoShowReason('2026-11-10')).toBe('Marked No Show by the night audit of 11/10/26');
  });
});

describe('what a night posts', () => {
  const postAll = (figure: Cents, nights: number): Cents[] => {
    const lines: Cents[] = [];
    for (let night = 0; night < nights; night++) {
      const amount = lines.reduce((sum, line) => sum + line, 0);
      const posted = night === 0 ? null : { amount: cents(amount), fromNight: 0, count: night };
      lines.push(nightPosting(figure, nights, night, posted));
    }
    return lines;
  };

  it('posts each night its own share while nothing changed, the odd cents on the later nights', () => {
    expect(postAll(cents(10000), 3)).toEqual([3333, 3333, 3334]);
    expect(postAll(cents(10000), 3)).toEqual([0, 1, 2].map((night) => nightShare(cents(10000), 3, night)));
  });

  it('shares what is left over the open nights once the figure changed', () => {
    // Two nights of 100.00 over three nights posted 33.33 twice; the stay was extended to four nights at 160.00.
    const posted = { amount: cents(6666), fromNight: 0, count: 2 };
    expect(nightPosting(cents(16000), 4, 2, posted)).toBe(4667);
    expect(nightPosting(cents(16000), 4, 3, posted)).toBe(4667);
  });

  it('leaves the nights before the books to themselves', () => {
    // A five-night stay whose first two nights predate the books: night 2 on posts its own share.
    const posted = { amount: nightShare(cents(10001), 5, 2), fromNight: 2, count: 1 };
    expect(nightPosting(cents(10001), 5, 3, posted)).toBe(nightShare(cents(10001), 5, 3));
  });

  it('posts a stay whose nights all close to its figure exactly, changed midway or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        (figure, nights, booksStartRaw, changeAtRaw, extra, newNightsRaw) => {
          const booksStart = booksStartRaw % nights;
          const changeAt = booksStart + (changeAtRaw % (nights - booksStart));
          // Up to `changeAt` the stay is as booked; then its nights (never before changeAt + 1) and figure change.
          const newNights = Math.max(changeAt + 1, newNightsRaw);
          let posted = 0;
          const postedOf = (night: number) =>
            night === booksStart ? null : { amount: cents(posted), fromNight: booksStart, count: night - booksStart };
          for (let night = booksStart; night < changeAt; night++) {
            posted += nightPosting(cents(figure), nights, night, postedOf(night));
          }
          const newFigure = figure + extra;
          const preBooks = Math.floor((newFigure * booksStart) / newNights);
          for (let night = changeAt; night < newNights; night++) {
            posted += nightPosting(cents(newFigure), newNights, night, postedOf(night));
          }
          expect(posted + preBooks).toBe(newFigure);
        },
      ),
    );
  });
});
