import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { WEEKLY_NIGHTS_MESSAGE, checkOutFor, computeBooking, nightsForRateType, paymentStatus } from './booking-engine';
import type { BookingFigures, EntryMode, PricingInput } from './booking-engine';
import { DomainError } from './errors';
import { ZERO, addMoney, cents, formatMoney, multiplyCents, parseMoney } from './money';
import type { Cents } from './money';
import { applyRate, parseRate } from './rate';
import { taxApplies } from './tax-choice';
import type { RateType } from './booking-choices';
import type { TaxApplyTo } from './schemas/tax-rate.schema';
import type { HotelTaxes, TaxLine } from './tax-choice';

const money = (value: string): Cents => parseMoney(value);

const percent = (name: string, rate: string, applyTo: TaxApplyTo[] = ['all']): TaxLine => ({
  name,
  isPercentage: true,
  rate: parseRate(rate),
  flatAmount: ZERO,
  applyTo,
  taxRateId: null,
  longStay: null,
});

const flat = (name: string, amount: string, applyTo: TaxApplyTo[] = ['all']): TaxLine => ({
  name,
  isPercentage: false,
  rate: parseRate('0'),
  flatAmount: money(amount),
  applyTo,
  taxRateId: null,
  longStay: null,
});

const taxes = (tax1: TaxLine | null, tax2: TaxLine | null): HotelTaxes => ({
  tax1,
  tax2,
  tax1Name: tax1?.name ?? 'Tax 1',
  tax2Name: tax2?.name ?? 'Tax 2',
});

const EIGHT_AND_FIVE = taxes(percent('Tax 1', '0.08'), percent('Tax 2', '0.05'));
const EIGHT_AND_FIVE_DAILY_ONLY = taxes(percent('Tax 1', '0.08'), percent('Resort Fee', '0.05', ['daily']));
const NO_TAXES = taxes(null, null);

function input(
  overrides: Partial<Omit<PricingInput, 'dailyWeeklyAmount' | 'monthlyAmount' | 'grandTotal' | 'paidAmount'>> & {
    dailyWeeklyAmount?: string;
    monthlyAmount?: string;
    grandTotal?: string;
    paidAmount?: string;
  },
): PricingInput {
  return {
    rateType: 'Daily',
    checkInDate: '2026-11-21',
    nights: 1,
    entryMode: 'base',
    taxes: EIGHT_AND_FIVE,
    ...overrides,
    dailyWeeklyAmount: money(overrides.dailyWeeklyAmount ?? '0'),
    monthlyAmount: money(overrides.monthlyAmount ?? '0'),
    grandTotal: overrides.grandTotal === undefined ? undefined : money(overrides.grandTotal),
    paidAmount: money(overrides.paidAmount ?? '0'),
  };
}

/** The figures as the wire shows them. */
function shown(f: BookingFigures) {
  return {
    nights: f.nights,
    checkOutDate: f.checkOutDate,
    dailyWeeklyAmount: formatMoney(f.dailyWeeklyAmount),
    subtotal: formatMoney(f.subtotal),
    taxAmount: formatMoney(f.taxAmount),
    resortFee: formatMoney(f.resortFee),
    grandTotal: formatMoney(f.grandTotal),
  };
}

