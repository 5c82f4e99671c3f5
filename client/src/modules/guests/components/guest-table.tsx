import { useMemo, type MouseEvent } from 'react';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridHeight } from '../../../ui/grid/grid-height';
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

export interface GuestTableProps {
  rows: GuestRow[];
  onAction: (action: GuestAction, id: number) => void;
}

/** The Guest Database as a read-only Handsontable grid with virtual rendering. */
export function GuestTable({ rows, onAction }: GuestTableProps) {
  const columns = useMemo(() => guestColumns(), []);

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${GUEST_ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(GUEST_ID_ATTRIBUTE));
    const action = button?.getAttribute(GUEST_ACTION_ATTRIBUTE) as GuestAction | null;
    if (id && action) onAction(action, id);
  };

  return (
    <div className="guest-grid" onClick={onGridClick}>
      <DataGrid
        data={rows}
        columns={columns}
        colHeaders={GUEST_COLUMN_HEADERS}
        readOnly
        readOnlyCellClassName="guest-readonly"
        // A list, not a spreadsheet: no selection frame over the rows and their buttons.
        disableVisualSelection
        rowHeights={ROW_HEIGHT_PX}
        columnHeaderHeight={HEADER_HEIGHT_PX}
        height={gridHeight(rows.length, { rowHeight: ROW_HEIGHT_PX, headerHeight: HEADER_HEIGHT_PX })}
      />
    </div>
  );
}
