import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { blankEntryRow, withDerived, type EntryRow, type PricingSettings } from './entry-row';

// Today 8% and 5%; from 12/01/26 (issue 26) 12% and 5%, as the server will tax a stay checking in then.
const taxes = (rate: string) =>
  chooseHotelTaxes([], { taxRate: rate, resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const pricing: PricingSettings = {
  taxes: taxes('0.08'),
  scheduledTaxes: [{ effectiveFrom: '2026-12-01', values: taxes('0.12') }],
  entryMode: 'base',
};

const row = (checkInDate: string): EntryRow =>
  withDerived({ ...blankEntryRow('2026-11-21', pricing), checkInDate, nights: 2, dailyWeeklyAmount: '100.00' }, pricing);

describe('the entry row taxes a stay by its check-in date', () => {
  it.each([
    ['2026-11-30', '16.00', '226.00'],
    ['2026-12-01', '24.00', '234.00'],
    ['2027-03-01', '24.00', '234.00'],
  ])('checking in %s: Tax 1 %s, grand total %s', (checkInDate, taxAmount, grandTotal) => {
    expect(row(checkInDate)).toMatchObject({ subtotal: '200.00', taxAmount, resortFee: '10.00', grandTotal });
  });
});
