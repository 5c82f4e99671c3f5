import { HotColumn, HotTable, type HotRendererProps, type HotTableRef } from '@handsontable/react-wrapper';
import type { RoomTypeInput } from '@core/schemas/room.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { createContext, use, useMemo, useRef, useState } from 'react';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { GRID_THEME, handsontableLicenseKey } from '../../../ui/grid/handsontable-setup';
import { useToast } from '../../../ui/toast';
import { roomTypeColumns } from '../grid/room-type-columns';
import { roomTypeInputFromRow, toRoomTypeRows, type RoomTypeRow } from '../grid/room-type-rows';
import { gridActionKeyHandler, releasingGrid } from '../hooks/grid-action-keys';
import { useGridRowEdits } from '../hooks/use-grid-row-edits';
import { gridHeight } from './grid-height';

export interface RoomTypeRowActions {
  onEdit: (roomType: RoomTypeFieldsFragment) => void;
  onDelete: (roomType: RoomTypeFieldsFragment) => void;
}

const RoomTypeActionsContext = createContext<(RoomTypeRowActions & { byId: ReadonlyMap<number, RoomTypeFieldsFragment> }) | null>(
  null,
);

/** The Actions cell: edit and delete buttons for the row's room type (its value is the id). */
function RoomTypeActionsCell({ value }: HotRendererProps) {
  const context = use(RoomTypeActionsContext);
  const roomType = context?.byId.get(Number(value));
  if (!context || !roomType) return null;
  return (
    <div className="grid-actions">
      <Button
        variant="ghost"
        size="icon"
        title="Edit"
        aria-label={`Edit ${roomType.name}`}
        onClick={() => context.onEdit(roomType)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Delete"
        aria-label={`Delete ${roomType.name}`}
        className="grid-action-danger"
        onClick={() => context.onDelete(roomType)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface RoomTypesGridProps extends RoomTypeRowActions {
  roomTypes: readonly RoomTypeFieldsFragment[];
  /** Saves an inline edit through the update mutation; resolves false when the server refused it. */
  onSave: (id: number, input: RoomTypeInput) => Promise<boolean>;
}

/**
 * The Room Types list as a spreadsheet: names and rates are edited in place (a rate typed as "$89" or
 * "1,500" is read as money), each change saved as soon as it is entered; a refused edit goes back to the
 * saved row. On an Actions cell, Enter edits the type and Delete asks to delete it.
 */
export function RoomTypesGrid({ roomTypes, onSave, ...actions }: RoomTypesGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const onEdit = releasingGrid(hotRef, actions.onEdit);
  const onDelete = releasingGrid(hotRef, actions.onDelete);
  const { toast } = useToast();
  const [revision, setRevision] = useState(0);
  const rows = useMemo(() => toRoomTypeRows(roomTypes), [roomTypes, revision]);
  const columns = useMemo(() => roomTypeColumns(), []);
  const byId = useMemo(() => new Map(roomTypes.map((roomType) => [roomType.id, roomType])), [roomTypes]);

  const edits = useGridRowEdits<RoomTypeRow, RoomTypeInput>({
    hotRef,
    parse: roomTypeInputFromRow,
    save: onSave,
    onInvalid: (message) => toast({ variant: 'destructive', title: 'Error', description: message }),
    onRefused: () => setRevision((value) => value + 1),
  });

  const withRoomType = (act: (roomType: RoomTypeFieldsFragment) => void) => (id: number) => {
    const roomType = byId.get(id);
    if (roomType) act(roomType);
  };
  const onActionKey = gridActionKeyHandler(hotRef, 'id', { onEnter: withRoomType(onEdit), onDelete: withRoomType(onDelete) });

  return (
    <RoomTypeActionsContext value={{ byId, onEdit, onDelete }}>
      <div className="room-types-grid" data-testid="room-types-grid">
        <HotTable
          ref={hotRef}
          data={rows}
          themeName={GRID_THEME}
          licenseKey={handsontableLicenseKey()}
          colHeaders
          rowHeaders={false}
          height={gridHeight(rows.length)}
          width="100%"
          stretchH="all"
          autoWrapRow
          autoWrapCol
          rowHeights={40}
          readOnlyCellClassName="grid-readonly"
          beforeChange={edits.beforeChange}
          afterChange={edits.afterChange}
          beforeKeyDown={onActionKey}
        >
          {columns.map((column) => (
            <HotColumn key={String(column.data)} {...column} />
          ))}
          <HotColumn data="id" title="Actions" readOnly width={100} renderer={RoomTypeActionsCell} />
        </HotTable>
      </div>
    </RoomTypeActionsContext>
  );
}
