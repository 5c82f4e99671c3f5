import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { blankEntryRow, type EntryRow } from './entry-row';
import { lowAmountQuestion } from './entry-questions';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const suite = { name: 'Suite', dailyRate: '200.00', weeklyRate: '1000.00', monthlyRate: '3000.00' };
const rates = { dailyRate: '90.00', weeklyRate: '450.00', monthlyRate: '1400.00' };
const row = (changes: Partial<EntryRow>): EntryRow => ({
  ...blankEntryRow('2026-11-21', { taxes, entryMode: 'base' }),
  roomId: 3,
  room: '301 – Suite',
  guest: 'Lee, Ann',
  rates,
  ...changes,
});

describe('the question about an amount far below the room type’s rate', () => {
  it.each([
    [
      'a Monthly 31',
      { rateType: 'Monthly', monthlyAmount: '31.00' },
      "$31.00 is far below Suite's monthly rate of $3,000.00 — keep it?",
    ],
    ['a Daily 99.99', { dailyWeeklyAmount: '99.99' }, "$99.99 is far below Suite's daily rate of $200.00 — keep it?"],
    [
      'a Weekly 0',
      { rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '0.00' },
      "$0.00 is far below Suite's weekly rate of $1,000.00 — keep it?",
    ],
    ['a Daily 100 (half)', { dailyWeeklyAmount: '100.00' }, null],
    ['a Monthly 1500 (half)', { rateType: 'Monthly', monthlyAmount: '1500.00' }, null],
    ['a blank amount', { dailyWeeklyAmount: '' }, null],
    ['an unreadable amount', { dailyWeeklyAmount: 'abc' }, null],
    [
      'the room’s own (period) rate, however low',
      { rateType: 'Monthly', monthlyAmount: '1400.00', rates: { ...rates, monthlyRate: '1400.00' } },
      null,
    ],
    ['a period’s daily rate under half', { dailyWeeklyAmount: '90.00', rates: { ...rates, dailyRate: '90.00' } }, null],
    ['a bad rate type', { rateType: 'zz', dailyWeeklyAmount: '1.00' }, null],
  ] as const)('%s', (_name, changes, text) => {
    expect(lowAmountQuestion(row(changes as Partial<EntryRow>), suite, 'base')?.text ?? null).toBe(text);
  });

  it('says which cell and value it is about, so that keeping one value does not keep another', () => {
    expect(lowAmountQuestion(row({ rateType: 'Monthly', monthlyAmount: '31.00' }), suite, 'base')).toMatchObject({
      field: 'monthlyAmount',
      key: 'monthlyAmount:31.00',
    });
    expect(lowAmountQuestion(row({ rateType: 'Monthly', monthlyAmount: '32.00' }), suite, 'base')?.key).toBe(
      'monthlyAmount:32.00',
    );
  });

  it('asks nothing for a room without a type', () => {
    expect(lowAmountQuestion(row({ dailyWeeklyAmount: '1.00' }), null, 'base')).toBeNull();
  });

  it('in total-rate entry asks at Grand Total about the nightly amount a typed total comes to', () => {
    const typed = row({ nights: 2, grandTotal: '113.00', dailyWeeklyAmount: '50.00', totalTyped: true });
    expect(lowAmountQuestion(typed, suite, 'total')).toEqual({
      field: 'grandTotal',
      key: 'grandTotal:113.00',
      text: "$50.00 is far below Suite's daily rate of $200.00 — keep it?",
    });
    expect(lowAmountQuestion({ ...typed, totalTyped: false }, suite, 'total')).toBeNull();
  });
});
