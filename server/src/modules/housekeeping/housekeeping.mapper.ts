import type { HousekeepingStatus, RoomBlockKind } from '@core/housekeeping';
import { nightsBetween } from '@core/stay-dates';
import type { RoomBlock } from './room-block.entity';

/** A room as GET /api/hotel/housekeeping lists it: its status and note, and who leaves or comes today. */
export interface HousekeepingRoomDto {
  roomId: number;
  roomNumber: string;
  roomTypeName: string | null;
  /** The room's version, for the status change (PUT /api/hotel/rooms/{id}/housekeeping) it bumps. */
  version: number;
  housekeepingStatus: HousekeepingStatus;
  housekeepingNote: string | null;
  /** A stay of this room checks out today (the hotel's today): the room will need cleaning. */
  departsToday: boolean;
  /** A stay of this room checks in today: the room must be ready. */
  arrivesToday: boolean;
  /** A guest is in the room: a stay checked in, or staying over (arrived before today, leaving after). */
  occupied: boolean;
}

/** A room block as /api shows it: the nights from startDate up to, not including, endDate. */
export interface RoomBlockDto {
  id: number;
  roomId: number;
  roomNumber: string;
  startDate: string;
  endDate: string;
  nights: number;
  reason: string;
  /** Out of Order (the desk's), or External (an event of a booking site's calendar, "Airbnb: Reserved"). */
  kind: RoomBlockKind;
}

export function toRoomBlockDto(block: RoomBlock): RoomBlockDto {
  return {
    id: block.id,
    roomId: block.room.id,
    roomNumber: block.room.roomNumber,
    startDate: block.startDate,
    endDate: block.endDate,
    nights: nightsBetween(block.startDate, block.endDate),
    reason: block.reason,
    kind: block.kind,
  };
}
