import type { HousekeepingStatus } from '@core/housekeeping';
import { addDays, type CalendarDate } from '@core/stay-dates';

/** What the demo's housekeeping reads of a stay. */
export interface DemoStay {
  roomId: number;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
}

export interface DemoHousekeeping {
  /** Rooms not Clean, with their status and note. */
  statuses: { roomId: number; status: HousekeepingStatus; note: string | null }[];
  /** One room out of order for a few nights soon, over none of its stays. */
  block: { roomId: number; startDate: CalendarDate; endDate: CalendarDate; reason: string } | null;
}

const BLOCK_NIGHTS = 3;
/** The block begins this many days from today at the earliest, and is sought this far ahead. */
const BLOCK_FROM_DAYS = 3;
const BLOCK_SEARCH_DAYS = 60;

const overlaps = (stay: DemoStay, start: CalendarDate, end: CalendarDate) => stay.checkInDate < end && start < stay.checkOutDate;

/**
 * A morning at the demo hotel: the rooms whose guests leave today are Dirty, two more wait for a clean
 * and an inspection, one empty room is Out of Order (its heater), and one room is blocked for a carpet
 * for a few nights soon, in a gap between its stays (the database refuses a block over a stay).
 */
export function demoHousekeeping(roomIds: readonly number[], stays: readonly DemoStay[], today: CalendarDate): DemoHousekeeping {
  const statuses = new Map<number, { status: HousekeepingStatus; note: string | null }>();
  for (const stay of stays) {
    if (stay.checkOutDate === today) statuses.set(stay.roomId, { status: 'Dirty', note: null });
  }
  const occupiedTonight = new Set(stays.filter((stay) => overlaps(stay, today, addDays(today, 1))).map((stay) => stay.roomId));
  const vacant = roomIds.filter((id) => !occupiedTonight.has(id) && !statuses.has(id));
  const [outOfOrder, dirty, inspected] = vacant;
  if (outOfOrder !== undefined) statuses.set(outOfOrder, { status: 'Out of Order', note: 'Heater not working: engineer called' });
  if (dirty !== undefined) statuses.set(dirty, { status: 'Dirty', note: 'Extra towels requested' });
  if (inspected !== undefined) statuses.set(inspected, { status: 'Inspected', note: null });

  let block: DemoHousekeeping['block'] = null;
  for (const roomId of [...roomIds].reverse()) {
    const own = stays.filter((stay) => stay.roomId === roomId);
    for (let offset = BLOCK_FROM_DAYS; offset < BLOCK_SEARCH_DAYS && !block; offset++) {
      const startDate = addDays(today, offset);
      const endDate = addDays(startDate, BLOCK_NIGHTS);
      if (!own.some((stay) => overlaps(stay, startDate, endDate))) {
        block = { roomId, startDate, endDate, reason: 'New carpet' };
      }
    }
    if (block) break;
  }
  return { statuses: [...statuses].map(([roomId, value]) => ({ roomId, ...value })), block };
}
