import type { HousekeepingStatus } from '@core/housekeeping';
import { toRoomTypeDto, type RoomTypeDto } from '../room-types/room-type.mapper';
import type { RoomType } from '../room-types/room-type.entity';
import type { Room } from './room.entity';

/** A room as the API shows it (spec section 3), its room type nested; null when it has none. */
export interface RoomDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  roomNumber: string;
  roomTypeId: number | null;
  roomType: RoomTypeDto | null;
  /** Clean, Dirty, Inspected or Out of Order (issue 14), with housekeeping's note; not part of the room's edit. */
  housekeepingStatus: HousekeepingStatus;
  housekeepingNote: string | null;
}

/** A room with its type loaded: the entity, or a list's plain row of the same shape. */
export type RoomView = Pick<Room, 'id' | 'roomNumber' | 'version' | 'housekeepingStatus'> & {
  roomType?: RoomType | null;
  housekeepingNote?: string | null;
};

export function toRoomDto(room: RoomView): RoomDto {
  return {
    id: room.id,
    version: room.version,
    roomNumber: room.roomNumber,
    roomTypeId: room.roomType?.id ?? null,
    roomType: room.roomType ? toRoomTypeDto(room.roomType) : null,
    housekeepingStatus: room.housekeepingStatus,
    housekeepingNote: room.housekeepingNote ?? null,
  };
}
