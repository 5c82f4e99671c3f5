import { describe, it, expect } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  dayOfWeek,
  daysInMonth,
  formatShortUs,
  isCalendarDate,
  isTimeZone,
  monthOf,
  nightsBetween,
  todayInZone,
  yearOf,
} from './stay-dates';

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29'])('accepts %s', (s) => {
    expect(isCalendarDate(s)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-5',
    '26-01-05',
    '2026/01/05',
    '01/05/2026',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
    20260105,
    null,
    undefined,
  ])('rejects %j', (s) => {
    expect(isCalendarDate(s)).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-21', 3, '2026-11-24'],
    ['2026-12-30', 3, '2027-01-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-07', 1, '2026-03-08'], // US DST starts the next morning
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-31', 7, '2026-11-07'],
    ['2026-01-10', -10, '2025-12-31'],
    ['2026-01-10', 0, '2026-01-10'],
  ])('%s + %i days = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('refuses bad dates and fractional days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow('Invalid date: 2026-02-30 (expected YYYY-MM-DD)');
    expect(() => addDays('2026-02-01', 1.5)).toThrow('Days must be a whole number');
  });
});

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-02-28', 1, '2026-03-28'],
  ])('%s + %i months = %s', (date, n, expected) => {
    expect(addMonthsClamped(date, n)).toBe(expected);
  });
});

describe('nightsBetween', () => {
  it.each([
    ['2026-11-21', '2026-11-24', 3],
    ['2026-01-31', '2026-02-28', 28],
    ['2028-02-01', '2028-03-01', 29],
    ['2026-03-01', '2026-04-01', 31],
    ['2026-03-07', '2026-03-09', 2], // across the US DST change
    ['2026-10-31', '2026-11-02', 2], // and back
    ['2026-12-31', '2027-01-01', 1],
    ['2026-05-05', '2026-05-05', 0],
    ['2026-05-05', '2026-05-01', -4],
  ])('%s to %s is %i nights', (checkIn, checkOut, expected) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(expected);
  });
});

describe('todayInZone', () => {
  // 2026-03-15 00:30 UTC: still the 14th in New York, already the 15th in Tokyo.
  const justAfterMidnightUtc = new Date('2026-03-15T00:30:00Z');
  // 2026-03-14 23:30 UTC: the 14th in New York, the 15th in Tokyo.
  const justBeforeMidnightUtc = new Date('2026-03-14T23:30:00Z');
  // 2026-03-14 14:59 UTC is 23:59 in Tokyo; 15:00 UTC is midnight there.
  const tokyoBeforeMidnight = new Date('2026-03-14T14:59:59Z');
  const tokyoMidnight = new Date('2026-03-14T15:00:00Z');

  it.each([
    ['America/New_York', justAfterMidnightUtc, '2026-03-14'],
    ['Asia/Tokyo', justAfterMidnightUtc, '2026-03-15'],
    ['UTC', justAfterMidnightUtc, '2026-03-15'],
    ['America/New_York', justBeforeMidnightUtc, '2026-03-14'],
    ['Asia/Tokyo', justBeforeMidnightUtc, '2026-03-15'],
    ['UTC', justBeforeMidnightUtc, '2026-03-14'],
    ['Asia/Tokyo', tokyoBeforeMidnight, '2026-03-14'],
    ['Asia/Tokyo', tokyoMidnight, '2026-03-15'],
    ['America/Los_Angeles', new Date('2027-01-01T07:59:00Z'), '2026-12-31'],
    ['America/Los_Angeles', new Date('2027-01-01T08:00:00Z'), '2027-01-01'],
    ['Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'), '2027-01-01'],
  ])('in %s at %o it is %s', (zone, now, expected) => {
    expect(todayInZone(zone, now)).toBe(expected);
  });

  it('defaults now to the current instant', () => {
    expect(isCalendarDate(todayInZone('America/New_York'))).toBe(true);
  });

  it('refuses unknown zones', () => {
    expect(() => todayInZone('Mars/Olympus_Mons', justAfterMidnightUtc)).toThrow('Unknown timezone: Mars/Olympus_Mons');
    expect(() => todayInZone('', justAfterMidnightUtc)).toThrow('Unknown timezone');
  });
});

describe('isTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['Asia/Tokyo', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [null, false],
  ])('%j is %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});

describe('formatShortUs', () => {
  it.each([
    ['2026-11-21', '11/21/26'],
    ['2026-01-05', '01/05/26'],
    ['2030-12-31', '12/31/30'],
    ['2000-02-29', '02/29/00'],
  ])('%s is shown as %s', (date, expected) => {
    expect(formatShortUs(date)).toBe(expected);
  });
});

describe('monthOf, yearOf, daysInMonth', () => {
  it.each([
    ['2026-01-31', 1, 2026],
    ['2026-12-01', 12, 2026],
    ['2028-02-29', 2, 2028],
  ])('%s is month %i of %i', (date, month, year) => {
    expect(monthOf(date)).toBe(month);
    expect(yearOf(date)).toBe(year);
  });

  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it('refuses months outside 1..12', () => {
    expect(() => daysInMonth(2026, 13)).toThrow('Month must be from 1 to 12');
    expect(() => daysInMonth(2026, 0)).toThrow('Month must be from 1 to 12');
  });
});

describe('dayOfWeek', () => {
  it.each([
    ['2026-11-16', 'monday'],
    ['2026-11-17', 'tuesday'],
    ['2026-11-18', 'wednesday'],
    ['2026-11-19', 'thursday'],
    ['2026-11-20', 'friday'],
    ['2026-11-21', 'saturday'],
    ['2026-11-22', 'sunday'],
    ['2028-02-29', 'tuesday'],
  ])('%s is a %s', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });
});
