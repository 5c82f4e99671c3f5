import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { savedBooking } from '../../../testing/saved-booking';
import {
  amountsOf,
  blankEntryRow,
  CHECK_OUT_MESSAGE,
  entryRowFromBooking,
  checkEntry,
  isEntryFieldEditable,
  withDerived,
  withLateRates,
  withRates,
  withRateType,
  type EntryRow,
  type PricingSettings,
} from './entry-row';

// A hotel without tax rates: the settings' 8% and 5% (spec section 9).
const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const base: PricingSettings = { taxes, entryMode: 'base' };
const total: PricingSettings = { taxes, entryMode: 'total' };
const rates = { dailyRate: '100.00', weeklyRate: '500.00', monthlyRate: '1500.00' };

const row = (changes: Partial<EntryRow>, pricing = base): EntryRow =>
  withDerived({ ...blankEntryRow('2026-11-21', pricing), ...changes }, pricing);

const figures = (entry: EntryRow) => [
  entry.checkOutDate,
  entry.subtotal,
  entry.taxAmount,
  entry.resortFee,
  entry.grandTotal,
  entry.balance,
  entry.status,
];

describe('the entry row', () => {
  it('starts blank with today, Daily, 1 night, Cash, Unpaid', () => {
    const blank = blankEntryRow('2026-11-21', base);
    expect(blank).toMatchObject({
      room: '',
      guest: '',
      checkInDate: '2026-11-21',
      rateType: 'Daily',
      nights: 1,
      paymentMethod: 'Cash',
    });
    expect(figures(blank)).toEqual(['2026-11-22', '0.00', '0.00', '0.00', '0.00', '0.00', 'Unpaid']);
  });

  it('computes Daily, Weekly and Monthly totals as the server does', () => {
    expect(figures(row({ nights: 3, dailyWeeklyAmount: '100.00' }))).toEqual([
      '2026-11-24',
      '300.00',
      '24.00',
      '15.00',
      '339.00',
      '339.00',
      'Unpaid',
    ]);
    expect(figures(row({ rateType: 'Weekly', nights: 14, dailyWeeklyAmount: '500.00', paidAmount: '100.00' }))).toEqual([
      '2026-12-05',
      '1000.00',
      '80.00',
      '50.00',
      '1130.00',
      '1030.00',
      'Partially Paid',
    ]);
    const monthly = row({ rateType: 'Monthly', monthlyAmount: '1500.00', paidAmount: '1500.00' });
    expect(monthly.nights).toBe(30);
    expect(figures(monthly)).toEqual(['2026-12-21', '1500.00', '0.00', '0.00', '1500.00', '0.00', 'Fully Paid']);
  });

  it("previews the folio's balance and status of a booking with extras, as the server keeps them", () => {
    // A saved stay of 3 nights at 100.00 (339.00 with taxes) with 20.00 of parking on its folio, 339.00 paid.
    const saved = entryRowFromBooking(
      {
        id: 12,
        roomId: 4,
        room: { id: 4, roomNumber: '101', roomTypeName: 'Standard' },
        guest: 'Smith, John',
        guestId: 7,
        checkInDate: '2026-11-21',
        rateType: 'Daily',
        nights: 3,
        checkOutDate: '2026-11-24',
        dailyWeeklyAmount: '100.00',
        monthlyAmount: '0.00',
        subtotal: '300.00',
        taxAmount: '24.00',
        resortFee: '15.00',
        grandTotal: '339.00',
        extras: '20.00',
        paidAmount: '339.00',
        balance: '20.00',
        paymentMethod: 'Cash',
        status: 'Partially Paid',
        stayStatus: 'Checked In',
        source: 'Desk',
        longStayAgreement: false,
        autoRenew: false,
        renewalError: null,
        version: 3,
      },
      base,
    );
    expect([saved.grandTotal, saved.balance, saved.status]).toEqual(['339.00', '20.00', 'Partially Paid']);
    // Another night in the preview: 452.00 and the 20.00 of extras, less the 339.00 paid.
    const longer = withDerived({ ...saved, nights: 4 }, base);
    expect([longer.grandTotal, longer.balance, longer.status]).toEqual(['452.00', '133.00', 'Partially Paid']);
    const settled = withDerived({ ...longer, paidAmount: '472.00' }, base);
    expect([settled.balance, settled.status]).toEqual(['0.00', 'Fully Paid']);
  });

  it('derives the parts from the typed grand total in total-rate entry', () => {
    const entry = row({ nights: 3, grandTotal: '339.00' }, total);
    expect([entry.dailyWeeklyAmount, entry.subtotal, entry.taxAmount, entry.resortFee, entry.grandTotal]).toEqual([
      '100.00',
      '300.00',
      '24.00',
      '15.00',
      '339.00',
    ]);
    expect(isEntryFieldEditable(entry, 'grandTotal', 'total')).toBe(true);
    expect(isEntryFieldEditable(entry, 'dailyWeeklyAmount', 'total')).toBe(false);
  });

  it('fills the amounts from the room rates, and in total-rate entry the grand total they come to', () => {
    expect(withRates(row({ nights: 2 }), rates, base)).toMatchObject({
      dailyWeeklyAmount: '100.00',
      monthlyAmount: '1500.00',
      grandTotal: '226.00',
    });
    expect(withRates(row({ nights: 2 }, total), rates, total)).toMatchObject({
      grandTotal: '226.00',
      dailyWeeklyAmount: '100.00',
    });
  });

  it('takes rates that come late into the amounts not typed meanwhile, keeping the typed one', () => {
    const asked = row({ rateType: 'Weekly', nights: 14 });
    // The weekly amount typed while the rate was on its way: the room's monthly amount still rides along.
    const weekly = withLateRates({ ...asked, dailyWeeklyAmount: '1029.00' }, amountsOf(asked), rates, base);
    expect([weekly.dailyWeeklyAmount, weekly.monthlyAmount, weekly.grandTotal]).toEqual(['1029.00', '1500.00', '2325.54']);
    // The monthly amount typed: the daily rate rides along.
    const monthly = withRateType({ ...asked, rateType: 'Monthly' }, base);
    const late = withLateRates({ ...monthly, monthlyAmount: '1202.50' }, amountsOf(monthly), rates, base);
    expect([late.dailyWeeklyAmount, late.monthlyAmount]).toEqual(['100.00', '1202.50']);
    // Nothing typed meanwhile: the rates as when they come in time.
    expect(withLateRates(asked, amountsOf(asked), rates, base)).toEqual(withRates(asked, rates, base));
  });

  it('switches rate types: Weekly 7 nights at the weekly rate, Monthly one month with nights disabled', () => {
    const picked = withRates(row({}), rates, base);
    const weekly = withRateType({ ...picked, rateType: 'Weekly' }, base);
    expect([weekly.nights, weekly.dailyWeeklyAmount, weekly.grandTotal]).toEqual([7, '500.00', '565.00']);
    expect(withRateType({ ...picked, rateType: 'Weekly', typedNights: 14 }, base).nights).toBe(14);
    const monthly = withRateType({ ...weekly, rateType: 'Monthly' }, base);
    expect([monthly.nights, monthly.checkOutDate, monthly.grandTotal]).toEqual([30, '2026-12-21', '1500.00']);
    expect(isEntryFieldEditable(monthly, 'nights', 'base')).toBe(false);
    expect(isEntryFieldEditable(monthly, 'dailyWeeklyAmount', 'base')).toBe(false);
    expect(isEntryFieldEditable(monthly, 'monthlyAmount', 'base')).toBe(true);
    expect(isEntryFieldEditable(weekly, 'monthlyAmount', 'base')).toBe(false);
  });

  it('keeps the last figures while a cell holds what cannot be priced', () => {
    const priced = withRates(row({ nights: 3 }), rates, base);
    expect(figures(withDerived({ ...priced, rateType: 'zz' }, base))).toEqual(figures(priced));
    expect(figures(withDerived({ ...priced, nights: 'abc' }, base))).toEqual(figures(priced));
    expect(figures(withDerived({ ...priced, dailyWeeklyAmount: '12.345' }, base))).toEqual(figures(priced));
  });

  it('gives Daily back the nights the clerk typed (else 1) after Monthly, and Weekly 7', () => {
    const picked = withRates(row({}), rates, base);
    const monthly = withRateType({ ...picked, rateType: 'Monthly' }, base);
    expect(monthly.nights).toBe(30);
    expect(withRateType({ ...monthly, rateType: 'Daily' }, base).nights).toBe(1);
    expect(withRateType({ ...monthly, rateType: 'Daily', typedNights: 3 }, base).nights).toBe(3);
    expect(withRateType({ ...monthly, rateType: 'Weekly', typedNights: 3 }, base).nights).toBe(7);
  });

  it('in total-rate entry, lets the prefilled total follow the nights until the clerk types one', () => {
    const picked = withRates(row({}, total), rates, total);
    expect(picked.grandTotal).toBe('113.00');
    const threeNights = withDerived({ ...picked, nights: 3 }, total);
    expect([threeNights.grandTotal, threeNights.dailyWeeklyAmount]).toEqual(['339.00', '100.00']);
    const typed = withDerived({ ...threeNights, grandTotal: '300.00', totalTyped: true }, total);
    expect(withDerived({ ...typed, nights: 4 }, total).grandTotal).toBe('300.00');
  });

  it('checks a submit in the order of spec section 5', () => {
    const message = (changes: Partial<EntryRow>) => {
      const result = checkEntry(row(changes), base);
      return result.ok ? null : result.message;
    };
    expect(message({ checkInDate: '', nights: 'x' })).toBe('Please select a room');
    expect(message({ roomId: 3, checkInDate: '' })).toBe('Please enter guest name');
    expect(message({ roomId: 3, guest: 'Ann Lee', checkInDate: '' })).toBe('Please select check-in date');
    expect(message({ roomId: 3, guest: 'Ann Lee', nights: 'x' })).toBe('Nights must be between 1 and 3650');
    // A garbage rate type is named, not the check-out it makes impossible.
    expect(message({ roomId: 3, guest: 'Ann Lee', rateType: 'zz' })).toBe('Rate type must be Daily, Weekly or Monthly');
    expect(message({ roomId: 3, guest: 'Ann Lee', rateType: 'zz' })).not.toBe(CHECK_OUT_MESSAGE);
    expect(message({ roomId: 3, guest: 'Ann Lee', rateType: 'Weekly', nights: 10 })).toBe(
      'Weekly stays must be a whole number of weeks (7, 14, 21 … nights)',
    );
  });

  it('sends the typed guest as "Last, First", or the picked guest with its id', () => {
    const typed = checkEntry(row({ roomId: 3, guest: 'mary jones', nights: 2, dailyWeeklyAmount: '100.00' }), base);
    expect(typed).toMatchObject({
      ok: true,
      input: { roomId: 3, guest: 'Jones, Mary', guestId: null, nights: 2, dailyWeeklyAmount: '100.00', paymentMethod: 'Cash' },
      typedGuest: { firstName: 'Mary', lastName: 'Jones' },
    });
    const picked = checkEntry(row({ roomId: 3, guest: 'Jones, Mary', guestId: 9, pickedGuestName: 'Jones, Mary' }), base);
    expect(picked).toMatchObject({ ok: true, input: { guest: 'Jones, Mary', guestId: 9 }, typedGuest: null });
  });

  it('sends the long-stay agreement as ticked (none on a new row), and refuses a pasted word it cannot read', () => {
    const stay = { roomId: 3, guest: 'Ann Lee', nights: 2, dailyWeeklyAmount: '100.00' };
    expect(row({}).longStayAgreement).toBe(false);
    expect(checkEntry(row(stay), base)).toMatchObject({ ok: true, input: { longStayAgreement: false } });
    expect(checkEntry(row({ ...stay, longStayAgreement: true }), base)).toMatchObject({
      ok: true,
      input: { longStayAgreement: true },
    });
    expect(checkEntry(row({ ...stay, longStayAgreement: 'maybe' }), base)).toEqual({
      ok: false,
      message: 'Long-stay agreement must be true or false',
    });
    // A saved booking shows its agreement in the row.
    expect(entryRowFromBooking({ ...savedBooking, longStayAgreement: true }, base).longStayAgreement).toBe(true);
  });

  it('sends auto-renew as ticked (off on a new row), beside the agreement, and refuses a pasted word it cannot read', () => {
    const stay = { roomId: 3, guest: 'Ann Lee', rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '500.00' };
    expect(row({}).autoRenew).toBe(false);
    expect(checkEntry(row(stay), base)).toMatchObject({ ok: true, input: { autoRenew: false, longStayAgreement: false } });
    expect(checkEntry(row({ ...stay, autoRenew: true }), base)).toMatchObject({
      ok: true,
      input: { autoRenew: true, longStayAgreement: false },
    });
    expect(checkEntry(row({ ...stay, autoRenew: 'weekly' }), base)).toEqual({
      ok: false,
      message: 'Auto-renew must be true or false',
    });
    // A saved stay that renews shows it ticked, and an edit of it sends it on.
    const saved = entryRowFromBooking({ ...savedBooking, autoRenew: true }, base);
    expect([saved.autoRenew, saved.longStayAgreement]).toEqual([true, false]);
    expect(checkEntry(saved, base)).toMatchObject({ ok: true, input: { autoRenew: true } });
    // Space on it in the grid: an input whatever the rate type or entry mode.
    expect(['Daily', 'Weekly', 'Monthly'].map((rateType) => isEntryFieldEditable({ rateType }, 'autoRenew', 'total'))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
