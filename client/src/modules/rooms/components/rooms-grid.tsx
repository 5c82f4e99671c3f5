import { HotColumn, type HotRendererProps, type HotTableRef } from '@handsontable/react-wrapper';
import type { RoomInput } from '@core/schemas/room.schema';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { createContext, use, useMemo, useRef } from 'react';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridActionKeyHandler, releasingGrid } from '../../../ui/grid/grid-action-keys';
import { gridHeight } from '../../../ui/grid/grid-height';
import { useGridRowEdits } from '../../../ui/grid/use-grid-row-edits';
import { useToast } from '../../../ui/toast';
import { roomColumns } from '../grid/room-columns';
import { roomInputFromRow, toRoomRows, type RoomRow } from '../grid/room-rows';
import type { RoomTypeOption } from '../grid/room-type-options';
import type { LoadedRecord } from '../../../app/versioned-update';

export interface RoomRowActions {
  onEdit: (room: RoomFieldsFragment) => void;
  onDuplicate: (room: RoomFieldsFragment) => void;
  onDelete: (room: RoomFieldsFragment) => void;
}

const RoomActionsContext = createContext<(RoomRowActions & { byId: ReadonlyMap<number, RoomFieldsFragment> }) | null>(null);

/** The Actions cell: edit, duplicate and delete buttons for the row's room (its value is the room id). */
function RoomActionsCell({ value }: HotRendererProps) {
  const context = use(RoomActionsContext);
  const room = context?.byId.get(Number(value));
  if (!context || !room) return null;
  return (
    <div className="grid-actions">
      <Button
        variant="ghost"
        size="icon"
        title="Edit"
        aria-label={`Edit room ${room.roomNumber}`}
        onClick={() => context.onEdit(room)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Duplicate"
        aria-label={`Duplicate room ${room.roomNumber}`}
        onClick={() => context.onDuplicate(room)}
      >
        <Copy aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title="Delete"
        aria-label={`Delete room ${room.roomNumber}`}
        className="grid-action-danger"
        onClick={() => context.onDelete(room)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface RoomsGridProps extends RoomRowActions {
  rooms: readonly RoomFieldsFragment[];
  roomTypes: readonly RoomTypeOption[];
  /** Saves an inline edit through the update mutation; resolves false when the server refused it. */
  onSave: (row: LoadedRecord, input: RoomInput) => Promise<boolean>;
}

/**
 * The Rooms list as a spreadsheet: type a room number or pick a type in place (Enter, arrows, Tab, paste),
 * each change saved as soon as it is entered; the rates follow the type. A refused edit goes back to the
 * saved row. On an Actions cell, Enter edits the room and Delete asks to delete it.
 */
export function RoomsGrid({ rooms, roomTypes, onSave, ...actions }: RoomsGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const onEdit = releasingGrid(hotRef, actions.onEdit);
  const onDuplicate = releasingGrid(hotRef, actions.onDuplicate);
  const onDelete = releasingGrid(hotRef, actions.onDelete);
  const { toast } = useToast();
  const rows = useMemo(() => toRoomRows(rooms, roomTypes), [rooms, roomTypes]);
  const columns = useMemo(() => roomColumns(roomTypes.map((type) => type.label)), [roomTypes]);
  const byId = useMemo(() => new Map(rooms.map((room) => [room.id, room])), [rooms]);

  const edits = useGridRowEdits<RoomRow, RoomInput>({
    hotRef,
    parse: (row) => roomInputFromRow(row, roomTypes),
    save: onSave,
    onInvalid: (message) => toast({ variant: 'destructive', title: 'Error', description: message }),
  });

  const withRoom = (act: (room: RoomFieldsFragment) => void) => (id: number) => {
    const room = byId.get(id);
    if (room) act(room);
  };
  const onActionKey = gridActionKeyHandler(hotRef, 'id', { onEnter: withRoom(onEdit), onDelete: withRoom(onDelete) });

  return (
    <RoomActionsContext value={{ byId, onEdit, onDuplicate, onDelete }}>
      <div className="rooms-grid" data-testid="rooms-grid">
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
          <HotColumn data="id" title="Actions" readOnly width={120} renderer={RoomActionsCell} />
        </DataGrid>
      </div>
    </RoomActionsContext>
  );
}
