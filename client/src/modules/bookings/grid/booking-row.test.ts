import { describe, expect, it } from 'vitest';
import { savedBooking } from '../../../testing/saved-booking';
import {
  bookingBatchFields,
  bookingInputFromRow,
  describeCellChange,
  inPlaceProblem,
  inPlaceRefusal,
  normaliseInPlace,
  toBookingRow,
} from './booking-row';

const booking = savedBooking;

describe('a Recent Bookings row', () => {
  it('derives its status from paid against grand total, whatever was stored', () => {
    expect(toBookingRow(booking).status).toBe('Partially Paid');
    // The stay status sits beside it, as the server gives it.
    expect(toBookingRow(booking).stayStatus).toBe('Checked In');
    expect(toBookingRow({ ...booking, paidAmount: '339.00' }).status).toBe('Fully Paid');
    expect(toBookingRow({ ...booking, paidAmount: '0.00' }).status).toBe('Unpaid');
    // The folio's extras are owed besides the grand total (issue 14): paying the grand total alone is not all.
    expect(toBookingRow({ ...booking, extras: '20.00', paidAmount: '339.00' }).status).toBe('Partially Paid');
    expect(toBookingRow({ ...booking, extras: '20.00', paidAmount: '359.00' }).status).toBe('Fully Paid');
  });

  it('reads values typed in place and refuses what the server would', () => {
    expect(normaliseInPlace('paidAmount', '50')).toBe('50.00');
    expect(normaliseInPlace('nights', '4')).toBe(4);
    expect(normaliseInPlace('checkInDate', '3/12/27')).toBe('2027-03-12');
    expect(normaliseInPlace('guest', 'ann lee')).toBe('Lee, Ann');
    expect(inPlaceProblem('nights', 'x')).toBe('Nights must be between 1 and 3650');
    expect(inPlaceProblem('nights', 0)).toBe('Nights must be between 1 and 3650');
    expect(inPlaceProblem('paidAmount', '-1')).toBe('Amounts must be 0 or more');
    expect(inPlaceProblem('paidAmount', '1.234')).toBe('Amounts must be numbers with at most 2 decimals');
    expect(inPlaceProblem('checkInDate', '2027-02-30')).toBe('Please select check-in date');
    expect(inPlaceProblem('guest', '')).toBe('Please enter guest name');
    expect(inPlaceProblem('nights', 4)).toBeNull();
    // The agreement's checkbox, or Yes / No pasted over it.
    expect(normaliseInPlace('longStayAgreement', 'Yes')).toBe(true);
    expect(normaliseInPlace('longStayAgreement', 'x')).toBe(true);
    expect(normaliseInPlace('longStayAgreement', 'no')).toBe(false);
    expect(normaliseInPlace('longStayAgreement', '')).toBe(false);
    expect(normaliseInPlace('longStayAgreement', 'maybe')).toBe('maybe');
    expect(inPlaceProblem('longStayAgreement', 'maybe')).toBe('Long-stay agreement must be true or false');
    expect(inPlaceProblem('longStayAgreement', true)).toBeNull();
    // Auto-renew is read the same way, and refused in its own words.
    expect(['Yes', 'x', 'no', '', 'maybe'].map((typed) => normaliseInPlace('autoRenew', typed))).toEqual([
      true,
      true,
      false,
      false,
      'maybe',
    ]);
    expect(inPlaceProblem('autoRenew', 'maybe')).toBe('Auto-renew must be true or false');
    expect(inPlaceRefusal(12, 'autoRenew', 'maybe')).toBe('Booking #12, Auto-renew "maybe": Auto-renew must be true or false');
    expect(inPlaceProblem('autoRenew', false)).toBeNull();
  });

  it('saves an edit with the booking as stored and the edited cells', () => {
    const row = { ...toBookingRow(booking), paidAmount: '150.00', nights: 4 };
    expect(bookingInputFromRow(row)).toEqual({
      roomId: 4,
      guest: 'Smith, John',
      guestId: 7,
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 4,
      dailyWeeklyAmount: '100.00',
      monthlyAmount: '0.00',
      grandTotal: '339.00',
      paidAmount: '150.00',
      paymentMethod: 'Cash',
      status: 'Unpaid',
      longStayAgreement: false,
      autoRenew: false,
    });
    // The agreement ticked in place is sent with the rest of the booking as stored.
    expect(bookingInputFromRow({ ...row, longStayAgreement: true })).toMatchObject({ longStayAgreement: true, nights: 4 });
    expect(toBookingRow({ ...booking, longStayAgreement: true }).longStayAgreement).toBe(true);
    // Auto-renew ticked in place goes the same way, the agreement kept as it is.
    expect(bookingInputFromRow({ ...row, autoRenew: true })).toMatchObject({
      autoRenew: true,
      longStayAgreement: false,
      nights: 4,
    });
    expect(toBookingRow({ ...booking, autoRenew: true })).toMatchObject({ autoRenew: true, longStayAgreement: false });
    // A word a paste left unread is never sent as ticked.
    expect(bookingInputFromRow({ ...row, autoRenew: 'maybe' }).autoRenew).toBe(false);
    // Another name is another guest: the server finds or adds them.
    expect(bookingInputFromRow({ ...row, guest: 'Lee, Ann' })).toMatchObject({ guest: 'Lee, Ann', guestId: null });
  });
});

