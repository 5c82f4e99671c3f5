import { HotColumn, type HotColumnProps, type HotRendererProps, type HotTableRef } from '@handsontable/react-wrapper';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { createContext, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { useToast } from '../toast';
import { DataGrid } from './data-grid';
import { gridActionKeyHandler, releasingGrid } from './grid-action-keys';
import { takeKeysBack } from './grid-exit-keys';
import { GridRowMenu, type GridRowMenuState } from './grid-row-menu';
import { gridHeight } from './grid-height';
import { useGridRowEdits, type RowParse } from './use-grid-row-edits';

/** A button of a row's Actions cell besides Edit and Delete. */
export interface RecordAction<TRecord> {
  /** The button's tooltip, and the start of what a screen reader says: "Duplicate" (room 101). */
  title: string;
  icon: LucideIcon;
  run: (record: TRecord) => void;
}

/**
 * What a row's Actions cell offers: Edit first, Delete last (Enter on the cell edits, Delete deletes); with
 * more, the menu keys (Space, Shift+F10) open them all as the row's menu.
 */
export interface RecordActions<TRecord> {
  /** The record as a screen reader names it after the button's title: "room 101" (Edit room 101). */
  name: (record: TRecord) => string;
  onEdit: (record: TRecord) => void;
  onDelete: (record: TRecord) => void;
  /** The buttons between Edit and Delete. */
  more?: readonly RecordAction<TRecord>[];
}

/** The Actions cells of the grid around them: the buttons of the record whose id a cell holds. */
const ActionsContext = createContext<((id: number) => ReactNode) | null>(null);

function ActionsCell({ value }: HotRendererProps) {
  const buttonsOf = use(ActionsContext);
  return buttonsOf?.(Number(value)) ?? null;
}

export interface RecordGridProps<TRecord extends { id: number }, Row extends { id: number }, Input> {
  records: readonly TRecord[];
  /** The grid's copies of the records, one a row (the grid writes into them). */
  rows: Row[];
  /** The columns before Actions. */
  columns: readonly HotColumnProps[];
  /** The update a row stands for, checked with the core schema. */
  parse: (row: Row) => RowParse<Input>;
  /** Saves an inline edit through the update mutation; resolves false when the server refused it. */
  onSave: (row: Row, input: Input) => Promise<boolean>;
  actions: RecordActions<TRecord>;
  actionsWidth: number;
  className: string;
  testId: string;
}

/**
 * A list of records as a spreadsheet: cells edited in place (Enter, arrows, Tab, paste), each change saved as
 * soon as it is entered, a refused edit put back as saved; and an Actions column whose buttons the keys
 * reach too (Enter edits, Delete asks to delete).
 */
export function RecordGrid<TRecord extends { id: number }, Row extends { id: number }, Input>({
  records,
  rows,
  columns,
  parse,
  onSave,
  actions,
  actionsWidth,
  className,
  testId,
}: RecordGridProps<TRecord, Row, Input>) {
  const hotRef = useRef<HotTableRef>(null);
  const { toast } = useToast();
  const byId = useMemo(() => new Map(records.map((record) => [record.id, record])), [records]);
  // Each action runs once the grid has let go of the keyboard (what is typed next goes to its dialog).
  const edit = { title: 'Edit', icon: Pencil, run: releasingGrid(hotRef, actions.onEdit) };
  const del = { title: 'Delete', icon: Trash2, run: releasingGrid(hotRef, actions.onDelete), danger: true };
  const more = (actions.more ?? []).map((action) => ({ ...action, run: releasingGrid(hotRef, action.run) }));
  const buttons: (RecordAction<TRecord> & { danger?: boolean })[] = [edit, ...more, del];

  const edits = useGridRowEdits<Row, Input>({
    hotRef,
    parse,
    save: onSave,
    onInvalid: (message) => toast({ variant: 'destructive', title: 'Error', description: message }),
  });

  const withRecord = (act: (record: TRecord) => void) => (id: number) => {
    const record = byId.get(id);
    if (record) act(record);
  };
  // The buttons besides Edit and Delete have no key of their own: the row's menu offers every action.
  const [menu, setMenu] = useState<GridRowMenuState | null>(null);
  const menuRow = useRef<number | null>(null);
  const openMenu = (id: number, row: number, cell: HTMLElement) => {
    const record = byId.get(id);
    if (!record) return;
    menuRow.current = row;
    setMenu({
      label: `Actions for ${actions.name(record)}`,
      anchor: cell.getBoundingClientRect(),
      items: buttons.map((action) => ({
        key: action.title,
        label: action.title,
        destructive: action.danger,
        onSelect: () => action.run(record),
      })),
    });
  };
  const closeMenu = (refocus: boolean) => {
    setMenu(null);
    const hot = hotRef.current?.hotInstance;
    const row = menuRow.current;
    menuRow.current = null;
    if (!refocus || !hot || row === null || row >= hot.countRows()) return;
    hot.selectCell(row, hot.propToCol('id'));
    takeKeysBack(hot);
  };
  const onActionKey = gridActionKeyHandler(hotRef, 'id', {
    onEnter: withRecord(edit.run),
    onDelete: withRecord(del.run),
    onMenu: more.length ? openMenu : undefined,
  });

  const buttonsOf = (id: number) => {
    const record = byId.get(id);
    if (!record) return null;
    return (
      <div className="grid-actions">
        {buttons.map((action) => (
          <Button
            key={action.title}
            variant="ghost"
            size="icon"
            title={action.title}
            aria-label={`${action.title} ${actions.name(record)}`}
            className={action.danger ? 'grid-action-danger' : undefined}
            onClick={() => action.run(record)}
          >
            <action.icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    );
  };

  return (
    <ActionsContext value={buttonsOf}>
      <div className={className} data-testid={testId}>
        <DataGrid
          ref={hotRef}
          data={rows}
          colHeaders
          height={gridHeight(rows.length)}
          rowHeights={40}
          readOnlyCellClassName="grid-readonly"
          beforeChange={edits.beforeChange}
          afterChange={edits.afterChange}
          beforeKeyDown={onActionKey}
        >
          {columns.map((column) => (
            <HotColumn key={String(column.data)} {...column} />
          ))}
          <HotColumn data="id" title="Actions" readOnly width={actionsWidth} renderer={ActionsCell} />
        </DataGrid>
        <GridRowMenu menu={menu} onClose={closeMenu} />
      </div>
    </ActionsContext>
  );
}
