import type { BookingSort, BookingSortKey } from '@core/schemas/booking-search.schema';
import type Handsontable from 'handsontable/base';
import { StayDateEditor } from './stay-date-editor';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import {
  balanceRenderer,
  moneyRenderer,
  shortDateRenderer,
  statusRenderer,
  stayStatusRenderer,
  titledTextRenderer,
  type Renderer,
} from './booking-renderers';
import { calendarDateValidator, moneyValidator, nightsValidator } from './booking-validators';
import type { BookingRow } from './booking-row';
import { flagColumns, flagHeaders, type FlagNote } from './flag-columns';
import type { TaxTitles } from './hotel-taxes';

/** The buttons of the Actions cell carry these; the grid listens for clicks on them. */
export const BOOKING_ACTION_ATTRIBUTE = 'data-booking-action';
export const BOOKING_ID_ATTRIBUTE = 'data-booking-id';
/** The Actions cell's buttons: its four icons, and the menu of every action of the row ('menu'). */
export type BookingAction = 'edit' | 'folio' | 'history' | 'delete' | 'menu';
/** The Actions column's data: the booking id (Enter on it edits, Delete deletes, Space opens the row's menu). */
export const BOOKING_ACTIONS_PROP = 'actions';

/**
 * Spec section 2: ID, Room, Guest, Check-in, Rate Type, Nights, Check-out, Subtotal, the two tax names, ...;
 * Method (how Paid was paid) right after the payment Status, then Agreement (the long-stay agreement) and
 * Auto-renew (issue 26), as in the entry row, Stay (issue 14) after them, and Source (Desk, Online, Batch)
 * before the Actions.
 */
export function bookingHeaders(titles: TaxTitles): string[] {
  return [
    'ID',
    'Room',
    'Guest',
    'Check-in',
    'Rate Type',
    'Nights',
    'Check-out',
    'Subtotal',
    titles.tax1Name,
    titles.tax2Name,
    'Grand Total',
    'Paid',
    'Balance',
    'Status',
    'Method',
    ...flagHeaders(),
    'Stay',
    'Source',
    'Actions',
  ];
}

/** The columns the server sorts by (Recent Bookings' "find any booking"), by their data. */
const SORT_KEYS: Readonly<Record<string, BookingSortKey>> = {
  id: 'id',
  room: 'room',
  guest: 'guest',
  checkInDate: 'checkInDate',
  checkOutDate: 'checkOutDate',
  grandTotal: 'grandTotal',
  balance: 'balance',
};

export function sortKeyOf(prop: unknown): BookingSortKey | null {
  return typeof prop === 'string' && Object.hasOwn(SORT_KEYS, prop) ? SORT_KEYS[prop]! : null;
}

/**
 * A header as the clerk reads it: its full name as a tooltip (a narrow column may cut it), and on the
 * sortable ones the order it is in (aria-sort and an arrow) and how to change it.
 */
export function decorateHeader(th: HTMLTableCellElement, title: string, key: BookingSortKey | null, sort: BookingSort | null) {
  th.querySelector('.booking-sort-indicator')?.remove();
  th.classList.remove('booking-sortable', 'booking-sorted');
  th.removeAttribute('aria-sort');
  if (!key) {
    th.title = title;
    return;
  }
  const order = sort?.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none';
  th.title = `${title}: click or press Enter to sort`;
  th.setAttribute('aria-sort', order);
  th.classList.add('booking-sortable');
  if (order === 'none') return;
  th.classList.add('booking-sorted');
  const indicator = th.ownerDocument.createElement('span');
  indicator.className = 'booking-sort-indicator';
  indicator.setAttribute('aria-hidden', 'true');
  indicator.textContent = order === 'ascending' ? '▲' : '▼';
  (th.querySelector('.colHeader') ?? th).after(indicator);
}

// lucide's pencil and trash-2 (ISC licence), inline: the grid renders plain DOM, not React.
const SVG_ATTRIBUTES =
  'xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const ICONS: Record<BookingAction, string> = {
  edit: `<svg ${SVG_ATTRIBUTES}><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/><path d="m15 5 4 4"/></svg>`,
  // lucide's receipt: the stay's folio of charges and payments.
  folio: `<svg ${SVG_ATTRIBUTES}><path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z"/><path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8"/><path d="M12 17.5v-11"/></svg>`,
  history: `<svg ${SVG_ATTRIBUTES}><path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/><path d="M12 7v5l4 2"/></svg>`,
  // lucide's ellipsis: the row's menu, with the actions the icons leave out (cancel, reinstate).
  menu: `<svg ${SVG_ATTRIBUTES}><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/><circle cx="5" cy="12" r="1"/></svg>`,
  delete: `<svg ${SVG_ATTRIBUTES}><path d="M3 6h18"/><path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6"/><path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2"/><line x1="10" x2="10" y1="11" y2="17"/><line x1="14" x2="14" y1="11" y2="17"/></svg>`,
};

