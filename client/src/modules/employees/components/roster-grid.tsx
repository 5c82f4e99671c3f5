import { HotTable, type HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import { useMemo, useRef, type MouseEvent } from 'react';
import type { EmployeeInput } from '../../../gql/graphql';
import { GRID_THEME, handsontableLicenseKey } from '../../../ui/grid/handsontable-setup';
import { ACTION_ATTRIBUTE, EMPLOYEE_COLUMN_HEADERS, ID_ATTRIBUTE, employeeColumns } from '../grid/employee-columns';
import { employeeInputFromRow, type EmployeeRow } from '../grid/employee-row';

/** Our own source for writing a refused value back, so that writing it does not save it again. */
const ROLLBACK_SOURCE = 'rollback';
const SKIPPED_SOURCES = new Set<string>(['loadData', 'updateData', ROLLBACK_SOURCE]);
const ROW_HEIGHT_PX = 34;
const MAX_AUTO_ROWS = 15;

export interface RosterGridProps {
  rows: EmployeeRow[];
  /** Saves one edited row; resolves false when the server refused it (it has shown why). */
  onSaveRow: (id: number, input: EmployeeInput) => Promise<boolean>;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The staff roster as a Handsontable grid: edits save row by row, a refused edit is rolled back. */
export function RosterGrid({ rows, onSaveRow, onEdit, onDelete }: RosterGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const columns = useMemo(() => employeeColumns(), []);

  const afterChange = (changes: Handsontable.CellChange[] | null, source: string) => {
    const hot = hotRef.current?.hotInstance;
    if (!hot || !changes || SKIPPED_SOURCES.has(source)) return;
    const byRow = new Map<number, Handsontable.CellChange[]>();
    for (const change of changes) {
      const [row, , before, after] = change;
      if (before === after) continue;
      byRow.set(row, [...(byRow.get(row) ?? []), change]);
    }
    for (const [visualRow, rowChanges] of byRow) {
      const row = hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as EmployeeRow;
      void onSaveRow(row.id, employeeInputFromRow(row)).then((saved) => {
        if (saved || hot.isDestroyed) return;
        // The roster may have been refreshed meanwhile: find the row again by its id.
        const physical = (hot.getSourceData() as EmployeeRow[]).findIndex((candidate) => candidate.id === row.id);
        if (physical < 0) return;
        const target = hot.toVisualRow(physical);
        for (const [, prop, before] of rowChanges) {
          if (typeof prop === 'string') hot.setDataAtRowProp(target, prop, before, ROLLBACK_SOURCE);
        }
      });
    }
  };

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(ID_ATTRIBUTE));
    if (!button || !id) return;
    if (button.getAttribute(ACTION_ATTRIBUTE) === 'edit') onEdit(id);
    else onDelete(id);
  };

  return (
    <div className="roster-grid" onClick={onGridClick}>
      <HotTable
        ref={hotRef}
        themeName={GRID_THEME}
        licenseKey={handsontableLicenseKey()}
        data={rows}
        columns={columns}
        colHeaders={EMPLOYEE_COLUMN_HEADERS}
        rowHeaders={false}
        width="100%"
        stretchH="all"
        height={rows.length > MAX_AUTO_ROWS ? MAX_AUTO_ROWS * ROW_HEIGHT_PX + 40 : 'auto'}
        autoWrapRow
        autoWrapCol
        allowInvalid
        undo
        afterChange={afterChange}
      />
    </div>
  );
}
