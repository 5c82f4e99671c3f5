import { BOOKING_FLAGS, BOOKING_FLAG_TITLES, type BookingFlag } from '@core/booking-choices';
import type Handsontable from 'handsontable/base';
import { checkboxRenderer } from 'handsontable/renderers/checkboxRenderer';
import type { Renderer } from './booking-renderers';
import { normaliseYesNo } from './cell-values';

/**
 * The bookings grids' yes/no columns (issue 26): Agreement (the long-stay agreement) and Auto-renew, each a
 * checkbox after Method, in the entry row and in Recent Bookings alike. Everything a grid or a row needs of
 * them is written here once, for every flag of core's BOOKING_FLAGS.
 */

/**
 * Each flag column's width in px: its header fits (its text and 13 px of padding and border), and little more, so
 * that at 1024 px Recent Bookings still shows Status and Actions whole beside the frozen columns.
 */
export const FLAG_COLUMN_WIDTHS: Readonly<Record<BookingFlag, number>> = { longStayAgreement: 88, autoRenew: 94 };

/** The flags' column headers, in the grids' order. */
export const flagHeaders = (): string[] => BOOKING_FLAGS.map((flag) => BOOKING_FLAG_TITLES[flag].column);

/** What a row's flag cell says besides ticked or not (a refused renewal), or null. */
export type FlagNote = (hot: Handsontable.Core, row: number) => string | null;

/**
 * A flag as Handsontable's checkbox (Space ticks or clears it, a click too), named for what it is rather than
 * Handsontable's "Checked": a screen reader on the cell hears "Auto-renew, checked". A note (a refused renewal)
 * marks the cell, shows on hover and is heard with the name.
 */
export function flagRenderer(flag: BookingFlag, note?: FlagNote): Renderer {
  const { name } = BOOKING_FLAG_TITLES[flag];
  return (hot, td, row, col, prop, value, cellProperties) => {
    checkboxRenderer(hot, td, row, col, prop, value, cellProperties);
    const said = note?.(hot, row) ?? null;
    td.classList.add('htCenter', 'booking-flag');
    // Handsontable reuses the cell element for other rows: a title left by one must not stay.
    if (said) {
      td.classList.add('booking-flag-noted');
      td.title = said;
    } else td.removeAttribute('title');
    const input = td.querySelector('input[type=checkbox]');
    input?.setAttribute('aria-label', said ? `${name}, ${said}` : name);
    input?.setAttribute('tabindex', '-1');
  };
}

export interface FlagColumnOptions {
  /** Each column carries its width (a grid sized by its columns; the entry grid lists its widths itself). */
  sized?: boolean;
  /** A flag's cell's note. */
  notes?: Partial<Record<BookingFlag, FlagNote>>;
}

/** The flags' columns, in the grids' order. */
export function flagColumns({ sized = false, notes = {} }: FlagColumnOptions = {}): Handsontable.ColumnSettings[] {
  return BOOKING_FLAGS.map((flag) => ({
    data: flag,
    type: 'checkbox',
    renderer: flagRenderer(flag, notes[flag]),
    ...(sized ? { width: FLAG_COLUMN_WIDTHS[flag] } : {}),
  }));
}

/** A booking's flags (as saved), for a row that shows them. */
export function flagsOf(booking: Readonly<Record<BookingFlag, boolean>>): Record<BookingFlag, boolean> {
  return Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, booking[flag]])) as Record<BookingFlag, boolean>;
}

/** A new booking's flags: none ticked. */
export const NO_FLAGS: Readonly<Record<BookingFlag, boolean>> = flagsOf({ longStayAgreement: false, autoRenew: false });

/** A row's flags as sent: ticked is true, anything else (a word not read) false. */
export function sentFlags(row: Readonly<Record<BookingFlag, unknown>>): Record<BookingFlag, boolean> {
  return Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, row[flag] === true])) as Record<BookingFlag, boolean>;
}

/** Pasted yes/no cells as the checkboxes read them ("Yes", "x", blank ...; an unread word stays as text). */
export function pastedFlags(cells: Readonly<Record<BookingFlag, string>>): Record<BookingFlag, boolean | string> {
  return Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, normaliseYesNo(cells[flag])])) as Record<
    BookingFlag,
    boolean | string
  >;
}
