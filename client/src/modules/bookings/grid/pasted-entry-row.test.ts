import type { PastedCells } from '@core/booking-paste';
import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { entryProblems } from './entry-problems';
import { blankEntryRow, type PricingSettings } from './entry-row';
import { entryRowFromPaste, withPastedRates } from './pasted-entry-row';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const base: PricingSettings = { taxes, entryMode: 'base' };
const total: PricingSettings = { taxes, entryMode: 'total' };
const rates = { dailyRate: '100.00', weeklyRate: '500.00', monthlyRate: '1500.00' };
const labels = ['101 – Standard', '102 – Standard'];
const rooms = { labels, byLabel: new Map(labels.map((label, index) => [label, { id: index + 1 }])) };

const cells = (given: Partial<PastedCells>): PastedCells => ({
  room: '',
  guest: '',
  checkInDate: '',
  rateType: '',
  nights: '',
  dailyWeeklyAmount: '',
  monthlyAmount: '',
  grandTotal: '',
  paidAmount: '',
  paymentMethod: '',
  longStayAgreement: '',
  autoRenew: '',
  ...given,
});
const paste = (given: Partial<PastedCells>, pricing = base) =>
  entryRowFromPaste(cells(given), blankEntryRow('2026-11-21', pricing), rooms, pricing);

describe('a pasted row in the entry row', () => {
  it('is read and priced as typed', () => {
    const row = paste({
      room: '101',
      guest: 'ann lee',
      checkInDate: '12/15/26',
      nights: '3',
      dailyWeeklyAmount: '$1,000',
      paidAmount: '50',
    });
    expect(row).toMatchObject({
      room: '101 – Standard',
      roomId: 1,
      guest: 'Lee, Ann',
      checkInDate: '2026-12-15',
      rateType: 'Daily',
      nights: 3,
      typedNights: 3,
      checkOutDate: '2026-12-18',
      dailyWeeklyAmount: '1000.00',
      subtotal: '3000.00',
      grandTotal: '3390.00',
      paidAmount: '50.00',
      balance: '3340.00',
      status: 'Partially Paid',
    });
  });

  it("gives blank cells the blank form's defaults and the room's rates to blank amounts only", () => {
    const row = paste({ room: '102', guest: 'Ray, Bob', rateType: 'w' });
    expect(row).toMatchObject({ checkInDate: '2026-11-21', rateType: 'Weekly', nights: 7, roomId: 2, dailyWeeklyAmount: '' });
    expect(withPastedRates(row, rates, base)).toMatchObject({
      dailyWeeklyAmount: '500.00',
      monthlyAmount: '1500.00',
      grandTotal: '565.00',
    });
    const typed = paste({ room: '102', guest: 'Ray, Bob', dailyWeeklyAmount: '80' });
    expect(withPastedRates(typed, rates, base)).toMatchObject({ dailyWeeklyAmount: '80.00', grandTotal: '90.40' });
  });

  it('keeps a pasted total in total-rate entry, and prefills one from the rate otherwise', () => {
    expect(paste({ room: '101', guest: 'Lee, Ann', nights: '2', grandTotal: '$226.00' }, total)).toMatchObject({
      grandTotal: '226.00',
      totalTyped: true,
      dailyWeeklyAmount: '100.00',
    });
    const prefilled = withPastedRates(paste({ room: '101', guest: 'Lee, Ann', nights: '2' }, total), rates, total);
    expect(prefilled).toMatchObject({ grandTotal: '226.00', totalTyped: false });
  });

  it('keeps what it cannot read, so each cell says its own message', () => {
    const row = paste({
      room: '999',
      guest: 'Lee, Ann',
      checkInDate: '13/45/26',
      rateType: 'yearly',
      nights: '2.5',
      paidAmount: 'lots',
    });
    expect(row).toMatchObject({
      room: '999',
      roomId: null,
      checkInDate: '13/45/26',
      rateType: 'yearly',
      nights: '2.5',
      paidAmount: 'lots',
    });
    expect(entryProblems(row, 'base')).toEqual({
      room: 'Please select a room',
      checkInDate: 'Please select check-in date',
      rateType: 'Rate type must be Daily, Weekly or Monthly',
      nights: 'Nights must be between 1 and 3650',
      paidAmount: 'Amounts must be numbers with at most 2 decimals',
    });
  });

  it('takes its Method as the folio names it, or as pasted; blank is Cash', () => {
    expect(
      [paste({ paymentMethod: 'credit card' }), paste({ paymentMethod: 'Voucher' }), paste({})].map((row) => row.paymentMethod),
    ).toEqual(['Credit Card', 'Voucher', 'Cash']);
  });

  it('takes its long-stay agreement as Yes / No; blank is none, a word it cannot read is marked', () => {
    const agreement = (text: string) => paste({ room: '101', guest: 'Lee, Ann', longStayAgreement: text });
    expect(['Yes', 'x', 'TRUE', 'no', ''].map((text) => agreement(text).longStayAgreement)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(entryProblems(agreement('maybe'), 'base').longStayAgreement).toBe('Long-stay agreement must be true or false');
  });

  it('takes auto-renew as Yes / No beside the agreement; blank is off, a word it cannot read is marked', () => {
    const renewing = (text: string) => paste({ room: '101', guest: 'Lee, Ann', longStayAgreement: 'yes', autoRenew: text });
    expect(['Yes', 'x', 'no', ''].map((text) => [renewing(text).autoRenew, renewing(text).longStayAgreement])).toEqual([
      [true, true],
      [true, true],
      [false, true],
      [false, true],
    ]);
    expect(entryProblems(renewing('weekly'), 'base')).toEqual({ autoRenew: 'Auto-renew must be true or false' });
  });
});
