import type { HousekeepingStatus } from '@core/housekeeping';
import { toRoomTypeDto, withoutEmptySchedule, type RoomTypeDto, type RoomType, type RoomTypeView } from '../room-types';
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

/** A room with its type loaded: the entity, or a list's plain row of the same shape (its type with today's rates). */
export type RoomView = Pick<Room, 'id' | 'roomNumber' | 'version' | 'housekeepingStatus'> & {
  roomType?: RoomType | RoomTypeView | null;
  housekeepingNote?: string | null;
};

export function toRoomDto(room: RoomView): RoomDto {
  const roomType = room.roomType ? toRoomTypeDto(room.roomType) : null;
  return {
    id: room.id,
    version: room.version,
    roomNumber: room.roomNumber,
    roomTypeId: roomType?.id ?? null,
    roomType,
    housekeepingStatus: room.housekeepingStatus,
    housekeepingNote: room.housekeepingNote ?? null,
  };
}

/** A room as REST answers it: its type's "scheduled" only when it has scheduled changes (room-types' REST shape). */
export function toRoomAnswer(room: RoomView) {
  const dto = toRoomDto(room);
  return { ...dto, roomType: dto.roomType && withoutEmptySchedule(dto.roomType) };
}
