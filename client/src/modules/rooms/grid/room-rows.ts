import { roomSchema, type RoomInput } from '@core/schemas/room.schema';
import type { RowParse } from '../../../ui/grid/use-grid-row-edits';
import { displayRate } from './rate-display';
import { labelOfRoomType, roomTypeIdOfLabel, type RoomTypeOption } from './room-type-options';

export interface RoomLike {
  id: number;
  version: number;
  roomNumber: string;
  roomTypeId?: number | null;
  roomType?: { dailyRate: string; weeklyRate: string; monthlyRate: string } | null;
}

/** One row of the Rooms grid. The grid edits these copies, never the Apollo cache's own objects. */
export interface RoomRow {
  id: number;
  /** The version the room was loaded at: its update names it. */
  version: number;
  roomNumber: string;
  roomType: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

export function toRoomRows(rooms: readonly RoomLike[], options: readonly RoomTypeOption[]): RoomRow[] {
  return rooms.map((room) => ({
    id: room.id,
    version: room.version,
    roomNumber: room.roomNumber,
    roomType: labelOfRoomType(options, room.roomType ? room.roomTypeId : null),
    dailyRate: displayRate(room.roomType?.dailyRate),
    weeklyRate: displayRate(room.roomType?.weeklyRate),
    monthlyRate: displayRate(room.roomType?.monthlyRate),
  }));
}

const UNKNOWN_TYPE = 'Please choose a valid room type';

/** The update a grid row stands for, checked by the same core schema as the dialog and the server. */
export function roomInputFromRow(
  row: Pick<RoomRow, 'roomNumber' | 'roomType'>,
  options: readonly RoomTypeOption[],
): RowParse<RoomInput> {
  const roomTypeId = roomTypeIdOfLabel(options, row.roomType);
  if (roomTypeId === undefined) return { ok: false, message: UNKNOWN_TYPE };
  const result = roomSchema.safeParse({ roomNumber: row.roomNumber ?? '', roomTypeId });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? UNKNOWN_TYPE };
}