describe('computeBooking, base entry', () => {
  it('Daily, 3 nights at 100.00 with Tax1 8% and Tax2 5%', () => {
    const f = computeBooking(input({ nights: 3, dailyWeeklyAmount: '100.00' }));
    expect(f).toEqual({
      rateType: 'Daily',
      checkInDate: '2026-11-21',
      nights: 3,
      checkOutDate: '2026-11-24',
      dailyWeeklyAmount: 10000,
      monthlyAmount: 0,
      subtotal: 30000,
      taxAmount: 2400,
      resortFee: 1500,
      grandTotal: 33900,
      paidAmount: 0,
      balance: 33900,
      paymentStatus: 'Unpaid',
    });
    expect(shown(f)).toMatchObject({ subtotal: '300.00', taxAmount: '24.00', resortFee: '15.00', grandTotal: '339.00' });
  });

  it.each<{ title: string; given: Parameters<typeof input>[0]; expected: ReturnType<typeof shown> }>([
    {
      title: 'Daily: each tax rounded half-up to the cent (7.424175 → 7.42, 4.4995 → 4.50)',
      given: { nights: 1, dailyWeeklyAmount: '89.99', taxes: taxes(percent('Tax 1', '0.0825'), percent('Tax 2', '0.05')) },
      expected: {
        nights: 1,
        checkOutDate: '2026-11-22',
        dailyWeeklyAmount: '89.99',
        subtotal: '89.99',
        taxAmount: '7.42',
        resortFee: '4.50',
        grandTotal: '101.91',
      },
    },
    {
      title: 'Daily: exactly half a cent rounds up',
      given: { nights: 1, dailyWeeklyAmount: '0.10', taxes: taxes(percent('Tax 1', '0.05'), null) },
      expected: {
        nights: 1,
        checkOutDate: '2026-11-22',
        dailyWeeklyAmount: '0.10',
        subtotal: '0.10',
        taxAmount: '0.01',
        resortFee: '0.00',
        grandTotal: '0.11',
      },
    },
    {
      title: 'Daily: a flat fee is its amount per night',
      given: {
        nights: 3,
        dailyWeeklyAmount: '100.00',
        taxes: taxes(percent('Tax 1', '0.08'), flat('Parking', '2.00', ['daily'])),
      },
      expected: {
        nights: 3,
        checkOutDate: '2026-11-24',
        dailyWeeklyAmount: '100.00',
        subtotal: '300.00',
        taxAmount: '24.00',
        resortFee: '6.00',
        grandTotal: '330.00',
      },
    },
    {
      title: 'Daily: no taxes configured',
      given: { nights: 2, dailyWeeklyAmount: '75.50', taxes: NO_TAXES },
      expected: {
        nights: 2,
        checkOutDate: '2026-11-23',
        dailyWeeklyAmount: '75.50',
        subtotal: '151.00',
        taxAmount: '0.00',
        resortFee: '0.00',
        grandTotal: '151.00',
      },
    },
    {
      title: 'Daily: a tax for Weekly only does not apply',
      given: {
        nights: 2,
        dailyWeeklyAmount: '50.00',
        taxes: taxes(percent('Tax 1', '0.08'), percent('Weekly Tax', '0.05', ['weekly'])),
      },
      expected: {
        nights: 2,
        checkOutDate: '2026-11-23',
        dailyWeeklyAmount: '50.00',
        subtotal: '100.00',
        taxAmount: '8.00',
        resortFee: '0.00',
        grandTotal: '108.00',
      },
    },
    {
      title: 'Daily: check-out crosses the year',
      given: { checkInDate: '2026-12-30', nights: 3, dailyWeeklyAmount: '10.00', taxes: NO_TAXES },
      expected: {
        nights: 3,
        checkOutDate: '2027-01-02',
        dailyWeeklyAmount: '10.00',
        subtotal: '30.00',
        taxAmount: '0.00',
        resortFee: '0.00',
        grandTotal: '30.00',
      },
    },
    {
      title: 'Weekly: one week, Tax 2 for daily only does not apply',
      given: { rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '500.00', taxes: EIGHT_AND_FIVE_DAILY_ONLY },
      expected: {
        nights: 7,
        checkOutDate: '2026-11-28',
        dailyWeeklyAmount: '500.00',
        subtotal: '500.00',
        taxAmount: '40.00',
        resortFee: '0.00',
        grandTotal: '540.00',
      },
    },
    {
      title: 'Weekly: two weeks = weekly amount × 14 / 7',
      given: { rateType: 'Weekly', nights: 14, dailyWeeklyAmount: '500.00' },
      expected: {
        nights: 14,
        checkOutDate: '2026-12-05',
        dailyWeeklyAmount: '500.00',
        subtotal: '1000.00',
        taxAmount: '80.00',
        resortFee: '50.00',
        grandTotal: '1130.00',
      },
    },
    {
      title: 'Weekly: a flat fee applying to weekly is charged per night',
      given: {
        rateType: 'Weekly',
        nights: 7,
        dailyWeeklyAmount: '333.33',
        taxes: taxes(percent('Tax 1', '0.0825'), flat('Fee', '1.50', ['weekly'])),
      },
      expected: {
        nights: 7,
        checkOutDate: '2026-11-28',
        dailyWeeklyAmount: '333.33',
        subtotal: '333.33',
        taxAmount: '27.50', // 27.499725
        resortFee: '10.50',
        grandTotal: '371.33',
      },
    },
  ])('$title', ({ given, expected }) => {
    expect(shown(computeBooking(input(given)))).toEqual(expected);
  });
});

