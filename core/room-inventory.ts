/**
 * The rules of a hotel's room inventory that are not about one field: the order rooms are listed in,
 * the room limit (the number_of_rooms setting) and the sentences a refused change shows.
 */

const roomNumberCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Room numbers in the order a front desk reads them: "9" < "10" < "101" < "102A" < "1000". */
export function compareRoomNumbers(a: string, b: string): number {
  return roomNumberCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The number_of_rooms setting as a limit; blank or unreadable means the hotel has no limit. */
export function parseRoomLimit(setting: string | null | undefined): number | null {
  const text = (setting ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * Why adding `adding` rooms to a hotel that has `existing` is refused, or null when it is allowed.
 * A hotel cannot have more rooms than its limit; it may already have more (the limit was lowered), and
 * then it can add none.
 */
export function roomLimitRefusal(limit: number | null, existing: number, adding: number): string | null {
  if (limit === null || existing + adding <= limit) return null;
  if (adding === 1) {
    return `Room limit reached: this hotel is set up for ${limit} ${rooms(limit)} and already has ${existing}. Change the number of rooms in Settings to add more.`;
  }
  const room = Math.max(0, limit - existing);
  return `Creating ${adding} rooms would exceed the limit of ${limit} ${rooms(limit)}: this hotel already has ${existing}, so ${room} more can be added. No rooms were created.`;
}

const LISTED_DUPLICATES = 10;

/** Why a room number, or a batch containing taken numbers, is refused. Names every taken number (up to 10). */
export function duplicateRoomsMessage(taken: readonly string[], batch: boolean): string {
  const shown = taken.slice(0, LISTED_DUPLICATES);
  const more = taken.length - shown.length;
  const list = more > 0 ? `${shown.join(', ')} and ${more} more` : joinWithAnd(shown);
  const sentence = taken.length === 1 ? `Room number ${list} already exists` : `Room numbers ${list} already exist`;
  return batch ? `${sentence}. No rooms were created.` : sentence;
}

/** Why a room with bookings cannot be deleted: its bookings are the hotel's history. */
export function roomHasBookingsMessage(roomNumber: string, bookings: number): string {
  return `Room ${roomNumber} cannot be deleted because it has ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`;
}

/** What the Room Types tab says before deleting a type that rooms use. */
export function roomsLeftWithoutTypeMessage(roomCount: number): string {
  if (roomCount === 0) return '';
  return roomCount === 1
    ? '1 room uses this room type and will be left with no type.'
    : `${roomCount} rooms use this room type and will be left with no type.`;
}

const rooms = (count: number) => (count === 1 ? 'room' : 'rooms');

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
