import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { nightRatesFor, pricingNote, type NightRate } from './pricing-note';
import type { RatePeriodLike } from './rate-period-match';

const STANDARD = { id: 1, dailyRate: '100.00', weeklyRate: '500.00', monthlyRate: '1500.00' };
const period = (overrides: Partial<RatePeriodLike>): RatePeriodLike => ({
  id: 10,
  roomTypeId: 1,
  name: 'Period',
  rateType: 'seasonal',
  priority: 1,
  dailyRate: '120.00',
  weeklyRate: '600.00',
  monthlyRate: '1800.00',
  daysOfWeek: [],
  startDate: null,
  endDate: null,
  specificDates: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
// Friday and Saturday nights; 2027-02-04 is a Thursday.
const weekend = period({ id: 11, name: 'Fri-Sat', rateType: 'weekend', priority: 5, daysOfWeek: ['friday', 'saturday'] });
const valentine = period({
  id: 12,
  name: 'Valentine',
  rateType: 'holiday',
  priority: 10,
  dailyRate: '180.00',
  specificDates: ['2027-02-14'],
});
const nightsOf = (checkInDate: string, nights: number, periods = [weekend, valentine]) =>
  nightRatesFor(STANDARD, periods, checkInDate, nights);
const night = (date: string, label: string, daily: number): NightRate => ({ date, label, dailyRate: cents(daily) });

describe('the note that says how a stay is priced', () => {
  it.each([
    ['Weekly, 10 nights', { rateType: 'Weekly', nights: 10 }, 'Weekly: priced as 1 week for 10 nights'],
    ['Weekly, 3 nights', { rateType: 'Weekly', nights: 3 }, 'Weekly: priced as 1 week for 3 nights'],
    ['Weekly, 1 night', { rateType: 'Weekly', nights: 1 }, 'Weekly: priced as 1 week for 1 night'],
    ['Weekly, 17 nights', { rateType: 'Weekly', nights: 17 }, 'Weekly: priced as 2 weeks for 17 nights'],
    [
      'Weekly, 10 nights charged 2 weeks',
      { rateType: 'Weekly', nights: 10, weeksCharged: 2 },
      'Weekly: priced as 2 weeks for 10 nights',
    ],
    ['Weekly, 7 nights', { rateType: 'Weekly', nights: 7 }, null],
    ['Weekly, 14 nights', { rateType: 'Weekly', nights: 14 }, null],
    [
      'Weekly, 7 nights charged 2 weeks',
      { rateType: 'Weekly', nights: 7, weeksCharged: 2 },
      'Weekly: priced as 2 weeks for 7 nights',
    ],
    [
      'Daily from a Thursday over the weekend',
      { rateType: 'Daily', nights: 3, nightRates: nightsOf('2027-02-04', 3) },
      'Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06',
    ],
    [
      'Daily over two weekends and a holiday',
      { rateType: 'Daily', nights: 11, nightRates: nightsOf('2027-02-04', 11) },
      'Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06, 02/12–02/13; Holiday Rate not applied to 02/14',
    ],
    [
      'Daily from a Saturday into the week',
      { rateType: 'Daily', checkInDate: '2027-02-06', nights: 3, nightRates: nightsOf('2027-02-06', 3) },
      'Every night at the 02/06/27 rate: Standard Rate not applied to 02/07–02/08',
    ],
    ['Daily within the week', { rateType: 'Daily', nights: 3, nightRates: nightsOf('2027-02-01', 3) }, null],
    ['Daily, one night', { rateType: 'Daily', nights: 1, nightRates: nightsOf('2027-02-05', 1) }, null],
    [
      'Daily, a later period at the same rate',
      {
        rateType: 'Daily',
        nights: 2,
        nightRates: [night('2027-02-04', 'Standard Rate', 10000), night('2027-02-05', 'Weekend Rate', 10000)],
      },
      null,
    ],
    ['Daily, without the nights’ rates', { rateType: 'Daily', nights: 3 }, null],
    ['Monthly', { rateType: 'Monthly', nights: 28, nightRates: nightsOf('2027-02-04', 28) }, null],
    ['a bad date', { rateType: 'Weekly', nights: 10, checkInDate: '2027-02-30' }, null],
    ['no nights', { rateType: 'Weekly', nights: 0 }, null],
  ] as const)('%s', (_name, given, note) => {
    expect(pricingNote({ checkInDate: '2027-02-04', ...given })).toBe(note);
  });

  it('gives each night the rate of its own date', () => {
    expect(nightsOf('2027-02-04', 4).map((n) => [n.date, n.label, n.dailyRate])).toEqual([
      ['2027-02-04', 'Standard Rate', 10000],
      ['2027-02-05', 'Weekend Rate', 12000],
      ['2027-02-06', 'Weekend Rate', 12000],
      ['2027-02-07', 'Standard Rate', 10000],
    ]);
    expect(nightRatesFor(STANDARD, [], '2027-02-04', 0)).toEqual([]);
  });
});
