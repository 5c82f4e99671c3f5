/**
 * Handsontable's own double-click detection opens a cell's editor holding its value (caret at the end) on a
 * second click of the same cell whose mouse-up comes within 500 ms of the first one's, whatever happened
 * between them. A clerk who clicks a cell, types, presses Enter and clicks it again at once (after a refused
 * edit, say) made two single clicks: the editor opened so would append their next keys to the old value
 * ("100.00" then "150" saved as "100.00150"). A mouse opens an editor only on what the browser itself counts
 * as a double-click (the second click's `detail`), with no key typed between the two clicks.
 */
export interface DoubleClickGuard {
  /** A key reached the grid. */
  onKey: () => void;
  /** A mouse button went down on a cell or header. */
  onMouseDown: () => void;
  /**
   * Whether Handsontable's double-click may open the editor: `clicks` is the browser's click count of the
   * second click (a mouse event's `detail`; 0 for an event a script made: Handsontable's rule then stands).
   */
  allowsDoubleClick: (clicks: number) => boolean;
}

export function doubleClickGuard(): DoubleClickGuard {
  let keyedSinceMouseDown = false;
  // Keys typed between this click and the one before: the two are not a double-click.
  let keyedBetweenClicks = false;
  return {
    onKey: () => {
      keyedSinceMouseDown = true;
    },
    onMouseDown: () => {
      keyedBetweenClicks = keyedSinceMouseDown;
      keyedSinceMouseDown = false;
    },
    allowsDoubleClick: (clicks) => !keyedBetweenClicks && clicks !== 1,
  };
}
