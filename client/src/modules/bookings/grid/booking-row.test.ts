import { describe, expect, it } from 'vitest';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import {
  bookingBatchFields,
  bookingInputFromRow,
  describeCellChange,
  inPlaceProblem,
  normaliseInPlace,
  toBookingRow,
} from './booking-row';

const booking: BookingFieldsFragment = {
  id: 12,
  roomId: 4,
  room: { id: 4, roomNumber: '101', roomTypeName: 'Standard' },
  guest: 'Smith, John',
  guestId: 7,
  checkInDate: '2027-03-10',
  rateType: 'Daily',
  nights: 3,
  checkOutDate: '2027-03-13',
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '0.00',
  subtotal: '300.00',
  taxAmount: '24.00',
  resortFee: '15.00',
  grandTotal: '339.00',
  extras: '0.00',
  paidAmount: '100.00',
  balance: '239.00',
  paymentMethod: 'Cash',
  status: 'Unpaid',
  stayStatus: 'Checked In',
  version: 3,
};

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
    });
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
      ]),
    ).toEqual({ checkInDate: '2026-12-16', nights: 4, paidAmount: '0.00', guest: 'Lee, Ann' });
  });

  it('lists each changed cell as the grid shows it', () => {
    expect(describeCellChange(1503, 'Check-in', 'checkInDate', '2026-12-15', '2026-12-16')).toBe(
      '#1503 Check-in 12/15/26 → 12/16/26',
    );
    expect(describeCellChange(7, 'Paid', 'paidAmount', '0.00', '1250.5')).toBe('#7 Paid $0.00 → $1,250.50');
    expect(describeCellChange(7, 'Nights', 'nights', 3, 4)).toBe('#7 Nights 3 → 4');
  });
});
