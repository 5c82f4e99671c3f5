import 'handsontable/styles/handsontable.min.css';
import 'handsontable/styles/ht-theme-main.min.css';
import Handsontable from 'handsontable/base';
import {
  AutocompleteCellType,
  CheckboxCellType,
  DateCellType,
  DropdownCellType,
  NumericCellType,
  registerCellType,
  TextCellType,
} from 'handsontable/cellTypes';
import { Autofill, CopyPaste, StretchColumns, UndoRedo, registerPlugin } from 'handsontable/plugins';

// Only the cell types and plugins the grids use are registered, which keeps the bundle small.
registerCellType(TextCellType);
registerCellType(NumericCellType);
registerCellType(CheckboxCellType);
registerCellType(DropdownCellType);
registerCellType(AutocompleteCellType);
registerCellType(DateCellType);
registerPlugin(UndoRedo);
registerPlugin(CopyPaste);
// The fill handle, for the grids that turn it on (Recent Bookings: a fill is asked about and saved as one batch).
registerPlugin(Autofill);
// stretchH needs it since Handsontable 15.
registerPlugin(StretchColumns);

/** The key the server writes into index.html (from HANDSONTABLE_LICENSE_KEY); the evaluation key outside a server. */
export function handsontableLicenceKey(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="handsontable-licence"]')?.content;
  return meta && !meta.startsWith('%') ? meta : 'non-commercial-and-evaluation';
}

export const GRID_THEME = 'ht-theme-main';

export { Handsontable };
