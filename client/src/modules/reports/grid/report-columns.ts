import type Handsontable from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { usd } from '../report-figures';

type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;

const MONEY_FIELDS = ['taxable', 'nonTaxable', 'subtotal', 'tax1', 'tax2', 'grandTotal'] as const;

/** The monthly table's headers: the two tax columns carry the hotel's tax names. */
export function reportColumnHeaders(tax1Name: string, tax2Name: string): string[] {
  return ['Month', 'Taxable', 'Non-Taxable', 'Subtotal', tax1Name, tax2Name, 'Grand Total'];
}

/** "1234.50" shown as "$1,234.50", right-aligned with tabular figures so the cents line up. */
export const usdRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.textContent = typeof value === 'string' ? usd(value) : '';
  td.classList.add('htRight', 'report-money');
};

/** The last row is TOTAL: bold, on a band. */
export function reportCells(row: number, rowCount: number): Handsontable.CellMeta {
  return row === rowCount - 1 ? { className: 'report-total-row' } : {};
}

/** Read-only columns in the order of reportColumnHeaders. */
export function reportColumns(): Handsontable.ColumnSettings[] {
  return [
    { data: 'month', type: 'text', width: 120 },
    ...MONEY_FIELDS.map((field): Handsontable.ColumnSettings => ({ data: field, renderer: usdRenderer, width: 120 })),
  ];
}
