export interface GridHeightOptions {
  /** Up to this many rows the grid grows with them; past it, it scrolls and renders only the rows in view. */
  maxRows?: number;
  rowHeight?: number;
  headerHeight?: number;
  /**
   * Always the scrolling height, however few the rows: a grid wider than its card needs a viewport of its
   * own to scroll sideways in (with 'auto' Handsontable scrolls with the window, and the card cuts it off).
   */
  fixed?: boolean;
}

/** Short lists show every row ('auto'); long ones get a fixed height and scroll inside the grid. */
export function gridHeight(
  rowCount: number,
  { maxRows = 14, rowHeight = 40, headerHeight = 40, fixed = false }: GridHeightOptions = {},
) {
  return rowCount <= maxRows && !fixed ? ('auto' as const) : headerHeight + maxRows * rowHeight + 2;
}
