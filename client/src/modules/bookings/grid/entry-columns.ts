import type { EntryMode } from '@core/booking-engine';
import { BOOKING_FLAGS, isBookingFlag, PAYMENT_METHODS, paymentMethodNamed, RATE_TYPES } from '@core/booking-choices';
import type Handsontable from 'handsontable/base';
import { StayDateEditor } from './stay-date-editor';
import { balanceRenderer, moneyRenderer, shortDateRenderer, statusRenderer, titledTextRenderer } from './booking-renderers';
import { calendarDateValidator, moneyValidator, nightsValidator } from './booking-validators';
import { isEntryFieldEditable, type EntryField, type EntryRow } from './entry-row';
import { normaliseRateType, normaliseRoom } from './cell-values';
import { ChoiceEditor } from './choice-editor';
import { FLAG_COLUMN_WIDTHS, flagColumns, flagHeaders } from './flag-columns';
import { GuestEditor, type GuestLookup, type GuestPicked } from './guest-editor';
import type { TaxTitles } from './hotel-taxes';
import type { RoomChoices } from './room-picker';

/**
 * The entry row's columns: the fifteen of spec section 2 in its order, then Method (the booking's
 * paymentMethod, which the payment Paid records takes) and the yes/no columns of issue 26, Agreement (the
 * long-stay agreement) and Auto-renew, after them so that every column keeps its place.
 */
export const ENTRY_FIELDS = [
  'room',
  'guest',
  'checkInDate',
  'rateType',
  'nights',
  'checkOutDate',
  'dailyWeeklyAmount',
  'monthlyAmount',
  'subtotal',
  'taxAmount',
  'resortFee',
  'grandTotal',
  'paidAmount',
  'balance',
  'status',
  'paymentMethod',
  ...BOOKING_FLAGS,
] as const satisfies readonly EntryField[];

export type EntryColumnField = (typeof ENTRY_FIELDS)[number];

export function entryHeaders(titles: TaxTitles): string[] {
  return [
    'Room',
    'Guest',
    'Check-In',
    'RateType',
    'Nights',
    'Check-out',
    'Daily/Weekly',
    'Monthly',
    'Subtotal',
    titles.tax1Label,
    titles.tax2Label,
    'Grand Total',
    'Paid',
    'Balance',
    'Status',
    'Method',
    ...flagHeaders(),
  ];
}

export interface EntryColumnOptions {
  roomLabels: string[];
  guestLookup: GuestLookup;
  onGuestPicked: GuestPicked;
  /** The Room list of a row as it opens: free rooms for its nights first (the room picker). */
  roomChoicesOf?: (row: number) => RoomChoices;
}

/** Column widths in px, in ENTRY_FIELDS order: each header and the widest usual figure ("$12,345.67") fit. */
export const ENTRY_COLUMN_WIDTHS: readonly number[] = [
  ...[132, 150, 84, 92, 64, 88, 106, 92, 92, 108, 108, 100, 92, 120, 112, 124],
  ...BOOKING_FLAGS.map((flag) => FLAG_COLUMN_WIDTHS[flag]),
];

/** Column settings of the entry grid; which cells are inputs depends on the row (see entryCellMeta). */
export function entryColumns({
  roomLabels,
  guestLookup,
  onGuestPicked,
  roomChoicesOf,
}: EntryColumnOptions): Handsontable.ColumnSettings[] {
  const money = { type: 'text', renderer: moneyRenderer, validator: moneyValidator } as const;
  const computed = { readOnly: true, className: 'entry-computed' } as const;
  return [
    {
      data: 'room',
      type: 'dropdown',
      editor: ChoiceEditor,
      source: roomLabels,
      matchChoice: (typed: string) => matchedOrNull(normaliseRoom(typed, roomLabels), roomLabels),
      choicesOf: roomChoicesOf,
      visibleRows: 10,
      placeholder: 'Select room',
    } as Handsontable.ColumnSettings,
    {
      data: 'guest',
      type: 'text',
      renderer: titledTextRenderer,
      editor: GuestEditor,
      placeholder: 'Last, First',
      guestLookup,
      onGuestPicked,
    } as Handsontable.ColumnSettings,
    {
      data: 'checkInDate',
      editor: StayDateEditor as unknown as Handsontable.ColumnSettings['editor'],
      renderer: shortDateRenderer,
      validator: calendarDateValidator,
    },
    {
      data: 'rateType',
      type: 'dropdown',
      editor: ChoiceEditor,
      source: [...RATE_TYPES],
      matchChoice: (typed: string) => matchedOrNull(normaliseRateType(typed), RATE_TYPES),
    } as Handsontable.ColumnSettings,
    { data: 'nights', type: 'text', validator: nightsValidator, className: 'htRight' },
    { data: 'checkOutDate', renderer: shortDateRenderer, ...computed },
    { data: 'dailyWeeklyAmount', ...money },
    { data: 'monthlyAmount', ...money },
    { data: 'subtotal', renderer: moneyRenderer, ...computed },
    { data: 'taxAmount', renderer: moneyRenderer, ...computed },
    { data: 'resortFee', renderer: moneyRenderer, ...computed },
    { data: 'grandTotal', ...money },
    { data: 'paidAmount', ...money },
    { data: 'balance', renderer: balanceRenderer, ...computed },
    { data: 'status', renderer: statusRenderer, ...computed },
    {
      data: 'paymentMethod',
      type: 'dropdown',
      editor: ChoiceEditor,
      source: [...PAYMENT_METHODS],
      // The folio's six choices, or any text (the spec keeps the method free text).
      strict: false,
      matchChoice: (typed: string) => paymentMethodNamed(typed),
    } as Handsontable.ColumnSettings,
    // Agreement and Auto-renew: Space ticks or clears each; Enter saves here, as on Paid and Method.
    ...flagColumns(),
  ];
}

const matchedOrNull = (value: string, choices: readonly string[]) => (choices.includes(value) ? value : null);

/** Per-cell state: inputs that do not apply in this row's rate type or entry mode are read-only and greyed. */
export function entryCellMeta(
  row: EntryRow | undefined,
  field: EntryColumnField,
  entryMode: EntryMode,
): Partial<Handsontable.CellProperties> {
  if (!row) return {};
  const editable = isEntryFieldEditable(row, field, entryMode);
  const align = field === 'nights' ? 'htRight' : isBookingFlag(field) ? 'htCenter' : '';
  const classes = [editable ? 'entry-input' : 'entry-computed', align];
  return { readOnly: !editable, className: classes.join(' ').trim() };
}

/** The columns Tab and Enter stop at, in order. */
export function editableEntryColumns(row: EntryRow, entryMode: EntryMode): number[] {
  return ENTRY_FIELDS.flatMap((field, index) => (isEntryFieldEditable(row, field, entryMode) ? [index] : []));
}

const PAID_COLUMN = ENTRY_FIELDS.indexOf('paidAmount');

/** Enter saves from Paid, as it always has, and from Method, Agreement and Auto-renew after it (Enter elsewhere moves on). */
export function isSavingEntryColumn(row: EntryRow, col: number, entryMode: EntryMode): boolean {
  return col >= PAID_COLUMN && editableEntryColumns(row, entryMode).includes(col);
}