describe('a paste over saved bookings', () => {
  it('sends only the cells it changes, as the batch reads them', () => {
    expect(
      bookingBatchFields([
        { prop: 'checkInDate', after: '2026-12-16' },
        { prop: 'nights', after: 4 },
        { prop: 'paidAmount', after: '' },
        { prop: 'guest', after: 'ann lee' },
        { prop: 'longStayAgreement', after: 'yes' },
        { prop: 'autoRenew', after: 'x' },
      ]),
    ).toEqual({
      checkInDate: '2026-12-16',
      nights: 4,
      paidAmount: '0.00',
      guest: 'Lee, Ann',
      longStayAgreement: true,
      autoRenew: true,
    });
    expect(bookingBatchFields([{ prop: 'autoRenew', after: false }])).toEqual({ autoRenew: false });
  });

  it('lists each changed cell as the grid shows it', () => {
    expect(describeCellChange(1503, 'Check-in', 'checkInDate', '2026-12-15', '2026-12-16')).toBe(
      '#1503 Check-in 12/15/26 → 12/16/26',
    );
    expect(describeCellChange(7, 'Paid', 'paidAmount', '0.00', '1250.5')).toBe('#7 Paid $0.00 → $1,250.50');
    expect(describeCellChange(7, 'Nights', 'nights', 3, 4)).toBe('#7 Nights 3 → 4');
    expect(describeCellChange(7, 'Agreement', 'longStayAgreement', false, true)).toBe('#7 Agreement No → Yes');
    expect(describeCellChange(7, 'Auto-renew', 'autoRenew', false, true)).toBe('#7 Auto-renew No → Yes');
    expect(describeCellChange(7, 'Auto-renew', 'autoRenew', true, false)).toBe('#7 Auto-renew Yes → No');
  });
});

describe('a refused in-place value in Recent Bookings', () => {
  it.each([
    [
      'checkInDate',
      normaliseInPlace('checkInDate', '106'),
      'Booking #12, Check-in "106": Dates must be MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD',
    ],
    ['checkInDate', '', 'Booking #12, Check-in (blank): Please select check-in date'],
    ['nights', normaliseInPlace('nights', 'three'), expect.stringMatching(/^Booking #12, Nights "three": \S/)],
    ['paidAmount', normaliseInPlace('paidAmount', 'lots'), expect.stringMatching(/^Booking #12, Paid "lots": \S/)],
    ['checkInDate', normaliseInPlace('checkInDate', '03/12/27'), null],
  ] as const)('%s %j is refused naming the booking, the column and the value', (field, value, message) => {
    expect(inPlaceRefusal(12, field, value)).toEqual(message);
  });
});
