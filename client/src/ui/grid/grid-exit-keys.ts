import type Handsontable from 'handsontable/base';
import { focusBeyond } from './grid-focus';

/** Handsontable's own mark of a key it must not handle further (its keyObserver reads it). */
function stopKey(event: KeyboardEvent) {
  event.preventDefault();
  event.stopImmediatePropagation();
  (event as KeyboardEvent & { isImmediatePropagationEnabled?: boolean }).isImmediatePropagationEnabled = false;
}

const onlyShift = (event: KeyboardEvent) => !event.ctrlKey && !event.altKey && !event.metaKey;

/** Gives the grid the keys again, on its selected cell (or its first one). */
export function takeKeysBack(hot: Handsontable, focusCell = true) {
  if (hot.isDestroyed) return;
  hot.getFocusScopeManager().activateScope('grid');
  hot.listen();
  if (!focusCell) return;
  if (!hot.getSelectedActive()) hot.selectCell(0, 0);
  hot.getFocusManager().focusOnHighlightedCell();
}

/**
 * The ways out of every grid, so that the keyboard is never trapped in one (WCAG 2.1.2):
 * - Tab (Shift+Tab) where the grid's own Tab does not move the cursor (past the last input of the row, before
 *   the first, or in a grid where Tab does not move between cells) goes on to what follows the grid (precedes it);
 * - F6 (Shift+F6) does so from any cell, an edit in progress kept;
 * - Escape, with no editor open, gives the focus to the grid's container: Tab and F6 then move on past the grid,
 *   Enter goes back to the cell it was on.
 * Tab back into the grid lands on the cell it was left from (Handsontable's own focus catchers).
 */
export function gridExitKeys(container: () => HTMLElement | null) {
  /** The Tab being handled, and the cell it was pressed on. */
  let tab: { event: KeyboardEvent; from: [number, number] } | null = null;

  const leave = (hot: Handsontable, event: KeyboardEvent, direction: 1 | -1) => {
    const own = container();
    if (!own) return;
    event.preventDefault();
    hot.deselectCell();
    hot.unlisten();
    focusBeyond(own, direction);
  };

  return {
    /** Before Handsontable handles a key: Escape and F6 leave; a Tab is noted, to see where it went. */
    beforeKeyDown(hot: Handsontable, event: KeyboardEvent) {
      if (!onlyShift(event) || document.querySelector('dialog[open]')) return;
      const editor = hot.getActiveEditor();
      if (event.key === 'Escape' && !event.shiftKey && !editor?.isOpened()) {
        stopKey(event);
        hot.unlisten();
        container()?.focus();
      } else if (event.key === 'F6') {
        stopKey(event);
        if (editor?.isOpened()) editor.finishEditing();
        leave(hot, event, event.shiftKey ? -1 : 1);
      } else if (event.key === 'Tab') {
        const active = hot.getSelectedActive();
        tab = active ? { event, from: [active[0], active[1]] } : null;
      }
    },
    /** After Handsontable has handled a key: a Tab that did not move the cursor leaves the grid. */
    afterKeyDown(hot: Handsontable, event: KeyboardEvent) {
      if (!tab || tab.event !== event) return;
      const { from } = tab;
      tab = null;
      const now = hot.getSelectedActive();
      if (now && (now[0] !== from[0] || now[1] !== from[1])) return;
      leave(hot, event, event.shiftKey ? -1 : 1);
    },
    /** A key on the container itself (Escape gave it the focus). */
    containerKeyDown(hot: Handsontable, event: KeyboardEvent) {
      if (!onlyShift(event)) return;
      const own = container();
      if (!own) return;
      if (event.key === 'Tab' || event.key === 'F6') {
        event.preventDefault();
        focusBeyond(own, event.shiftKey ? -1 : 1);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        takeKeysBack(hot);
      }
    },
  };
}
