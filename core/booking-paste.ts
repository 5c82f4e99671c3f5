import { z } from 'zod';
import { RATE_TYPES, RATE_TYPE_MESSAGE } from './booking-choices';
import { formatMoney } from './money';
import { parseTypedDate, parseTypedMoney, TYPED_DATE_MESSAGE, TYPED_MONEY_MESSAGE } from './typed-values';

/**
 * Rows copied from Excel or Google Sheets into the booking entry row: tab-separated cells, one row a line.
 * A cell holding a tab, a newline or a quote comes quoted ("a ""b"""), as both spreadsheets write it.
 */
export function splitSpreadsheetText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const normalised = text.replace(/\r\n?/g, '\n');
  while (i < normalised.length) {
    const char = normalised[i];
    if (quoted) {
      if (char === '"' && normalised[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  // Spreadsheets end the copy with a newline; wholly blank lines carry no booking.
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

export const PASTED_NIGHTS_MESSAGE = 'Nights must be a whole number of 1 or more';

const text = z.string().transform((value) => value.trim());

/** A pasted date: MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD, as the calendar date it names. */
const pastedDate = text.transform((value, context) => {
  const date = parseTypedDate(value);
  if (date === null) context.addIssue({ code: 'custom', message: TYPED_DATE_MESSAGE });
  return date ?? z.NEVER;
});

/** A pasted amount, with or without $ and thousands separators, as "1250.00"; blank stays blank. */
const pastedMoney = text.transform((value, context) => {
  if (!value) return '';
  const amount = parseTypedMoney(value);
  if (amount === null) context.addIssue({ code: 'custom', message: TYPED_MONEY_MESSAGE });
  return amount === null ? z.NEVER : formatMoney(amount);
});

/** Daily, Weekly or Monthly, any case, or the first letters of one ("w"); blank is Daily. */
const pastedRateType = text.transform((value, context) => {
  if (!value) return RATE_TYPES[0];
  const found = RATE_TYPES.find((rateType) => rateType.toLowerCase().startsWith(value.toLowerCase()));
  if (!found) context.addIssue({ code: 'custom', message: RATE_TYPE_MESSAGE });
  return found ?? z.NEVER;
});

/** Whole nights of 1 or more; blank is left to the rate type (1 for Daily, 7 for Weekly). */
const pastedNights = text.transform((value, context) => {
  if (!value) return null;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    context.addIssue({ code: 'custom', message: PASTED_NIGHTS_MESSAGE });
    return z.NEVER;
  }
  return Number(value);
});

/**
 * One pasted row's input cells, as text, read the way the entry row reads what a clerk types. The room and
 * the guest stay text (the grid matches the room against the hotel's rooms; the booking schema checks the
 * guest). Each refused cell's issue has the field as its path, for the cell's own message.
 */
export const pastedBookingRowSchema = z.object({
  room: text,
  guest: text,
  checkInDate: pastedDate,
  rateType: pastedRateType,
  nights: pastedNights,
  dailyWeeklyAmount: pastedMoney,
  monthlyAmount: pastedMoney,
  grandTotal: pastedMoney,
  paidAmount: pastedMoney,
});

export type PastedBookingRow = z.output<typeof pastedBookingRowSchema>;
