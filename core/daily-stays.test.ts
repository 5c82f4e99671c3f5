import { describe, expect, it } from 'vitest';
import { buildDailyStays, type DailyStayRow } from './daily-stays';
import { cents, formatMoney } from './money';

const row = (bookingId: number, roomNumber: string, checkInDate: string, checkOutDate: string, paid = 0): DailyStayRow => ({
  bookingId,
  guest: `Guest, ${bookingId}`,
  roomNumber,
  checkInDate,
  checkOutDate,
  grandTotal: cents(33900),
  extras: cents(1500),
  paid: cents(paid),
});

describe('the daily report’s stays', () => {
  it('lists arrivals, departures and stays in house on the date, by room number, with the folio balance', () => {
    const stays = buildDailyStays('2026-11-22', [
      row(1, '110', '2026-11-20', '2026-11-23', 20000),
      row(2, '12', '2026-11-22', '2026-11-24'),
      row(3, '9', '2026-11-19', '2026-11-22', 40000),
    ]);
    const show = (list: typeof stays.arrivalStays) =>
      list.map((stay) => [stay.roomNumber, stay.guest, formatMoney(stay.balance)]);
    expect(show(stays.arrivalStays)).toEqual([['12', 'Guest, 2', '354.00']]);
    expect(show(stays.departureStays)).toEqual([['9', 'Guest, 3', '-46.00']]);
    expect(show(stays.inHouseStays)).toEqual([
      ['12', 'Guest, 2', '354.00'],
      ['110', 'Guest, 1', '154.00'],
    ]);
  });
});
