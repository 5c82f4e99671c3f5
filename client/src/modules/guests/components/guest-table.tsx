import { HotTable } from '@handsontable/react-wrapper';
import { useMemo, type MouseEvent } from 'react';
import { GRID_THEME, handsontableLicenseKey } from '../../../ui/grid/handsontable-setup';
import {
  GUEST_ACTION_ATTRIBUTE,
  GUEST_COLUMN_HEADERS,
  GUEST_ID_ATTRIBUTE,
  guestColumns,
  type GuestAction,
} from '../grid/guest-columns';
import type { GuestRow } from '../grid/guest-rows';

const ROW_HEIGHT_PX = 40;
const HEADER_HEIGHT_PX = 38;
/** Up to this many rows the grid grows with them; past it, it scrolls and renders only the rows in view. */
const MAX_VISIBLE_ROWS = 14;

export interface GuestTableProps {
  rows: GuestRow[];
  onAction: (action: GuestAction, id: number) => void;
}

/** The Guest Database as a read-only Handsontable grid with virtual rendering. */
export function GuestTable({ rows, onAction }: GuestTableProps) {
  const columns = useMemo(() => guestColumns(), []);
  const visibleRows = Math.min(rows.length, MAX_VISIBLE_ROWS);

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${GUEST_ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(GUEST_ID_ATTRIBUTE));
    const action = button?.getAttribute(GUEST_ACTION_ATTRIBUTE) as GuestAction | null;
    if (id && action) onAction(action, id);
  };

  return (
    <div className="guest-grid" onClick={onGridClick}>
      <HotTable
        themeName={GRID_THEME}
        licenseKey={handsontableLicenseKey()}
        data={rows}
        columns={columns}
        colHeaders={GUEST_COLUMN_HEADERS}
        rowHeaders={false}
        readOnly
        readOnlyCellClassName="guest-readonly"
        // A list, not a spreadsheet: no selection frame over the rows and their buttons.
        disableVisualSelection
        width="100%"
        stretchH="all"
        rowHeights={ROW_HEIGHT_PX}
        columnHeaderHeight={HEADER_HEIGHT_PX}
        height={HEADER_HEIGHT_PX + visibleRows * ROW_HEIGHT_PX + 2}
        autoWrapRow
        autoWrapCol
      />
    </div>
  );
}
