export interface GridHeightOptions {
  /** Up to this many rows the grid grows with them; past it, it scrolls and renders only the rows in view. */
  maxRows?: number;
  rowHeight?: number;
  headerHeight?: number;
}

/** Short lists show every row ('auto'); long ones get a fixed height and scroll inside the grid. */
export function gridHeight(rowCount: number, { maxRows = 14, rowHeight = 40, headerHeight = 40 }: GridHeightOptions = {}) {
  return rowCount <= maxRows ? ('auto' as const) : headerHeight + maxRows * rowHeight + 2;
}
