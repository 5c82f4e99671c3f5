import type { EntryMode } from '@core/booking-engine';
import { BOOKING_FLAGS } from '@core/booking-choices';
import { bookingSchema } from '@core/schemas/booking.schema';
import { isEntryFieldEditable, type EntryField, type EntryRow } from './entry-row';

/** The input cells whose value the core booking schema checks on its own. */
const SCHEMA_FIELDS = [
  'guest',
  'checkInDate',
  'rateType',
  'nights',
  'dailyWeeklyAmount',
  'monthlyAmount',
  'grandTotal',
  'paidAmount',
  'paymentMethod',
  ...BOOKING_FLAGS,
] as const satisfies readonly (EntryField & keyof typeof bookingSchema.shape)[];

export type EntryProblems = Partial<Record<EntryField, string>>;

/**
 * Each input cell's own problem, in the words of spec section 5 and the core schema: a room that is not one
 * of the hotel's, a blank guest, an impossible date, a rate type or nights the schema refuses, an amount
 * that is not money. Cells that are not inputs in this row's state are not checked.
 */
export function entryProblems(row: EntryRow, entryMode: EntryMode): EntryProblems {
  const problems: EntryProblems = {};
  if (row.roomId === null) problems.room = 'Please select a room';
  for (const field of SCHEMA_FIELDS) {
    if (!isEntryFieldEditable(row, field, entryMode)) continue;
    const value = row[field];
    // Blank rate type and nights are refused here although the API falls back: the grid shows what is saved.
    const blank = value === '' && (field === 'rateType' || field === 'nights');
    const parsed = bookingSchema.shape[field].safeParse(blank ? '?' : value);
    if (!parsed.success) problems[field] = parsed.error.issues[0]?.message ?? 'Invalid value';
  }
  return problems;
}
