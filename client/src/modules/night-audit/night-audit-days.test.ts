import { describe, expect, it } from 'vitest';
import { dayToClose, daysWaiting, refusalProblems, waitingWarning } from './night-audit-days';

describe('dayToClose', () => {
  it('is the business date once the books have started, whatever was picked', () => {
    expect(dayToClose({ businessDate: '2026-03-08', today: '2026-03-10' }, '2026-03-01')).toBe('2026-03-08');
  });

  it("offers the hotel's yesterday before the first audit, across a month's end", () => {
    expect(dayToClose({ businessDate: null, today: '2026-03-01' }, null)).toBe('2026-02-28');
  });

  it('takes the day the clerk picked for the first audit, not a half-typed one', () => {
    expect(dayToClose({ businessDate: null, today: '2026-03-10' }, '2026-03-02')).toBe('2026-03-02');
    expect(dayToClose({ businessDate: null, today: '2026-03-10' }, '2026-03-')).toBe('2026-03-09');
  });
});

describe('the days waiting for the audit', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 0, null],
    ['2026-03-09', '2026-03-10', 1, null],
    ['2026-03-08', '2026-03-10', 2, '2 days are waiting for the night audit'],
    ['2026-02-27', '2026-03-02', 3, '3 days are waiting for the night audit'],
  ])('business date %s on %s: %i ended open', (businessDate, today, days, warning) => {
    expect(daysWaiting(businessDate, today)).toBe(days);
    expect(waitingWarning(businessDate, today)).toBe(warning);
  });

  it('warns of nothing before the first audit', () => {
    expect(waitingWarning(null, '2026-03-10')).toBeNull();
  });
});

describe('refusalProblems', () => {
  const arrival = {
    kind: 'arrival',
    bookingId: 12,
    message: 'Booking #12 (Garcia, Ana, room 101) was due to arrive on 03/08/26 and is still Reserved',
  };

  it('reads the problems a refused close carries', () => {
    expect(refusalProblems({ code: 'CONFLICT', problems: [arrival] })).toEqual([arrival]);
  });

  it('reads none from another refusal, and drops what is not a problem', () => {
    expect(refusalProblems({ code: 'CONFLICT' })).toEqual([]);
    expect(refusalProblems(undefined)).toEqual([]);
    expect(refusalProblems({ problems: [{ kind: 'lost', bookingId: 1, message: 'x' }, arrival, 'x'] })).toEqual([arrival]);
  });
});
