import { nightsForRateType } from '@core/booking-engine';
import { isRateType, paymentMethodNamed } from '@core/booking-choices';
import { pastedBookingRowSchema, type PastedCells } from '@core/booking-paste';
import { isCalendarDate } from '@core/stay-dates';
import type { z } from 'zod';
import { normaliseGuestName, normaliseRoom } from './cell-values';
import { pastedFlags } from './flag-columns';
import { withDerived, withRates, type EntryRates, type EntryRow, type PricingSettings } from './entry-row';

/** The hotel's rooms as the Room cell knows them. */
export interface PasteRooms {
  labels: readonly string[];
  byLabel: ReadonlyMap<string, { id: number }>;
}

const cell = pastedBookingRowSchema.shape;

/** The cell's value as the paste schema reads it, or the text as pasted (the entry row then says what is wrong). */
function readOr<T>(schema: z.ZodType<T, string>, text: string): T | string {
  const parsed = schema.safeParse(text);
  return parsed.success ? parsed.data : text.trim();
}

/**
 * One pasted row as the entry row holds it had the clerk typed each cell: the room matched to the hotel's
 * rooms, the guest's name as it will be stored, dates and amounts read, blank cells given the blank form's
 * defaults (today, Daily, the rate type's nights), and the figures computed. A cell that cannot be read
 * keeps its text, so that it is marked and says its message as a typed one does.
 */
export function entryRowFromPaste(cells: PastedCells, blank: EntryRow, rooms: PasteRooms, pricing: PricingSettings): EntryRow {
  const room = normaliseRoom(cells.room, rooms.labels);
  const checkInDate = cells.checkInDate.trim() ? readOr(cell.checkInDate, cells.checkInDate) : blank.checkInDate;
  const rateType = readOr(cell.rateType, cells.rateType);
  const nights = readOr(cell.nights, cells.nights);
  const typedNights = typeof nights === 'number' ? nights : null;
  const known = isRateType(rateType) && isCalendarDate(checkInDate);
  // Blank nights are the rate type's (1 for Daily, 7 for Weekly); a month is always the calendar month.
  const stayNights =
    known && (nights === null || rateType === 'Monthly') ? nightsForRateType(rateType, checkInDate, typedNights) : (nights ?? 1);
  const totalEntry = pricing.entryMode === 'total';
  const grandTotal = totalEntry ? readOr(cell.grandTotal, cells.grandTotal) : '';
  return withDerived(
    {
      ...blank,
      room,
      roomId: rooms.byLabel.get(room)?.id ?? null,
      guest: normaliseGuestName(cells.guest),
      checkInDate,
      rateType,
      nights: stayNights,
      typedNights,
      dailyWeeklyAmount: readOr(cell.dailyWeeklyAmount, cells.dailyWeeklyAmount),
      monthlyAmount: readOr(cell.monthlyAmount, cells.monthlyAmount),
      grandTotal,
      paidAmount: readOr(cell.paidAmount, cells.paidAmount),
      paymentMethod: paymentMethodNamed(cells.paymentMethod),
      ...pastedFlags(cells),
      totalTyped: totalEntry && grandTotal !== '',
    },
    pricing,
  );
}

/**
 * The room's rates for a pasted row, as picking the room fills them: only the amounts the paste left blank
 * (a pasted amount is the clerk's, as a typed one is).
 */
export function withPastedRates(row: EntryRow, rates: EntryRates, pricing: PricingSettings): EntryRow {
  const rated = withRates(row, rates, pricing);
  // In total-rate entry the daily/weekly amount is worked out from the total, never kept.
  const keepDailyWeekly = pricing.entryMode === 'base' && row.dailyWeeklyAmount !== '';
  return withDerived(
    {
      ...rated,
      dailyWeeklyAmount: keepDailyWeekly ? row.dailyWeeklyAmount : rated.dailyWeeklyAmount,
      monthlyAmount: row.monthlyAmount || rated.monthlyAmount,
    },
    pricing,
  );
}