describe('computeBooking, Monthly', () => {
  it.each<[string, string, number, EntryMode]>([
    ['2026-01-31', '2026-02-28', 28, 'base'],
    ['2028-01-31', '2028-02-29', 29, 'base'],
    ['2026-03-15', '2026-04-15', 31, 'base'],
    ['2026-04-30', '2026-05-30', 30, 'base'],
    ['2026-12-31', '2027-01-31', 31, 'base'],
    ['2026-03-15', '2026-04-15', 31, 'total'],
  ])('from %s: check-out %s, %i nights, no taxes (%s entry)', (checkInDate, checkOutDate, nights, entryMode) => {
    const f = computeBooking(
      input({
        rateType: 'Monthly',
        checkInDate,
        nights: 1, // ignored: a Monthly stay is one calendar month
        dailyWeeklyAmount: '89.00',
        monthlyAmount: '1500.00',
        grandTotal: '9999.00', // ignored even in total mode
        entryMode,
        taxes: taxes(percent('Tax 1', '0.08', ['all', 'monthly']), flat('Fee', '2.00', ['all'])),
      }),
    );
    expect(shown(f)).toEqual({
      nights,
      checkOutDate,
      dailyWeeklyAmount: '89.00',
      subtotal: '1500.00',
      taxAmount: '0.00',
      resortFee: '0.00',
      grandTotal: '1500.00',
    });
    expect(formatMoney(f.monthlyAmount)).toBe('1500.00');
  });
});

