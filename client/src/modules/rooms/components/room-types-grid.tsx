import { HotColumn, type HotRendererProps, type HotTableRef } from '@handsontable/react-wrapper';
import type { RoomTypeInput } from '@core/schemas/room.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { createContext, use, useMemo, useRef } from 'react';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridActionKeyHandler, releasingGrid } from '../../../ui/grid/grid-action-keys';
import { gridHeight } from '../../../ui/grid/grid-height';
import { useGridRowEdits } from '../../../ui/grid/use-grid-row-edits';
import { useToast } from '../../../ui/toast';
import { roomTypeColumns } from '../grid/room-type-columns';
import { roomTypeInputFromRow, toRoomTypeRows, type RoomTypeRow } from '../grid/room-type-rows';
import type { LoadedRecord } from '../../../app/versioned-update';

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
  onSave: (row: LoadedRecord, input: RoomTypeInput) => Promise<boolean>;
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
  const rows = useMemo(() => toRoomTypeRows(roomTypes), [roomTypes]);
  const columns = useMemo(() => roomTypeColumns(), []);
  const byId = useMemo(() => new Map(roomTypes.map((roomType) => [roomType.id, roomType])), [roomTypes]);

  const edits = useGridRowEdits<RoomTypeRow, RoomTypeInput>({
    hotRef,
    parse: roomTypeInputFromRow,
    save: onSave,
    onInvalid: (message) => toast({ variant: 'destructive', title: 'Error', description: message }),
  });

  const withRoomType = (act: (roomType: RoomTypeFieldsFragment) => void) => (id: number) => {
    const roomType = byId.get(id);
    if (roomType) act(roomType);
  };
  const onActionKey = gridActionKeyHandler(hotRef, 'id', { onEnter: withRoomType(onEdit), onDelete: withRoomType(onDelete) });

  return (
    <RoomTypeActionsContext value={{ byId, onEdit, onDelete }}>
      <div className="room-types-grid" data-testid="room-types-grid">
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
          <HotColumn data="id" title="Actions" readOnly width={100} renderer={RoomTypeActionsCell} />
        </DataGrid>
      </div>
    </RoomTypeActionsContext>
  );
}
