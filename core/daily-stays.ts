import { folioBalance } from './folio';
import type { Cents } from './money';

/**
 * The daily report's names behind its counts (issue 23): who arrives, who leaves and who stays in house on
 * a date, each with the room and what the guest still owes, by the front desk's rules (an arrival checks in
 * that date, a departure checks out that date, a stay is in house when the night of that date is in it).
 */
export interface DailyStayRow {
  bookingId: number;
  guest: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  grandTotal: Cents;
  extras: Cents;
  paid: Cents;
}

export interface DailyStay {
  bookingId: number;
  guest: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  /** The folio's balance: above zero owed, below zero a credit. */
  balance: Cents;
}

export interface DailyStays {
  arrivalStays: DailyStay[];
  departureStays: DailyStay[];
  inHouseStays: DailyStay[];
}

/** One collator for every call: localeCompare with options builds a new one each time, costly over a day's stays. */
const ROOM_ORDER = new Intl.Collator('en', { numeric: true });
const byRoom = (a: DailyStay, b: DailyStay) => ROOM_ORDER.compare(a.roomNumber, b.roomNumber) || a.bookingId - b.bookingId;

/** The stays touching `date` (cancelled and no-show ones already left out) as the three lists, by room. */
export function buildDailyStays(date: string, rows: readonly DailyStayRow[]): DailyStays {
  const stays = rows
    .map((row) => ({
      bookingId: row.bookingId,
      guest: row.guest,
      roomNumber: row.roomNumber,
      checkInDate: row.checkInDate,
      checkOutDate: row.checkOutDate,
      balance: folioBalance(row.grandTotal, row.extras, row.paid),
    }))
    .sort(byRoom);
  return {
    arrivalStays: stays.filter((stay) => stay.checkInDate === date),
    departureStays: stays.filter((stay) => stay.checkOutDate === date),
    inHouseStays: stays.filter((stay) => stay.checkInDate <= date && stay.checkOutDate > date),
  };
}