/**
 * Pencil (edit in the entry form), folio, history, trash (delete after the confirmation) and the row's menu,
 * carrying the booking's id. They are for the mouse: the keyboard has the cell itself (Enter, Delete, Space for
 * the menu), so they are no Tab stops of their own.
 */
export const actionsRenderer: Renderer = (hot, td, row) => {
  const source = hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as BookingRow | null;
  td.replaceChildren();
  td.className = 'booking-actions-cell htCenter';
  if (!source?.id) return;
  for (const [action, label] of [
    ['edit', 'Edit'],
    ['folio', 'Folio of'],
    ['history', 'History of'],
    ['delete', 'Delete'],
    ['menu', 'Actions for'],
  ] as const) {
    const button = td.ownerDocument.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    button.className = `booking-action booking-action-${action}`;
    button.innerHTML = ICONS[action];
    button.title = `${label} booking #${source.id}`;
    button.setAttribute('aria-label', `${label} booking #${source.id}`);
    button.setAttribute(BOOKING_ACTION_ATTRIBUTE, action);
    button.setAttribute(BOOKING_ID_ATTRIBUTE, String(source.id));
    if (action === 'menu') button.setAttribute('aria-haspopup', 'menu');
    td.append(button);
  }
};

/** "#12", muted: the booking number. */
const idRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.textContent = value ? `#${value}` : '';
  td.classList.add('booking-id');
};

/** A stay whose last automatic renewal was refused says why on its Auto-renew cell, as the Front Desk does. */
const renewalRefused: FlagNote = (hot, row) => {
  const source = hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as BookingRow | null;
  const reason = source?.booking?.renewalError;
  return reason ? `Renewal refused: ${reason}` : null;
};

/**
 * Recent Bookings' columns. Guest, Check-in, Nights, Paid, Agreement and Auto-renew (Space ticks them) edit in
 * place; the rest are read-only and a click on them opens the booking in the entry form.
 */
export function bookingColumns(): Handsontable.ColumnSettings[] {
  // Sized so that every column, up to the row's buttons, shows without scrolling sideways on a 1920 px screen.
  const readOnly = { readOnly: true, className: 'booking-readonly' } as const;
  const money = { renderer: moneyRenderer, width: 86, ...readOnly };
  return [
    { data: 'id', renderer: idRenderer, width: 52, ...readOnly },
    { data: 'room', width: 56, ...readOnly },
    // A long name is cut short; the whole of it on hover.
    { data: 'guest', type: 'text', renderer: titledTextRenderer, width: 140 },
    {
      data: 'checkInDate',
      editor: StayDateEditor as unknown as Handsontable.ColumnSettings['editor'],
      renderer: shortDateRenderer,
      validator: calendarDateValidator,
      width: 84,
    },
    { data: 'rateType', width: 86, ...readOnly },
    { data: 'nights', type: 'text', validator: nightsValidator, className: 'htRight', width: 58 },
    { data: 'checkOutDate', renderer: shortDateRenderer, width: 84, ...readOnly },
    { data: 'subtotal', ...money },
    { data: 'taxAmount', ...money },
    { data: 'resortFee', ...money },
    { data: 'grandTotal', ...money, width: 94 },
    { data: 'paidAmount', type: 'text', renderer: moneyRenderer, validator: moneyValidator, width: 86 },
    { data: 'balance', renderer: balanceRenderer, width: 124, ...readOnly },
    { data: 'status', renderer: statusRenderer, width: 116, ...readOnly },
    // "Bank Transfer" fits.
    { data: 'paymentMethod', width: 104, ...readOnly },
    ...flagColumns({ sized: true, notes: { autoRenew: renewalRefused } }),
    { data: 'stayStatus', renderer: stayStatusRenderer, width: 108, ...readOnly },
    { data: 'source', width: 76, ...readOnly },
    // Its five buttons (119 px) and the cell's padding.
    { data: BOOKING_ACTIONS_PROP, renderer: actionsRenderer, width: 130, readOnly: true },
  ];
}
