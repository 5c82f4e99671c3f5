import type { RoomInput } from '@core/schemas/room.schema';
import { CalendarSync, Copy } from 'lucide-react';
import { useMemo } from 'react';
import type { LoadedRecord } from '../../../app/versioned-update';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { RecordGrid } from '../../../ui/grid/record-grid';
import { roomColumns } from '../grid/room-columns';
import { roomInputFromRow, toRoomRows } from '../grid/room-rows';
import type { RoomTypeOption } from '../grid/room-type-options';

export interface RoomsGridProps {
  rooms: readonly RoomFieldsFragment[];
  roomTypes: readonly RoomTypeOption[];
  /** Saves an inline edit through the update mutation; resolves false when the server refused it. */
  onSave: (row: LoadedRecord, input: RoomInput) => Promise<boolean>;
  onEdit: (room: RoomFieldsFragment) => void;
  onDuplicate: (room: RoomFieldsFragment) => void;
  onDelete: (room: RoomFieldsFragment) => void;
  /** The room's calendar sync with the booking sites; left out for a role that may not change it. */
  onCalendar?: (room: RoomFieldsFragment) => void;
}

/**
 * The Rooms list as a spreadsheet: type a room number or pick a type in place, each change saved as soon as
 * it is entered; the rates follow the type. Each row can be edited, duplicated or deleted, and its calendar synced
 * with the booking sites.
 */
export function RoomsGrid({ rooms, roomTypes, onSave, onEdit, onDuplicate, onDelete, onCalendar }: RoomsGridProps) {
  const rows = useMemo(() => toRoomRows(rooms, roomTypes), [rooms, roomTypes]);
  const columns = useMemo(() => roomColumns(roomTypes.map((type) => type.label)), [roomTypes]);
  return (
    <RecordGrid
      records={rooms}
      rows={rows}
      columns={columns}
      parse={(row) => roomInputFromRow(row, roomTypes)}
      onSave={onSave}
      actions={{
        name: (room) => `room ${room.roomNumber}`,
        onEdit,
        onDelete,
        more: [
          { title: 'Duplicate', icon: Copy, run: onDuplicate },
          ...(onCalendar ? [{ title: 'Calendar sync', icon: CalendarSync, run: onCalendar }] : []),
        ],
      }}
      actionsWidth={onCalendar ? 160 : 120}
      className="rooms-grid"
      testId="rooms-grid"
    />
  );
}