describe('computeBooking, total-rate entry', () => {
  it.each<{ title: string; given: Parameters<typeof input>[0]; expected: ReturnType<typeof shown> }>([
    {
      title: 'Daily: 339.00 over 3 nights splits back into 300.00 + 24.00 + 15.00',
      given: { nights: 3, grandTotal: '339.00' },
      expected: {
        nights: 3,
        checkOutDate: '2026-11-24',
        dailyWeeklyAmount: '100.00',
        subtotal: '300.00',
        taxAmount: '24.00',
        resortFee: '15.00',
        grandTotal: '339.00',
      },
    },
    {
      title: 'Daily: 100.00 over 3 nights (7.0796 → 7.08, 4.4248 → 4.42, 88.50 / 3 = 29.50)',
      given: { nights: 3, grandTotal: '100.00' },
      expected: {
        nights: 3,
        checkOutDate: '2026-11-24',
        dailyWeeklyAmount: '29.50',
        subtotal: '88.50',
        taxAmount: '7.08',
        resortFee: '4.42',
        grandTotal: '100.00',
      },
    },
    {
      title: 'Daily: 250.00 over 7 nights with 8.25% and 5% (per-night rate rounded half-up)',
      given: { nights: 7, grandTotal: '250.00', taxes: taxes(percent('Tax 1', '0.0825'), percent('Tax 2', '0.05', ['daily'])) },
      expected: {
        nights: 7,
        checkOutDate: '2026-11-28',
        dailyWeeklyAmount: '31.54', // 220.75 / 7 = 31.5357
        subtotal: '220.75',
        taxAmount: '18.21',
        resortFee: '11.04',
        grandTotal: '250.00',
      },
    },
    {
      title: 'Daily: a flat fee comes off first, then the percentage',
      given: { nights: 3, grandTotal: '336.00', taxes: taxes(percent('Tax 1', '0.08'), flat('Parking', '2.00', ['daily'])) },
      expected: {
        nights: 3,
        checkOutDate: '2026-11-24',
        dailyWeeklyAmount: '101.85', // 305.56 / 3
        subtotal: '305.56',
        taxAmount: '24.44', // 330.00 × 0.08 / 1.08
        resortFee: '6.00',
        grandTotal: '336.00',
      },
    },
    {
      title: 'Daily: no taxes, the grand total is the subtotal',
      given: { nights: 4, grandTotal: '100.01', taxes: NO_TAXES },
      expected: {
        nights: 4,
        checkOutDate: '2026-11-25',
        dailyWeeklyAmount: '25.00',
        subtotal: '100.01',
        taxAmount: '0.00',
        resortFee: '0.00',
        grandTotal: '100.01',
      },
    },
    {
      title: 'Daily: each tax rounds half-up on its own (two 50% taxes on 0.06)',
      given: { nights: 1, grandTotal: '0.06', taxes: taxes(percent('A', '0.5'), percent('B', '0.5')) },
      expected: {
        nights: 1,
        checkOutDate: '2026-11-22',
        dailyWeeklyAmount: '0.02',
        subtotal: '0.02',
        taxAmount: '0.02', // 1.5 cents
        resortFee: '0.02',
        grandTotal: '0.06',
      },
    },
    {
      title: 'Daily: a zero grand total',
      given: { nights: 2, grandTotal: '0' },
      expected: {
        nights: 2,
        checkOutDate: '2026-11-23',
        dailyWeeklyAmount: '0.00',
        subtotal: '0.00',
        taxAmount: '0.00',
        resortFee: '0.00',
        grandTotal: '0.00',
      },
    },
    {
      title: 'Weekly: only the taxes that apply count in the divisor',
      given: { rateType: 'Weekly', nights: 7, grandTotal: '540.00', taxes: EIGHT_AND_FIVE_DAILY_ONLY },
      expected: {
        nights: 7,
        checkOutDate: '2026-11-28',
        dailyWeeklyAmount: '500.00',
        subtotal: '500.00',
        taxAmount: '40.00',
        resortFee: '0.00',
        grandTotal: '540.00',
      },
    },
    {
      title: 'Weekly: two weeks, weekly amount = subtotal × 7 / 14',
      given: { rateType: 'Weekly', nights: 14, grandTotal: '1130.00' },
      expected: {
        nights: 14,
        checkOutDate: '2026-12-05',
        dailyWeeklyAmount: '500.00',
        subtotal: '1000.00',
        taxAmount: '80.00',
        resortFee: '50.00',
        grandTotal: '1130.00',
      },
    },
    {
      title: 'Weekly: three weeks, weekly amount rounded half-up (884.95 × 7 / 21 = 294.983)',
      given: { rateType: 'Weekly', nights: 21, grandTotal: '1000.00' },
      expected: {
        nights: 21,
        checkOutDate: '2026-12-12',
        dailyWeeklyAmount: '294.98',
        subtotal: '884.95',
        taxAmount: '70.80',
        resortFee: '44.25',
        grandTotal: '1000.00',
      },
    },
  ])('$title', ({ given, expected }) => {
    expect(shown(computeBooking(input({ entryMode: 'total', dailyWeeklyAmount: '1.00', ...given })))).toEqual(expected);
  });

  it('requires the grand total', () => {
    expect(() => computeBooking(input({ entryMode: 'total', nights: 1 }))).toThrow(
      'Grand total is required when rates are entered as totals',
    );
  });

  it('refuses a grand total below the flat fees', () => {
    expect(() =>
      computeBooking(
        input({ entryMode: 'total', nights: 3, grandTotal: '5.99', taxes: taxes(null, flat('Parking', '2.00', ['daily'])) }),
      ),
    ).toThrow('Grand total must be at least the flat fees for this stay');
  });
});

