import type { BaseRenderer } from 'handsontable/renderers';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { parseDecimal } from '@core/schemas/common';
import { displayRate } from './rate-display';

/** Shows money text "129.00" as "$129.00" while the cell keeps (and edits) the plain amount. */
export const moneyRenderer: BaseRenderer = (instance, td, row, col, prop, value, cellProperties) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const parts = parseDecimal(text);
  const shown = parts && !parts.negative && parts.fraction.length <= 2 ? displayRate(text) : text;
  textRenderer(instance, td, row, col, prop, shown, cellProperties);
};
