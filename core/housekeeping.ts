import { compareRoomNumbers } from './room-inventory';
import { formatShortUs, type CalendarDate } from './stay-dates';

/** A room's state as housekeeping reports it; new rooms are Clean. One list for zod, GraphQL and the screens. */
export const HOUSEKEEPING_STATUSES = ['Clean', 'Dirty', 'Inspected', 'Out of Order'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];
export const DEFAULT_HOUSEKEEPING_STATUS: HousekeepingStatus = 'Clean';

export const HOUSEKEEPING_NOTE_MAX_LENGTH = 500;
export const ROOM_BLOCK_REASON_MAX_LENGTH = 200;

/**
 * What took a room out of sale: the desk (Out of Order: repairs, a carpet) or an event of a booking site's
 * calendar imported by calendar sync (External, "Airbnb: Reserved"), which never refuses a stay already there.
 */
export const ROOM_BLOCK_KINDS = ['Out of Order', 'External'] as const;
export type RoomBlockKind = (typeof ROOM_BLOCK_KINDS)[number];

export function isHousekeepingStatus(value: unknown): value is HousekeepingStatus {
  return typeof value === 'string' && (HOUSEKEEPING_STATUSES as readonly string[]).includes(value);
}

/**
 * The refusal of a stay over a room block (and of a block over another block): the block's first night
 * and the day it ends (exclusive, as a stay's check-out), "Room 101 is out of order from 12/15/26 to 12/18/26".
 */
export function outOfOrderMessage(roomNumber: string, startDate: CalendarDate, endDate: CalendarDate): string {
  return `Room ${roomNumber} is out of order from ${formatShortUs(startDate)} to ${formatShortUs(endDate)}`;
}

/** The refusal of a stay over a block of either kind: an External one says which calendar holds the room. */
export function roomBlockMessage(
  block: { kind: RoomBlockKind; startDate: CalendarDate; endDate: CalendarDate; reason: string },
  roomNumber: string,
): string {
  if (block.kind === 'Out of Order') return outOfOrderMessage(roomNumber, block.startDate, block.endDate);
  return `Room ${roomNumber} is taken on another calendar (${block.reason}) from ${formatShortUs(block.startDate)} to ${formatShortUs(block.endDate)}`;
}

/** What grouping reads of a room (its status as text: GraphQL hands it over as a string). */
export interface HousekeepingRoomLike {
  roomNumber: string;
  housekeepingStatus: string;
}

/**
 * Rooms by status in the order housekeeping works them (Dirty first: those need a hand now; then
 * Inspected, Clean, Out of Order), each group in room-number order; empty groups are left out.
 */
export const HOUSEKEEPING_WORK_ORDER: readonly HousekeepingStatus[] = ['Dirty', 'Inspected', 'Clean', 'Out of Order'];

export function groupByHousekeepingStatus<T extends HousekeepingRoomLike>(
  rooms: readonly T[],
): { status: HousekeepingStatus; rooms: T[] }[] {
  return HOUSEKEEPING_WORK_ORDER.map((status) => ({
    status,
    rooms: rooms
      .filter((room) => room.housekeepingStatus === status)
      .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber)),
  })).filter((group) => group.rooms.length > 0);
}
