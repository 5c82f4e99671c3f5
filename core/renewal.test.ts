import { describe, expect, it } from 'vitest';
import { isRenewalDue, renewalDaysAhead, renewalPeriods } from './renewal';

describe('renewalPeriods', () => {
  it.each([
    [
      'Daily one night a period',
      { rateType: 'Daily', checkOutDate: '2031-03-10' },
      3,
      null,
      [
        ['2031-03-10', 1],
        ['2031-03-11', 1],
        ['2031-03-12', 1],
      ],
    ],
    [
      'Daily with nights',
      { rateType: 'Daily', checkOutDate: '2031-03-10' },
      2,
      4,
      [
        ['2031-03-10', 4],
        ['2031-03-14', 4],
      ],
    ],
    [
      'Weekly seven nights a period',
      { rateType: 'Weekly', checkOutDate: '2031-02-25' },
      2,
      null,
      [
        ['2031-02-25', 7],
        ['2031-03-04', 7],
      ],
    ],
    [
      'Monthly from a month end: Jan 31 to Feb 28, then a month from there',
      { rateType: 'Monthly', checkOutDate: '2031-01-31' },
      3,
      null,
      [
        ['2031-01-31', 28],
        ['2031-02-28', 28],
        ['2031-03-28', 31],
      ],
    ],
    [
      'Monthly across a leap February',
      { rateType: 'Monthly', checkOutDate: '2032-01-30' },
      2,
      null,
      [
        ['2032-01-30', 30],
        ['2032-02-29', 29],
      ],
    ],
  ] as const)('%s', (_name, end, periods, nights, expected) => {
    expect(renewalPeriods(end, periods, nights).map((stay) => [stay.checkInDate, stay.nights])).toEqual(expected);
  });

  it.each([0, 13, 1.5])('refuses %j periods', (periods) => {
    expect(() => renewalPeriods({ rateType: 'Daily', checkOutDate: '2031-03-10' }, periods)).toThrow(
      'Periods must be a whole number from 1 to 12',
    );
  });

  it('refuses nights for a Weekly or Monthly stay, whose period is fixed', () => {
    expect(() => renewalPeriods({ rateType: 'Weekly', checkOutDate: '2031-03-10' }, 1, 3)).toThrow(
      'Nights can be given for Daily stays only',
    );
  });
});

describe('isRenewalDue', () => {
  it.each([
    ['2031-03-09', false],
    ['2031-03-10', true],
    ['2031-03-13', true],
    ['2031-03-14', false],
  ])('a check-out on %s is due on 2031-03-10 with 3 days ahead: %j', (checkOut, due) => {
    expect(isRenewalDue(checkOut, '2031-03-10', 3)).toBe(due);
  });

  it('reads the setting, blank or broken as the default 3', () => {
    expect([
      renewalDaysAhead('7'),
      renewalDaysAhead('0'),
      renewalDaysAhead(''),
      renewalDaysAhead('x'),
      renewalDaysAhead('99'),
    ]).toEqual([7, 0, 3, 3, 3]);
  });
});