describe('computeBooking, payment', () => {
  it.each([
    ['0', '339.00', 'Unpaid'],
    ['100.00', '239.00', 'Partially Paid'],
    ['338.99', '0.01', 'Partially Paid'],
    ['339.00', '0.00', 'Fully Paid'],
    ['400.00', '-61.00', 'Fully Paid'],
  ])('paid %s: balance %s, %s', (paidAmount, balance, status) => {
    const f = computeBooking(input({ nights: 3, dailyWeeklyAmount: '100.00', paidAmount }));
    expect([formatMoney(f.paidAmount), formatMoney(f.balance), f.paymentStatus]).toEqual([
      formatMoney(money(paidAmount)),
      balance,
      status,
    ]);
  });
});

describe('paymentStatus', () => {
  it.each([
    ['339.00', '0', 'Unpaid'],
    ['339.00', '0.01', 'Partially Paid'],
    ['339.00', '339.00', 'Fully Paid'],
    ['339.00', '500.00', 'Fully Paid'],
    ['0', '0', 'Fully Paid'],
  ])('grand %s, paid %s: %s', (grand, paid, expected) => {
    expect(paymentStatus(money(grand), money(paid))).toBe(expected);
  });
});

describe('computeBooking, invalid input', () => {
  it.each<[string, Parameters<typeof input>[0], string]>([
    ['0 nights', { nights: 0 }, 'Nights must be a whole number of at least 1'],
    ['negative nights', { nights: -2 }, 'Nights must be a whole number of at least 1'],
    ['fractional nights', { nights: 1.5 }, 'Nights must be a whole number of at least 1'],
    ['NaN nights', { nights: Number.NaN }, 'Nights must be a whole number of at least 1'],
    [
      '0 nights in total mode',
      { nights: 0, entryMode: 'total', grandTotal: '10' },
      'Nights must be a whole number of at least 1',
    ],
    ['Weekly, 6 nights', { rateType: 'Weekly', nights: 6 }, WEEKLY_NIGHTS_MESSAGE],
    ['Weekly, 10 nights', { rateType: 'Weekly', nights: 10 }, WEEKLY_NIGHTS_MESSAGE],
    ['Weekly, 0 nights', { rateType: 'Weekly', nights: 0 }, WEEKLY_NIGHTS_MESSAGE],
    ['Weekly, -7 nights', { rateType: 'Weekly', nights: -7 }, WEEKLY_NIGHTS_MESSAGE],
    [
      'Weekly, 8 nights in total mode',
      { rateType: 'Weekly', nights: 8, entryMode: 'total', grandTotal: '10' },
      WEEKLY_NIGHTS_MESSAGE,
    ],
    ['an impossible check-in', { checkInDate: '2026-02-30' }, 'Check-in date must be a date (YYYY-MM-DD)'],
    ['a US-style check-in', { checkInDate: '11/21/2026' }, 'Check-in date must be a date (YYYY-MM-DD)'],
    ['a negative rate', { dailyWeeklyAmount: '-1.00' }, 'Daily/weekly amount must be zero or more'],
    ['a negative monthly amount', { monthlyAmount: '-0.01' }, 'Monthly amount must be zero or more'],
    ['a negative payment', { paidAmount: '-5' }, 'Paid amount must be zero or more'],
    ['a negative grand total', { entryMode: 'total', grandTotal: '-1' }, 'Grand total must be zero or more'],
    ['an unknown rate type', { rateType: 'Yearly' as RateType }, 'Rate type must be Daily, Weekly or Monthly'],
    ['an unknown entry mode', { entryMode: 'gross' as EntryMode }, "Entry mode must be 'base' or 'total'"],
  ])('refuses %s', (_title, given, message) => {
    expect(() => computeBooking(input(given))).toThrow(message);
    expect(() => computeBooking(input(given))).toThrow(DomainError);
  });

  it('refuses amounts that are not whole cents', () => {
    const bad = { ...input({}), dailyWeeklyAmount: 1.5 as Cents };
    expect(() => computeBooking(bad)).toThrow('Daily/weekly amount must be a whole number of cents');
  });

  it('does not mutate its input', () => {
    const given = input({ nights: 3, dailyWeeklyAmount: '100.00' });
    const before = structuredClone(given);
    computeBooking(given);
    expect(given).toEqual(before);
  });
});

