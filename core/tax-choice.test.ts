import { describe, it, expect } from 'vitest';
import { ZERO, cents, formatMoney } from './money';
import { formatRate, parseRate } from './rate';
import { chooseHotelTaxes, taxApplies, taxColumnTitle, taxLabel } from './tax-choice';
import type { RateType } from './booking-choices';
import type { TaxApplyTo } from './schemas/tax-rate.schema';
import type { TaxLine, TaxRateLike } from './tax-choice';

const SETTINGS = { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' };

let nextId = 1;
function taxRate(overrides: Partial<TaxRateLike>): TaxRateLike {
  return {
    id: nextId++,
    name: 'Tax',
    rate: '0.08',
    isPercentage: true,
    flatAmount: '0',
    applyTo: ['all'],
    isActive: true,
    sortOrder: 0,
    ...overrides,
  };
}

/** The chosen taxes as plain strings, easy to compare. */
function summary(taxes: ReturnType<typeof chooseHotelTaxes>) {
  const line = (l: TaxLine | null) =>
    l && { name: l.name, label: taxLabel(l), rate: formatRate(l.rate), flat: formatMoney(l.flatAmount), applyTo: l.applyTo };
  return { tax1: line(taxes.tax1), tax2: line(taxes.tax2), tax1Name: taxes.tax1Name, tax2Name: taxes.tax2Name };
}

describe('chooseHotelTaxes', () => {
  it('takes Tax 1 from the first rate applying to all, Tax 2 from the next applying to daily or all', () => {
    const rates = [
      taxRate({ id: 3, name: 'Resort Fee', rate: '0.05', applyTo: ['daily'], sortOrder: 2 }),
      taxRate({ id: 2, name: 'Occupancy Tax', rate: '0.0825', applyTo: ['all'], sortOrder: 1 }),
    ];
    expect(summary(chooseHotelTaxes(rates, SETTINGS))).toEqual({
      tax1: { name: 'Occupancy Tax', label: '8.25%', rate: '0.0825', flat: '0.00', applyTo: ['all'] },
      tax2: { name: 'Resort Fee', label: '5.00%', rate: '0.05', flat: '0.00', applyTo: ['daily'] },
      tax1Name: 'Occupancy Tax',
      tax2Name: 'Resort Fee',
    });
  });

  it.each<{ title: string; rates: Partial<TaxRateLike>[]; tax1: string | null; tax2: string | null }>([
    {
      title: 'lowest sortOrder wins before id',
      rates: [
        { id: 1, name: 'A', sortOrder: 5 },
        { id: 2, name: 'B', sortOrder: 1 },
      ],
      tax1: 'B',
      tax2: 'A',
    },
    {
      title: 'equal sortOrder: lowest id wins',
      rates: [
        { id: 9, name: 'Nine', sortOrder: 0 },
        { id: 4, name: 'Four', sortOrder: 0 },
      ],
      tax1: 'Four',
      tax2: 'Nine',
    },
    {
      title: 'inactive rates are skipped',
      rates: [
        { id: 1, name: 'Old', isActive: false },
        { id: 2, name: 'Current' },
        { id: 3, name: 'Fee', applyTo: ['daily'] },
      ],
      tax1: 'Current',
      tax2: 'Fee',
    },
    {
      title: 'Tax 1 needs all; a daily-only rate earlier in order becomes Tax 2',
      rates: [
        { id: 1, name: 'Daily Fee', applyTo: ['daily'], sortOrder: 0 },
        { id: 2, name: 'State Tax', applyTo: ['all'], sortOrder: 1 },
      ],
      tax1: 'State Tax',
      tax2: 'Daily Fee',
    },
    {
      title: 'no rate applies to all: no Tax 1, Tax 2 still chosen',
      rates: [{ id: 1, name: 'Daily Fee', applyTo: ['daily', 'weekly'] }],
      tax1: null,
      tax2: 'Daily Fee',
    },
    {
      title: 'weekly-only and monthly-only rates are never Tax 2',
      rates: [
        { id: 1, name: 'State Tax' },
        { id: 2, name: 'Weekly Fee', applyTo: ['weekly'] },
        { id: 3, name: 'Monthly Fee', applyTo: ['monthly'] },
      ],
      tax1: 'State Tax',
      tax2: null,
    },
    {
      title: 'a single rate applying to all is Tax 1 only',
      rates: [{ id: 1, name: 'Only Tax' }],
      tax1: 'Only Tax',
      tax2: null,
    },
    {
      title: 'three rates applying to all: the third is ignored',
      rates: [
        { id: 1, name: 'One', sortOrder: 1 },
        { id: 2, name: 'Two', sortOrder: 2 },
        { id: 3, name: 'Three', sortOrder: 3 },
      ],
      tax1: 'One',
      tax2: 'Two',
    },
    {
      title: 'all rates inactive: no taxes (the settings do not step in)',
      rates: [
        { id: 1, name: 'A', isActive: false },
        { id: 2, name: 'B', isActive: false },
      ],
      tax1: null,
      tax2: null,
    },
  ])('$title', ({ rates, tax1, tax2 }) => {
    const taxes = chooseHotelTaxes(rates.map(taxRate), SETTINGS);
    expect(taxes.tax1?.name ?? null).toBe(tax1);
    expect(taxes.tax2?.name ?? null).toBe(tax2);
    expect(taxes.tax1Name).toBe(tax1 ?? 'Tax 1');
    expect(taxes.tax2Name).toBe(tax2 ?? 'Tax 2');
  });

  it('parses flat fees by their amount and ignores whatever rate was typed for them', () => {
    const taxes = chooseHotelTaxes(
      [
        taxRate({ id: 1, name: 'City Tax', rate: '0.06' }),
        taxRate({ id: 2, name: 'Parking', isPercentage: false, rate: '2', flatAmount: '2.00', applyTo: ['daily'] }),
      ],
      SETTINGS,
    );
    expect(summary(taxes).tax2).toEqual({
      name: 'Parking',
      label: '$2.00',
      rate: '0.00',
      flat: '2.00',
      applyTo: ['daily'],
    });
  });

  it('falls back to Tax 1 / Tax 2 for blank names', () => {
    const taxes = chooseHotelTaxes([taxRate({ id: 1, name: '  ' }), taxRate({ id: 2, name: '', applyTo: ['daily'] })], SETTINGS);
    expect([taxes.tax1?.name, taxes.tax2?.name, taxes.tax1Name, taxes.tax2Name]).toEqual(['Tax 1', 'Tax 2', 'Tax 1', 'Tax 2']);
  });

  it('does not mutate the rates it is given', () => {
    const rates = [taxRate({ id: 2, sortOrder: 2 }), taxRate({ id: 1, sortOrder: 1 })];
    const before = structuredClone(rates);
    chooseHotelTaxes(rates, SETTINGS);
    expect(rates).toEqual(before);
  });

  describe('with no tax rates configured', () => {
    it("applies the settings' rates and names as percentages on Daily and Weekly", () => {
      const taxes = chooseHotelTaxes([], {
        taxRate: '0.0825',
        resortFeeRate: '0.05',
        taxName: 'Sales Tax',
        resortFeeName: 'Resort Fee',
      });
      expect(summary(taxes)).toEqual({
        tax1: { name: 'Sales Tax', label: '8.25%', rate: '0.0825', flat: '0.00', applyTo: ['daily', 'weekly'] },
        tax2: { name: 'Resort Fee', label: '5.00%', rate: '0.05', flat: '0.00', applyTo: ['daily', 'weekly'] },
        tax1Name: 'Sales Tax',
        tax2Name: 'Resort Fee',
      });
    });

    it('treats missing rates as 0 and blank names as Tax 1 / Tax 2', () => {
      const taxes = chooseHotelTaxes([], { taxRate: '', resortFeeRate: ' ', taxName: '', resortFeeName: '' });
      expect(summary(taxes)).toEqual({
        tax1: { name: 'Tax 1', label: '0.00%', rate: '0.00', flat: '0.00', applyTo: ['daily', 'weekly'] },
        tax2: { name: 'Tax 2', label: '0.00%', rate: '0.00', flat: '0.00', applyTo: ['daily', 'weekly'] },
        tax1Name: 'Tax 1',
        tax2Name: 'Tax 2',
      });
    });

    it('refuses a setting that is not a fraction', () => {
      expect(() => chooseHotelTaxes([], { ...SETTINGS, taxRate: '8' })).toThrow('Tax rate must be a fraction between 0 and 1');
    });
  });
});

describe('taxApplies', () => {
  const line = (applyTo: TaxApplyTo[]): TaxLine => ({
    name: 'T',
    isPercentage: true,
    rate: parseRate('0.08'),
    flatAmount: ZERO,
    applyTo,
    taxRateId: null,
    longStay: null,
  });

  it.each<[TaxApplyTo[], RateType, boolean]>([
    [['all'], 'Daily', true],
    [['all'], 'Weekly', true],
    [['all'], 'Monthly', false],
    [['daily'], 'Daily', true],
    [['daily'], 'Weekly', false],
    [['weekly'], 'Weekly', true],
    [['weekly'], 'Daily', false],
    [['daily', 'weekly'], 'Weekly', true],
    [['monthly'], 'Monthly', false],
    [['all', 'monthly'], 'Monthly', false],
    [[], 'Daily', false],
  ])('applyTo %j on %s: %s', (applyTo, rateType, expected) => {
    expect(taxApplies(line(applyTo), rateType)).toBe(expected);
  });
});

describe('taxLabel and taxColumnTitle', () => {
  const percent: TaxLine = {
    name: 'Occupancy',
    isPercentage: true,
    rate: parseRate('0.0825'),
    flatAmount: ZERO,
    applyTo: ['all'],
    taxRateId: null,
    longStay: null,
  };
  const flat: TaxLine = { ...percent, name: 'Parking', isPercentage: false, flatAmount: cents(123450) };

  it.each([
    [percent, 2, '8.25%'],
    [percent, 1, '8.3%'],
    [{ ...percent, rate: parseRate('0.08') }, 2, '8.00%'],
    [flat, 2, '$1,234.50'],
  ] as const)('labels %#', (line, decimals, expected) => {
    expect(taxLabel(line, decimals)).toBe(expected);
  });

  it('titles a column with the name and the label', () => {
    expect(taxColumnTitle('Occupancy', percent)).toBe('Occupancy (8.25%)');
    expect(taxColumnTitle('Parking', flat)).toBe('Parking ($1,234.50)');
    expect(taxColumnTitle('Tax 2', null)).toBe('Tax 2');
  });
});
