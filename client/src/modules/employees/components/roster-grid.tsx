import type { HotTableRef } from '@handsontable/react-wrapper';
import { useMemo, useRef, type MouseEvent } from 'react';
import type { EmployeeInput } from '../../../gql/graphql';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridHeight } from '../../../ui/grid/grid-height';
import { useGridRowEdits } from '../../../ui/grid/use-grid-row-edits';
import { ACTION_ATTRIBUTE, EMPLOYEE_COLUMN_HEADERS, ID_ATTRIBUTE, employeeColumns } from '../grid/employee-columns';
import { employeeInputFromRow, type EmployeeRow } from '../grid/employee-row';
import type { LoadedRecord } from '../../../app/versioned-update';

export interface RosterGridProps {
  rows: EmployeeRow[];
  /** Saves one edited row; resolves false when the server refused it (it has shown why). */
  onSaveRow: (row: LoadedRecord, input: EmployeeInput) => Promise<boolean>;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  /** Give sign-in to the employee of the row (issue 15). */
  onGiveSignIn: (id: number) => void;
}

/** The staff roster as a Handsontable grid: edits save row by row, a refused edit is rolled back. */
export function RosterGrid({ rows, onSaveRow, onEdit, onDelete, onGiveSignIn }: RosterGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const columns = useMemo(() => employeeColumns(), []);
  // The cells' validators mark a bad value red at once; the server's answer decides whether it stays.
  const edits = useGridRowEdits<EmployeeRow, EmployeeInput>({
    hotRef,
    parse: (row) => ({ ok: true, input: employeeInputFromRow(row) }),
    save: onSaveRow,
    onInvalid: () => undefined,
  });

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(ID_ATTRIBUTE));
    if (!button || !id) return;
    const action = button.getAttribute(ACTION_ATTRIBUTE);
    if (action === 'edit') onEdit(id);
    else if (action === 'sign-in') onGiveSignIn(id);
    else onDelete(id);
  };

  return (
    <div className="roster-grid" onClick={onGridClick}>
      <DataGrid
        ref={hotRef}
        data={rows}
        columns={columns}
        colHeaders={EMPLOYEE_COLUMN_HEADERS}
        height={gridHeight(rows.length, { maxRows: 15, rowHeight: 34 })}
        allowInvalid
        undo
        beforeChange={edits.beforeChange}
        afterChange={edits.afterChange}
      />
    </div>
  );
}
