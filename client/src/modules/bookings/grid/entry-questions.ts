import type { EntryMode } from '@core/booking-engine';
import { isRateType } from '@core/booking-choices';
import { formatUsd } from '@core/money';
import { moneyCents } from './cell-values';
import type { EntryField, EntryRow } from './entry-row';

/** A room type's own rates, as the room list gives them (money text). */
export interface TypeRates {
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

/** A question about a typed amount, asked under its cell until the clerk keeps it or changes it. */
export interface AmountQuestion {
  /** The input cell it is about. */
  field: Extract<EntryField, 'dailyWeeklyAmount' | 'monthlyAmount' | 'grandTotal'>;
  /** What a "keep" answers: this cell at this value (another value asks again). */
  key: string;
  text: string;
}

/**
 * An amount under half of the room type's own rate for the row's rate type, typed rather than filled from the
 * room's rates, asks whether it is meant ("31" typed for a month is $31.00): "$31.00 is far below Suite's
 * monthly rate of $3,000.00 — keep it?". In total-rate entry, the per-night (per-week) amount the typed total
 * comes to is the one compared. Null when there is nothing to ask.
 */
export function lowAmountQuestion(
  row: EntryRow,
  roomType: TypeRates | null | undefined,
  entryMode: EntryMode,
): AmountQuestion | null {
  if (!roomType || !isRateType(row.rateType)) return null;
  const monthly = row.rateType === 'Monthly';
  const total = !monthly && entryMode === 'total';
  const field = monthly ? 'monthlyAmount' : total ? 'grandTotal' : 'dailyWeeklyAmount';
  const typeRate = monthly ? roomType.monthlyRate : row.rateType === 'Weekly' ? roomType.weeklyRate : roomType.dailyRate;
  const prefilled = monthly ? row.rates?.monthlyRate : row.rateType === 'Weekly' ? row.rates?.weeklyRate : row.rates?.dailyRate;
  // A blank cell, the room's own rates (a rate period's, say) and a total not typed are never questioned.
  if (!row[field].trim() || (total ? !row.totalTyped : row[field] === prefilled)) return null;
  const amount = moneyCents(monthly ? row.monthlyAmount : row.dailyWeeklyAmount);
  const rate = moneyCents(typeRate);
  if (amount === null || rate === null || amount * 2 >= rate) return null;
  return {
    field,
    key: `${field}:${row[field]}`,
    text: `${formatUsd(amount)} is far below ${roomType.name}'s ${row.rateType.toLowerCase()} rate of ${formatUsd(rate)} — keep it?`,
  };
}
