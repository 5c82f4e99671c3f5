import type Handsontable from 'handsontable/base';
import { currentEvent } from './entry-grid-settings';

/** Puts the cursor on the first row's Room (or the given column: Guest when the room is given) and gives the grid the keys. */
export function focusEntryRoom(instance: Handsontable | null, col = 0) {
  focusEntryCell(instance, 0, col);
}

/** Puts the cursor on a cell and gives the grid the keys, also from a click (a button under the grid). */
export function focusEntryCell(instance: Handsontable | null, row: number, col: number) {
  if (!instance) return;
  instance.selectCell(row, col);
  instance.listen();
  // Called from a click (CLEAR, New Booking, CANCEL EDIT, clicked or pressed): when that click reaches the
  // document, Handsontable leaves the grid's focus scope and stops listening, as for any click outside it;
  // the first key would then open an editor whose Tab the grid ignores. Take the grid back when the click
  // reaches the window, within the same click: a timer could come after the next key.
  if (currentEvent()?.type === 'click') {
    window.addEventListener(
      'click',
      () => {
        if (instance.isDestroyed) return;
        instance.getFocusScopeManager().activateScope('grid');
        instance.listen();
      },
      { once: true },
    );
  }
}

/**
 * Whether the clerk is already at work elsewhere on the page: a cell of another grid (Recent Bookings) or a
 * field holds the focus. The entry row appears only once the room list has come, which is asked after Recent
 * Bookings' first page: appearing, it must not take the keys from a clerk who has already clicked a booking.
 */
export function keysAreElsewhere(own: Element | null): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || own?.contains(focused)) return false;
  return focused.closest('.handsontable') !== null || focused.matches('input, textarea, select, [contenteditable]');
}
