import type Handsontable from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { percent, type StatisticsFiguresData } from '../statistics-figures';
import { reportCells, usdRenderer } from './report-columns';

type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;

type Column = [header: string, field: keyof StatisticsFiguresData | 'label', renderer: Renderer, width: number];

/** A count of room-nights, "1,234", right-aligned. */
const countRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.textContent = typeof value === 'number' ? value.toLocaleString('en-US') : '';
  td.classList.add('htRight', 'report-money');
};

const percentRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.textContent = typeof value === 'number' ? percent(value) : '';
  td.classList.add('htRight', 'report-money');
};

/** Whether the night audit has closed every day of the period, in the words of the CSV's Books column. */
const booksRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.textContent = value === true ? 'Closed' : 'Open';
};

/**
 * The statistics' columns, in the order of the API's fields and under the PDF's and the CSV's titles. Each
 * width fits its bold title, or its figures up to "$123,456.78", with the cell's 16 px of padding.
 */
const COLUMNS: Column[] = [
  ['Period', 'label', textRenderer, 124],
  ['Available', 'roomsAvailable', countRenderer, 80],
  ['Sold', 'roomsSold', countRenderer, 60],
  ['Out of Order', 'outOfOrder', countRenderer, 104],
  ['Occupancy', 'occupancy', percentRenderer, 94],
  ['ADR', 'adr', usdRenderer, 84],
  ['RevPAR', 'revpar', usdRenderer, 80],
  ['Room Revenue', 'roomRevenue', usdRenderer, 120],
  ['Tax 1', 'tax1', usdRenderer, 96],
  ['Tax 2', 'tax2', usdRenderer, 96],
  ['Extras', 'extras', usdRenderer, 96],
  ['Books', 'closed', booksRenderer, 64],
];

/** The grid's width at the least: narrower than this, it scrolls sideways. */
export const STATISTICS_GRID_WIDTH = COLUMNS.reduce((total, [, , , width]) => total + width, 0);

export const STATISTICS_HEADERS = COLUMNS.map(([header]) => header);

/** Read-only columns in the order of STATISTICS_HEADERS. */
export function statisticsColumns(): Handsontable.ColumnSettings[] {
  return COLUMNS.map(([, data, renderer, width]) => ({ data, renderer, width }));
}

/** The last row is TOTAL: bold, on a band, as the monthly report's. */
export const statisticsCells = reportCells;
