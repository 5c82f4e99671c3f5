import { describe, it, expect } from 'vitest';
import { cents, formatMoney } from './money';
import { RATE_TYPE_LABELS, dynamicRateFor, matchRatePeriod, rateTypeLabel } from './rate-period-match';
import type { RatePeriodLike } from './rate-period-match';

const ROOM_TYPE = { id: 1, dailyRate: '89.00', weeklyRate: '500.00', monthlyRate: '1500.00' };

let nextId = 100;
function period(overrides: Partial<RatePeriodLike>): RatePeriodLike {
  return {
    id: nextId++,
    roomTypeId: 1,
    name: 'Period',
    rateType: 'seasonal',
    priority: 1,
    dailyRate: '99.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
    daysOfWeek: [],
    startDate: null,
    endDate: null,
    specificDates: [],
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const weekend = period({ name: 'Weekend', rateType: 'weekend', priority: 5, daysOfWeek: ['friday', 'saturday'] });
const weekday = period({
  name: 'Weekday',
  rateType: 'weekday',
  priority: 1,
  daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday'],
});
const summer = period({ name: 'Summer', rateType: 'seasonal', priority: 3, startDate: '2026-06-01', endDate: '2026-08-31' });
const festival = period({ name: 'Festival', rateType: 'event', priority: 8, startDate: '2026-07-10', endDate: '2026-07-12' });
const holidays = period({
  name: 'Holidays',
  rateType: 'holiday',
  priority: 10,
  specificDates: ['2026-07-04', ' 2026-12-25 ', '2027-01-01'],
});
const ALL = [weekend, weekday, summer, festival, holidays];

describe('matchRatePeriod', () => {
  it.each<[string, string | null, string]>([
    // 2026-11-16 is a Monday.
    ['2026-11-16', 'Weekday', 'weekday on a Monday'],
    ['2026-11-19', 'Weekday', 'weekday on a Thursday'],
    ['2026-11-20', 'Weekend', 'weekend on a Friday'],
    ['2026-11-21', 'Weekend', 'weekend on a Saturday'],
    ['2026-11-22', null, 'Sunday is in neither list'],
    ['2026-06-01', 'Summer', 'seasonal on its start date (inclusive), beats weekday by priority'],
    ['2026-08-31', 'Summer', 'seasonal on its end date (inclusive)'],
    ['2026-09-01', 'Weekday', 'the day after the season ends'],
    ['2026-05-31', null, 'the Sunday before the season starts'],
    ['2026-07-10', 'Festival', 'event on its start date beats seasonal and weekend'],
    ['2026-07-12', 'Festival', 'event on its end date'],
    ['2026-07-13', 'Summer', 'the day after the event: seasonal again'],
    ['2026-07-04', 'Holidays', 'holiday on a listed date beats everything (priority 10)'],
    ['2026-12-25', 'Holidays', 'holiday dates are trimmed'],
    ['2027-01-01', 'Holidays', 'holiday on a Friday beats weekend'],
    ['2026-12-24', 'Weekday', 'the day before a holiday'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(matchRatePeriod(ALL, 1, date)?.name ?? null).toBe(expected);
  });

  it('ignores inactive periods', () => {
    const inactiveHoliday = { ...holidays, isActive: false };
    expect(matchRatePeriod([inactiveHoliday], 1, '2026-07-04')).toBe(null);
    // 2026-07-04 is a Saturday: the weekend rate takes over from the switched-off holiday.
    expect(matchRatePeriod([weekend, inactiveHoliday], 1, '2026-07-04')?.name).toBe('Weekend');
  });

  it('ignores periods of other room types', () => {
    const otherType = { ...holidays, roomTypeId: 2 };
    expect(matchRatePeriod([otherType], 1, '2026-07-04')).toBe(null);
    expect(matchRatePeriod([otherType], 2, '2026-07-04')?.name).toBe('Holidays');
  });

  it('higher priority wins whatever the order given', () => {
    const low = period({ name: 'Low', rateType: 'holiday', priority: 2, specificDates: ['2026-05-05'] });
    const high = period({ name: 'High', rateType: 'holiday', priority: 9, specificDates: ['2026-05-05'] });
    expect(matchRatePeriod([low, high], 1, '2026-05-05')?.name).toBe('High');
    expect(matchRatePeriod([high, low], 1, '2026-05-05')?.name).toBe('High');
  });

  it.each<[string, RatePeriodLike['createdAt'], RatePeriodLike['createdAt'], string]>([
    ['ISO strings', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', 'Newer'],
    ['Dates', new Date('2026-03-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'), 'Older'],
    ['one second apart', '2026-01-01T00:00:01Z', '2026-01-01T00:00:00Z', 'Older'],
    ['mixed', new Date('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00.001Z', 'Newer'],
  ])('ties on priority go to the most recently created (%s)', (_title, olderCreatedAt, newerCreatedAt, expected) => {
    const older = period({
      id: 1,
      name: 'Older',
      rateType: 'seasonal',
      priority: 4,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      createdAt: olderCreatedAt,
    });
    const newer = period({
      id: 2,
      name: 'Newer',
      rateType: 'event',
      priority: 4,
      startDate: '2026-05-10',
      endDate: '2026-05-10',
      createdAt: newerCreatedAt,
    });
    expect(matchRatePeriod([older, newer], 1, '2026-05-10')?.name).toBe(expected);
    expect(matchRatePeriod([newer, older], 1, '2026-05-10')?.name).toBe(expected);
  });

  it('ties on priority and creation time go to the higher id', () => {
    const a = period({ id: 7, name: 'Seven', rateType: 'holiday', priority: 4, specificDates: ['2026-05-05'] });
    const b = period({ id: 8, name: 'Eight', rateType: 'holiday', priority: 4, specificDates: ['2026-05-05'] });
    expect(matchRatePeriod([a, b], 1, '2026-05-05')?.name).toBe('Eight');
    expect(matchRatePeriod([b, a], 1, '2026-05-05')?.name).toBe('Eight');
  });

  it.each<[string, Partial<RatePeriodLike>]>([
    [
      'weekday periods ignore date ranges',
      { rateType: 'weekday', daysOfWeek: [], startDate: '2026-01-01', endDate: '2026-12-31' },
    ],
    ['seasonal periods ignore days of week', { rateType: 'seasonal', daysOfWeek: ['monday'] }],
    ['seasonal periods need both ends', { rateType: 'seasonal', startDate: '2026-01-01', endDate: null }],
    ['event periods need both ends', { rateType: 'event', startDate: null, endDate: '2026-12-31' }],
    ['an inverted range matches nothing', { rateType: 'event', startDate: '2026-12-31', endDate: '2026-01-01' }],
    ['holiday periods ignore date ranges', { rateType: 'holiday', startDate: '2026-01-01', endDate: '2026-12-31' }],
    [
      'unknown rate types never apply',
      {
        rateType: 'promo',
        daysOfWeek: ['monday'],
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        specificDates: ['2026-11-16'],
      },
    ],
  ])('%s', (_title, overrides) => {
    expect(matchRatePeriod([period(overrides)], 1, '2026-11-16')).toBe(null);
  });

  it('matches days of the week case-insensitively', () => {
    expect(matchRatePeriod([period({ rateType: 'weekend', daysOfWeek: ['Saturday'] })], 1, '2026-11-21')).not.toBe(null);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => matchRatePeriod(ALL, 1, '2026-02-30')).toThrow('Date must be a date (YYYY-MM-DD)');
  });
});

describe('dynamicRateFor', () => {
  const shown = (r: ReturnType<typeof dynamicRateFor>) => ({
    dailyRate: formatMoney(r.dailyRate),
    weeklyRate: formatMoney(r.weeklyRate),
    monthlyRate: formatMoney(r.monthlyRate),
    rateType: r.rateType,
    ratePeriodName: r.ratePeriodName,
  });

  it("uses the matching period's rates", () => {
    const holiday = { ...holidays, dailyRate: '149.00', weeklyRate: '900.00', monthlyRate: '2500.00' };
    expect(shown(dynamicRateFor(ROOM_TYPE, [weekend, holiday], '2026-07-04'))).toEqual({
      dailyRate: '149.00',
      weeklyRate: '900.00',
      monthlyRate: '2500.00',
      rateType: 'holiday',
      ratePeriodName: 'Holidays',
    });
  });

  it("falls back to the room type's own rates as 'standard'", () => {
    expect(shown(dynamicRateFor(ROOM_TYPE, ALL, '2026-11-22'))).toEqual({
      dailyRate: '89.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
      rateType: 'standard',
      ratePeriodName: null,
    });
    expect(shown(dynamicRateFor(ROOM_TYPE, [], '2026-07-04')).rateType).toBe('standard');
  });

  it('takes rates already in cents', () => {
    const roomType = { id: 3, dailyRate: cents(8900), weeklyRate: cents(50000), monthlyRate: cents(150000) };
    const p = period({ roomTypeId: 3, rateType: 'weekend', daysOfWeek: ['saturday'], dailyRate: cents(10950) });
    expect(shown(dynamicRateFor(roomType, [p], '2026-11-21')).dailyRate).toBe('109.50');
    expect(shown(dynamicRateFor(roomType, [p], '2026-11-20')).dailyRate).toBe('89.00');
  });

  it('only considers periods of its own room type', () => {
    const otherType = { ...holidays, roomTypeId: 2 };
    expect(dynamicRateFor(ROOM_TYPE, [otherType], '2026-07-04').rateType).toBe('standard');
  });
});

describe('rate type labels', () => {
  it.each([
    ['weekday', 'Weekday Rate'],
    ['weekend', 'Weekend Rate'],
    ['holiday', 'Holiday Rate'],
    ['seasonal', 'Seasonal Rate'],
    ['event', 'Special Event Rate'],
    ['standard', 'standard'],
    ['promo', 'promo'],
    ['toString', 'toString'],
  ])('%s is shown as %s', (value, expected) => {
    expect(rateTypeLabel(value)).toBe(expected);
  });

  it('has the five rate types', () => {
    expect(Object.keys(RATE_TYPE_LABELS)).toEqual(['weekday', 'weekend', 'holiday', 'seasonal', 'event']);
  });
});
