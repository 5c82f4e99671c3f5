import { LONG_STAY_PRESETS } from '@core/long-stay-rule';
import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { blankEntryRow, withDerived, type EntryRow, type PricingSettings } from './entry-row';

// Occupancy 6% under the Texas preset, a 2% fee with no rule: the row prices a stay that starts its chain as
// the server will (issue 26), so the clerk sees the saved figures before saving.
const texas = LONG_STAY_PRESETS.find((preset) => preset.name === 'Texas')!.rule;
const rate = (id: number, name: string, value: string, longStay: typeof texas | null) => ({
  id,
  name,
  rate: value,
  isPercentage: true,
  flatAmount: '0.00',
  applyTo: ['all' as const],
  isActive: true,
  sortOrder: id,
  longStay,
});
const pricing: PricingSettings = {
  taxes: chooseHotelTaxes([rate(1, 'Hotel Occupancy Tax', '0.06', texas), rate(2, 'City Fee', '0.02', null)], {
    taxRate: '0',
    resortFeeRate: '0',
    taxName: '',
    resortFeeName: '',
  }),
  entryMode: 'base',
};

const row = (nights: number, longStayAgreement = false): EntryRow =>
  withDerived(
    {
      ...blankEntryRow('2026-11-21', pricing),
      checkInDate: '2027-05-01',
      rateType: 'Daily',
      nights,
      dailyWeeklyAmount: '100.00',
      longStayAgreement,
    },
    pricing,
  );

describe('the entry row under a long-stay rule', () => {
  it.each([
    [30, '180.00', '60.00', '3240.00'],
    [35, '180.00', '70.00', '3750.00'],
  ])(
    '%i nights: the occupancy tax of the first 30 only (%s), the fee every night',
    (nights, taxAmount, resortFee, grandTotal) => {
      expect(row(nights)).toMatchObject({ taxAmount, resortFee, grandTotal });
    },
  );

  it('an agreement exempts the stay from night 1 where the rule says so', () => {
    expect(row(35, true)).toMatchObject({ subtotal: '3500.00', taxAmount: '0.00', resortFee: '70.00', grandTotal: '3570.00' });
  });
});
