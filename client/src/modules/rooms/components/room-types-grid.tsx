import type { RoomTypeInput } from '@core/schemas/room.schema';
import { useMemo } from 'react';
import type { LoadedRecord } from '../../../app/versioned-update';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { RecordGrid } from '../../../ui/grid/record-grid';
import { roomTypeColumns } from '../grid/room-type-columns';
import { roomTypeInputFromRow, toRoomTypeRows } from '../grid/room-type-rows';

export interface RoomTypesGridProps {
  roomTypes: readonly RoomTypeFieldsFragment[];
  /** Saves an inline edit through the update mutation; resolves false when the server refused it. */
  onSave: (row: LoadedRecord, input: RoomTypeInput) => Promise<boolean>;
  onEdit: (roomType: RoomTypeFieldsFragment) => void;
  onDelete: (roomType: RoomTypeFieldsFragment) => void;
}

/**
 * The Room Types list as a spreadsheet: names and rates are edited in place (a rate typed as "$89" or
 * "1,500" is read as money), each change saved as soon as it is entered.
 */
export function RoomTypesGrid({ roomTypes, onSave, onEdit, onDelete }: RoomTypesGridProps) {
  const rows = useMemo(() => toRoomTypeRows(roomTypes), [roomTypes]);
  const columns = useMemo(() => roomTypeColumns(), []);
  return (
    <RecordGrid
      records={roomTypes}
      rows={rows}
      columns={columns}
      parse={roomTypeInputFromRow}
      onSave={onSave}
      actions={{ name: (roomType) => roomType.name, onEdit, onDelete }}
      actionsWidth={100}
      className="room-types-grid"
      testId="room-types-grid"
    />
  );
}
