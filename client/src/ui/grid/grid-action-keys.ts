import type { HotTableRef } from '@handsontable/react-wrapper';
import type { RefObject } from 'react';

export interface GridActionKeys {
  /** Enter on a row's Actions cell: open its Edit dialog. */
  onEnter: (id: number) => void;
  /** Delete or Backspace on a row's Actions cell: ask to delete it. */
  onDelete: (id: number) => void;
  /**
   * Space, Alt+ArrowDown, Shift+F10 or the context-menu key on a row's Actions cell: open the row's menu of
   * actions under the cell.
   */
  onMenu?: (id: number, row: number, cell: HTMLElement) => void;
}

/** The keys that open a menu on a focused element, as menu buttons and desktop applications take them. */
export function isMenuKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return false;
  if (event.key === 'ContextMenu') return true;
  if (event.key === 'F10') return event.shiftKey && !event.altKey;
  if (event.key === 'ArrowDown') return event.altKey && !event.shiftKey;
  return event.key === ' ' && !event.altKey && !event.shiftKey;
}

/**
 * Keyboard access to the Actions column, whose buttons the grid's own keyboard handling does not reach:
 * with the Actions cell selected (its value is the record id), Enter edits, Delete deletes, and the menu keys
 * open the row's menu of actions where the screen has one.
 */
export function gridActionKeyHandler(hotRef: RefObject<HotTableRef | null>, actionsProp: string, keys: GridActionKeys) {
  return (event: KeyboardEvent): void => {
    const hot = hotRef.current?.hotInstance;
    const selected = hot?.getSelectedLast();
    if (!hot || !selected || hot.getActiveEditor()?.isOpened() || document.querySelector('dialog[open]')) return;
    const [row, col] = selected;
    if (row < 0 || col < 0 || hot.colToProp(col) !== actionsProp) return;
    const id = Number(hot.getDataAtRowProp(row, actionsProp));
    if (!Number.isInteger(id) || id <= 0) return;
    const cell = hot.getCell(row, col);
    if (keys.onMenu && cell && isMenuKey(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      // Handsontable's own mark: its shortcuts leave the key alone (Space would not edit the cell).
      (event as KeyboardEvent & { isImmediatePropagationEnabled?: boolean }).isImmediatePropagationEnabled = false;
      keys.onMenu(id, row, cell);
      return;
    }
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
