import type { BookingStatus } from '@core/booking-choices';
import { formatBalance, formatUsd, parseMoney, type Cents } from '@core/money';
import { formatShortUs, isCalendarDate } from '@core/stay-dates';
import type Handsontable from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { stayStatusClassName } from '../../../ui/stay-status-badge';
import { moneyCents } from './cell-values';

export type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;
export type Validator = (value: unknown, callback: (valid: boolean) => void) => void;

/** "$1,250.00", right-aligned; blank stays blank, unreadable text is shown as typed (and marked invalid). */
export const moneyRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  const amount = moneyCents(value);
  td.textContent = amount === null ? String(value ?? '') : formatUsd(amount);
  td.classList.add('htRight', 'booking-money');
};

/**
 * Balance: red while anything is due, green when settled (spec section 2); an overpayment is the guest's
 * credit, "Credit $151.21" (never a bare "-151.21").
 */
export const balanceRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  moneyRenderer(hot, td, row, col, prop, value, cellProperties);
  const amount = signedCents(value);
  td.classList.remove('booking-balance-due', 'booking-balance-clear', 'booking-balance-credit');
  if (amount === null) return;
  td.textContent = formatBalance(amount);
  // A narrow column cuts the text short: the whole of it on hover.
  td.title = td.textContent;
  td.classList.add(amount > 0 ? 'booking-balance-due' : amount < 0 ? 'booking-balance-credit' : 'booking-balance-clear');
};

function signedCents(value: unknown): Cents | null {
  try {
    return parseMoney(String(value ?? '').trim());
  } catch {
    return null;
  }
}

/** Free text (a guest's name) that a narrow column may cut short carries its whole text as a tooltip. */
export const titledTextRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.title = String(value ?? '');
};

/** Stay dates as the grid shows them: MM/dd/yy (spec section 2). */
export const shortDateRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  const text = String(value ?? '');
  td.textContent = isCalendarDate(text) ? formatShortUs(text) : text;
};

const STATUS_CLASSES: Record<BookingStatus, string> = {
  'Fully Paid': 'booking-status-paid',
  'Partially Paid': 'booking-status-partial',
  Unpaid: 'booking-status-unpaid',
};

/** The payment status as a coloured badge. */
export const statusRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  const status = String(value ?? '');
  td.replaceChildren();
  td.classList.add('htCenter');
  if (!status) return;
  const badge = td.ownerDocument.createElement('span');
  badge.className = `booking-status ${STATUS_CLASSES[status as BookingStatus] ?? ''}`;
  badge.textContent = status;
  td.append(badge);
};

/** The stay status (Reserved, Checked In, ...) as a badge, beside the payment one. */
export const stayStatusRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  const status = String(value ?? '');
  td.replaceChildren();
  td.classList.add('htCenter');
  if (!status) return;
  const badge = td.ownerDocument.createElement('span');
  badge.className = stayStatusClassName(status);
  badge.textContent = status;
  td.append(badge);
};
