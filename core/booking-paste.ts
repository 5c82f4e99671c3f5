import { z } from 'zod';
import { BOOKING_FLAGS, BOOKING_FLAG_TITLES, RATE_TYPES, RATE_TYPE_MESSAGE, type BookingFlag } from './booking-choices';
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
 * A yes/no cell (the long-stay agreement, auto-renew) as typed: the entry row reads it as its checkbox does (a
 * word it does not know stays, and is refused). Optional, as these columns came after the others.
 */
const pastedFlag = z
  .string()
  .default('')
  .transform((value) => value.trim());
const pastedFlags = Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, pastedFlag])) as Record<BookingFlag, typeof pastedFlag>;

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
  paymentMethod: text,
  ...pastedFlags,
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
  'paymentMethod',
  ...BOOKING_FLAGS,
] as const satisfies readonly (keyof PastedBookingRow)[];
export type PastedField = (typeof PASTED_FIELDS)[number];
/** One pasted row's input cells as text, blank where the row has no such cell. */
export type PastedCells = Record<PastedField, string>;

/** The input cells as the entry row titles them: the message of a block that fits no layout names them. */
const PASTED_FIELD_TITLES: Record<PastedField, string> = {
  room: 'Room',
  guest: 'Guest',
  checkInDate: 'Check-In',
  rateType: 'RateType',
  nights: 'Nights',
  dailyWeeklyAmount: 'Daily/Weekly',
  monthlyAmount: 'Monthly',
  grandTotal: 'Grand Total',
  paidAmount: 'Paid',
  paymentMethod: 'Method',
  ...(Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, BOOKING_FLAG_TITLES[flag].column])) as Record<BookingFlag, string>),
};

/** The inputs after the entry row's computed columns, which a copy of it may leave out. */
const OPTIONAL_TRAILING = new Set<PastedField>(['paymentMethod', ...BOOKING_FLAGS]);

/**
 * The ways a pasted row's cells are placed without a header row, by its width: up to one cell per input, in
 * the input order; or a copy of the entry row (its columns as `entryColumns` lists them, computed ones
 * included) cut anywhere after its last input, read by the entry row's positions.
 */
export function pasteLayouts(entryColumns: readonly string[]) {
  // Method, Agreement and Auto-renew are optional and sit after the computed columns: a copy may stop after Paid.
  const lastInput = Math.max(
    ...PASTED_FIELDS.filter((field) => !OPTIONAL_TRAILING.has(field)).map((field) => entryColumns.indexOf(field)),
  );
  return {
    inputWidth: PASTED_FIELDS.length,
    entryWidths: { from: lastInput + 1, to: entryColumns.length },
  };
}

/** What pasted rows are: their input cells, or why their width is read no way. */
export type PastedBlock = { ok: true; rows: PastedCells[] } | { ok: false; message: string };

/** A column title as HEADER_FIELDS knows it: letters only, lower case ("Auto-renew" -> "autorenew"). */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

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
  method: 'paymentMethod',
  paymentmethod: 'paymentMethod',
  // A yes/no column by its grid header or its full name: "Agreement", "Long-stay agreement", "Auto-renew".
  ...Object.fromEntries(
    BOOKING_FLAGS.flatMap((flag) =>
      [BOOKING_FLAG_TITLES[flag].column, BOOKING_FLAG_TITLES[flag].name].map((title) => [headerKey(title), flag]),
    ),
  ),
};

const headerField = (cell: string): PastedField | undefined => HEADER_FIELDS[headerKey(cell)];

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
 * left out. Without one, a row of up to twelve cells gives the input cells in the entry row's order (Room,
 * Guest, Check-In, RateType, Nights, Daily/Weekly, Monthly, Grand Total, Paid, Method, Agreement, Auto-renew),
 * and a row as wide as the entry row up to Paid or further (`entryColumns`: 13 cells to all of them) is a copy of
 * it, read by its positions (a copy that stops before Method, Agreement or Auto-renew leaves them blank). A wider
 * row is refused with the layouts that are read.
 */
export function pastedBookingRows(text: string, entryColumns: readonly string[]): PastedBlock {
  const rows = splitSpreadsheetText(text);
  const titles = rows[0]?.map(headerField) ?? [];
  if (titles.includes('room') && titles.includes('guest')) {
    return { ok: true, rows: rows.slice(1).map((cells) => cellsAt(cells, (field) => titles.indexOf(field))) };
  }
  const { inputWidth, entryWidths } = pasteLayouts(entryColumns);
  const misfit = rows.find(
    (cells) => cells.length > inputWidth && (cells.length < entryWidths.from || cells.length > entryWidths.to),
  );
  if (misfit) {
    const entryCopy = entryWidths.from === entryWidths.to ? `${entryWidths.to}` : `${entryWidths.from} to ${entryWidths.to}`;
    return {
      ok: false,
      message:
        `Pasted rows of ${misfit.length} cells match no layout. Paste up to ${inputWidth} cells in this order: ` +
        `${PASTED_FIELDS.map((field) => PASTED_FIELD_TITLES[field]).join(', ')}; or ${entryCopy} cells laid out ` +
        'as the entry row, from Room on; or a block whose first row names its columns (Room, Guest, ...).',
    };
  }
  return {
    ok: true,
    rows: rows.map((cells) =>
      cellsAt(cells, (field) => (cells.length > inputWidth ? entryColumns.indexOf(field) : PASTED_FIELDS.indexOf(field))),
    ),
  };
}
