import type { HotTableRef } from '@handsontable/react-wrapper';
import type { RefObject } from 'react';

export interface GridActionKeys {
  /** Enter on a row's Actions cell: open its Edit dialog. */
  onEnter: (id: number) => void;
  /** Delete or Backspace on a row's Actions cell: ask to delete it. */
  onDelete: (id: number) => void;
}

/**
 * Keyboard access to the Actions column, whose buttons the grid's own keyboard handling does not reach:
 * with the Actions cell selected (its value is the record id), Enter edits and Delete deletes.
 */
export function gridActionKeyHandler(hotRef: RefObject<HotTableRef | null>, actionsProp: string, keys: GridActionKeys) {
  return (event: KeyboardEvent): void => {
    const hot = hotRef.current?.hotInstance;
    const selected = hot?.getSelectedLast();
    if (!hot || !selected || hot.getActiveEditor()?.isOpened() || document.querySelector('dialog[open]')) return;
    const [row, col] = selected;
    if (row < 0 || col < 0 || hot.colToProp(col) !== actionsProp) return;
    const id = Number(hot.getDataAtRowProp(row, actionsProp));
    if (!Number.isInteger(id)) return;
    const action =
      event.key === 'Enter' ? keys.onEnter : event.key === 'Delete' || event.key === 'Backspace' ? keys.onDelete : null;
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    action(id);
  };
}

/**
 * Runs a row action (open a dialog, confirm a delete) once the grid has finished handling the click that
 * asked for it, with the grid no longer listening to the keyboard: what is typed next goes to the dialog,
 * not to the grid's selected cell. (The grid's own document listeners run after React's, and listen again.)
 */
export function releasingGrid<A extends unknown[]>(hotRef: RefObject<HotTableRef | null>, action: (...args: A) => void) {
  return (...args: A): void => {
    setTimeout(() => {
      const hot = hotRef.current?.hotInstance;
      hot?.unlisten();
      // Handsontable 18 keeps the DOM focus on the selected cell: left there, Tab would walk the grid's buttons.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && hot?.rootElement.contains(focused)) focused.blur();
      action(...args);
    }, 0);
  };
}
