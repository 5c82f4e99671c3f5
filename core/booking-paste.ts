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

/** The entry row's input cells, in its column order: the cells of a pasted row without a header row. */
export const PASTED_FIELDS = [
  'room',
  'guest',
  'checkInDate',
  'rateType',
  'nights',
  'dailyWeeklyAmount',
  'monthlyAmount',
  'grandTotal',
  'paidAmount',
] as const satisfies readonly (keyof PastedBookingRow)[];
export type PastedField = (typeof PASTED_FIELDS)[number];
/** One pasted row's input cells as text, blank where the row has no such cell. */
export type PastedCells = Record<PastedField, string>;

/** A copy of the entry row itself has all its fifteen columns, computed ones included: where its inputs sit. */
const ENTRY_ROW_WIDTH = 15;
const ENTRY_ROW_POSITIONS: Record<PastedField, number> = {
  room: 0,
  guest: 1,
  checkInDate: 2,
  rateType: 3,
  nights: 4,
  dailyWeeklyAmount: 6,
  monthlyAmount: 7,
  grandTotal: 11,
  paidAmount: 12,
};

/** Column titles a clerk's own sheet may carry (letters only, lower case), and the cell each names. */
const HEADER_FIELDS: Readonly<Record<string, PastedField>> = {
  room: 'room',
  roomnumber: 'room',
  guest: 'guest',
  guestname: 'guest',
  name: 'guest',
  checkin: 'checkInDate',
  checkindate: 'checkInDate',
  arrival: 'checkInDate',
  ratetype: 'rateType',
  nights: 'nights',
  dailyweekly: 'dailyWeeklyAmount',
  rate: 'dailyWeeklyAmount',
  amount: 'dailyWeeklyAmount',
  monthly: 'monthlyAmount',
  grandtotal: 'grandTotal',
  total: 'grandTotal',
  paid: 'paidAmount',
  paidamount: 'paidAmount',
};

const headerField = (cell: string): PastedField | undefined => HEADER_FIELDS[cell.toLowerCase().replace(/[^a-z]/g, '')];

const cellsAt = (cells: readonly string[], positionOf: (field: PastedField) => number | undefined): PastedCells =>
  Object.fromEntries(
    PASTED_FIELDS.map((field) => {
      const position = positionOf(field);
      return [field, position === undefined ? '' : (cells[position] ?? '')];
    }),
  ) as PastedCells;

/**
 * The booking rows of a spreadsheet copy, each as its input cells. A first row titled like a sheet's header
 * (it names Room and Guest) is not a booking: its titles place the columns, in any order, unknown ones
 * left out. Without one, a row of fifteen cells is a copy of the entry row (computed cells left out), and
 * any other row gives the input cells in the entry row's order: Room, Guest, Check-In, RateType, Nights,
 * Daily/Weekly, Monthly, Grand Total, Paid.
 */
export function pastedBookingRows(text: string): PastedCells[] {
  const rows = splitSpreadsheetText(text);
  const titles = rows[0]?.map(headerField) ?? [];
  if (titles.includes('room') && titles.includes('guest')) {
    return rows.slice(1).map((cells) => cellsAt(cells, (field) => titles.indexOf(field)));
  }
  return rows.map((cells) =>
    cellsAt(cells, (field) => (cells.length === ENTRY_ROW_WIDTH ? ENTRY_ROW_POSITIONS[field] : PASTED_FIELDS.indexOf(field))),
  );
}
