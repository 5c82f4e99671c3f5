import type Handsontable from 'handsontable/base';
import { currentEvent } from './entry-grid-settings';

/** Puts the cursor on the first row's Room and gives the grid the keys. */
export function focusEntryRoom(instance: Handsontable | null) {
  if (!instance) return;
  instance.selectCell(0, 0);
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
