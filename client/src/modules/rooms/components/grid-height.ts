const AUTO_HEIGHT_MAX_ROWS = 14;
const SCROLLING_HEIGHT_PX = 480;

/** Short lists show every row; long ones scroll inside the grid, which renders only the rows in view. */
export function gridHeight(rowCount: number): number | 'auto' {
  return rowCount <= AUTO_HEIGHT_MAX_ROWS ? 'auto' : SCROLLING_HEIGHT_PX;
}