describe('checkOutFor', () => {
  it.each<[RateType, string, number, string]>([
    ['Daily', '2026-11-21', 1, '2026-11-22'],
    ['Daily', '2026-11-21', 10, '2026-12-01'],
    ['Weekly', '2026-11-21', 7, '2026-11-28'],
    ['Weekly', '2026-11-21', 14, '2026-12-05'],
    ['Monthly', '2026-01-31', 28, '2026-02-28'],
    ['Monthly', '2026-11-21', 1, '2026-12-21'],
  ])('%s from %s for %i nights: %s', (rateType, checkIn, nights, expected) => {
    expect(checkOutFor(rateType, checkIn, nights)).toBe(expected);
  });

  it('refuses nights below 1 for Daily and Weekly', () => {
    expect(() => checkOutFor('Daily', '2026-11-21', 0)).toThrow('Nights must be a whole number of at least 1');
  });
});

describe('nightsForRateType', () => {
  it.each<[RateType, string, number | null | undefined, number]>([
    ['Daily', '2026-11-21', 3, 3],
    ['Daily', '2026-11-21', 0, 1],
    ['Daily', '2026-11-21', -4, 1],
    ['Daily', '2026-11-21', 2.5, 1],
    ['Daily', '2026-11-21', Number.NaN, 1],
    ['Daily', '2026-11-21', undefined, 1],
    ['Daily', '2026-11-21', null, 1],
    ['Weekly', '2026-11-21', undefined, 7],
    ['Weekly', '2026-11-21', 1, 7],
    ['Weekly', '2026-11-21', 3, 7],
    ['Weekly', '2026-11-21', 14, 14],
    ['Weekly', '2026-11-21', 28, 28],
    ['Monthly', '2026-01-31', 1, 28],
    ['Monthly', '2028-02-10', 1, 29],
    ['Monthly', '2026-03-15', undefined, 31],
    ['Monthly', '2026-04-15', 99, 30],
    ['Monthly', '2026-12-31', 1, 31],
  ])('%s from %s, asked %s: %i', (rateType, checkIn, requested, expected) => {
    expect(nightsForRateType(rateType, checkIn, requested)).toBe(expected);
  });
});

describe('computeBooking properties', () => {
  const applyToArb = fc.oneof(fc.constant<TaxApplyTo[]>(['all']), fc.subarray<TaxApplyTo>(['all', 'daily', 'weekly', 'monthly']));
  const lineArb = (maxMicros: number, allowFlat: boolean): fc.Arbitrary<TaxLine | null> =>
    fc.option(
      fc.record({
        name: fc.constant('T'),
        isPercentage: allowFlat ? fc.boolean() : fc.constant(true),
        rate: fc.integer({ min: 0, max: maxMicros }).map((m) => ({ micros: BigInt(m) })),
        flatAmount: fc.integer({ min: 0, max: 50_000 }).map(cents),
        applyTo: applyToArb,
        taxRateId: fc.constant(null),
        longStay: fc.constant(null),
      }),
    );
  const taxesArb = (maxMicros = 1_000_000, allowFlat = true) =>
    fc.tuple(lineArb(maxMicros, allowFlat), lineArb(maxMicros, allowFlat)).map(([a, b]) => taxes(a, b));
  const stayArb = fc.oneof(
    fc.record({ rateType: fc.constant<RateType>('Daily'), nights: fc.integer({ min: 1, max: 400 }) }),
    fc.record({ rateType: fc.constant<RateType>('Weekly'), nights: fc.integer({ min: 1, max: 60 }).map((w) => w * 7) }),
  );
  const centsArb = (max: number) => fc.integer({ min: 0, max }).map(cents);
  const checkInArb = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  const flatFees = (t: HotelTaxes, rateType: RateType, nights: number): Cents =>
    addMoney(
      ...[t.tax1, t.tax2].map((line) =>
        line && !line.isPercentage && taxApplies(line, rateType) ? multiplyCents(line.flatAmount, nights) : ZERO,
      ),
    );

  it('base entry: subtotal + tax 1 + tax 2 is the grand total to the cent', () => {
    fc.assert(
      fc.property(
        stayArb,
        centsArb(10_000_000),
        centsArb(100_000_000),
        taxesArb(),
        checkInArb,
        (stay, amount, paid, t, checkInDate) => {
          const f = computeBooking({
            ...stay,
            checkInDate,
            dailyWeeklyAmount: amount,
            monthlyAmount: ZERO,
            paidAmount: paid,
            entryMode: 'base',
            taxes: t,
          });
          expect(f.subtotal + f.taxAmount + f.resortFee).toBe(f.grandTotal);
          expect(f.subtotal).toBe(stay.rateType === 'Daily' ? amount * stay.nights : (amount * stay.nights) / 7);
          expect(f.taxAmount).toBeGreaterThanOrEqual(0);
          expect(f.resortFee).toBeGreaterThanOrEqual(0);
          expect(f.balance).toBe(f.grandTotal - paid);
        },
      ),
    );
  });

  it('total entry: the entered grand total is kept and the parts add up to it exactly', () => {
    fc.assert(
      fc.property(stayArb, centsArb(100_000_000), taxesArb(), checkInArb, (stay, extra, t, checkInDate) => {
        const grandTotal = addMoney(flatFees(t, stay.rateType, stay.nights), extra);
        const f = computeBooking({
          ...stay,
          checkInDate,
          dailyWeeklyAmount: ZERO,
          monthlyAmount: ZERO,
          grandTotal,
          paidAmount: ZERO,
          entryMode: 'total',
          taxes: t,
        });
        expect(f.grandTotal).toBe(grandTotal);
        expect(f.subtotal + f.taxAmount + f.resortFee).toBe(grandTotal);
        expect(f.subtotal).toBeGreaterThanOrEqual(0);
        expect(f.taxAmount).toBeGreaterThanOrEqual(0);
        expect(f.resortFee).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('total entry: each percentage tax is within a cent of that rate applied to the derived subtotal', () => {
    fc.assert(
      fc.property(stayArb, centsArb(100_000_000), taxesArb(500_000, false), (stay, grandTotal, t) => {
        const f = computeBooking({
          ...stay,
          checkInDate: '2026-11-21',
          dailyWeeklyAmount: ZERO,
          monthlyAmount: ZERO,
          grandTotal,
          paidAmount: ZERO,
          entryMode: 'total',
          taxes: t,
        });
        const expectedTax = (line: TaxLine | null) =>
          line && taxApplies(line, stay.rateType) ? applyRate(f.subtotal, line.rate) : 0;
        expect(Math.abs(f.taxAmount - expectedTax(t.tax1))).toBeLessThanOrEqual(1);
        expect(Math.abs(f.resortFee - expectedTax(t.tax2))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('Monthly: the monthly amount is the whole bill in either entry mode', () => {
    fc.assert(
      fc.property(
        centsArb(10_000_000),
        taxesArb(),
        checkInArb,
        fc.constantFrom<EntryMode>('base', 'total'),
        (monthly, t, checkInDate, entryMode) => {
          const f = computeBooking({
            rateType: 'Monthly',
            checkInDate,
            nights: 1,
            dailyWeeklyAmount: ZERO,
            monthlyAmount: monthly,
            grandTotal: ZERO,
            paidAmount: ZERO,
            entryMode,
            taxes: t,
          });
          expect([f.subtotal, f.taxAmount, f.resortFee, f.grandTotal]).toEqual([monthly, 0, 0, monthly]);
          expect(f.nights).toBeGreaterThanOrEqual(28);
          expect(f.nights).toBeLessThanOrEqual(31);
        },
      ),
    );
  });
});
