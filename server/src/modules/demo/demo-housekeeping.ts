import type { HousekeepingStatus } from '@core/housekeeping';
import { addDays, type CalendarDate } from '@core/stay-dates';

/** What the demo's housekeeping reads of a stay. */
export interface DemoStay {
  roomId: number;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
}

/** A room taken out of sale for some nights (startDate up to, not including, endDate), as a stay is. */
export interface DemoBlock {
  roomId: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  reason: string;
}

export interface DemoHousekeeping {
  /** Rooms not Clean, with their status and note. */
  statuses: { roomId: number; status: HousekeepingStatus; note: string | null }[];
  /** The Out of Order room's block, and one room blocked for a carpet a few nights soon: over none of their stays. */
  blocks: DemoBlock[];
}

const BLOCK_NIGHTS = 3;
/** The carpet block begins this many days from today at the earliest, and is sought this far ahead. */
const BLOCK_FROM_DAYS = 3;
const BLOCK_SEARCH_DAYS = 60;
/** The Out of Order room waits for its engineer this many nights from today: blocked, and no stay in them. */
export const DEMO_OUT_OF_ORDER_DAYS = 7;
export const DEMO_OUT_OF_ORDER_NOTE = 'Heater not working: engineer called';

const overlaps = (stay: DemoStay, start: CalendarDate, end: CalendarDate) => stay.checkInDate < end && start < stay.checkOutDate;

/** True when the block covers a night of the stay (the demo books around its blocks). */
export function stayMeetsBlock(stay: DemoStay, block: Omit<DemoBlock, 'reason'>): boolean {
  return stay.roomId === block.roomId && overlaps(stay, block.startDate, block.endDate);
}

/**
 * The room whose heater broke: out of order from today for a week. Decided before the stays are drawn,
 * so that the demo books none over it (an Out of Order room with a guest arriving tomorrow is a room the
 * desk could not check them into).
 */
export function demoOutOfOrderBlock(roomId: number, today: CalendarDate): DemoBlock {
  return { roomId, startDate: today, endDate: addDays(today, DEMO_OUT_OF_ORDER_DAYS), reason: 'Heater not working' };
}

/**
 * A morning at the demo hotel: the rooms whose guests leave today are Dirty, two more wait for a clean
 * and an inspection, the room of the out-of-order block is Out of Order (its heater), and one more room is
 * blocked for a carpet for a few nights soon, in a gap between its stays (the database refuses a block
 * over a stay).
 */
export function demoHousekeeping(
  roomIds: readonly number[],
  stays: readonly DemoStay[],
  today: CalendarDate,
  outOfOrder: DemoBlock | null,
): DemoHousekeeping {
  const statuses = new Map<number, { status: HousekeepingStatus; note: string | null }>();
  for (const stay of stays) {
    if (stay.checkOutDate === today) statuses.set(stay.roomId, { status: 'Dirty', note: null });
  }
  if (outOfOrder) statuses.set(outOfOrder.roomId, { status: 'Out of Order', note: DEMO_OUT_OF_ORDER_NOTE });
  const occupiedTonight = new Set(stays.filter((stay) => overlaps(stay, today, addDays(today, 1))).map((stay) => stay.roomId));
  const vacant = roomIds.filter((id) => !occupiedTonight.has(id) && !statuses.has(id));
  const [dirty, inspected] = vacant;
  if (dirty !== undefined) statuses.set(dirty, { status: 'Dirty', note: 'Extra towels requested' });
  if (inspected !== undefined) statuses.set(inspected, { status: 'Inspected', note: null });

  let carpet: DemoBlock | null = null;
  for (const roomId of [...roomIds].reverse()) {
    if (roomId === outOfOrder?.roomId) continue;
    const own = stays.filter((stay) => stay.roomId === roomId);
    for (let offset = BLOCK_FROM_DAYS; offset < BLOCK_SEARCH_DAYS && !carpet; offset++) {
      const startDate = addDays(today, offset);
      const endDate = addDays(startDate, BLOCK_NIGHTS);
      if (!own.some((stay) => overlaps(stay, startDate, endDate))) {
        carpet = { roomId, startDate, endDate, reason: 'New carpet' };
      }
    }
    if (carpet) break;
  }
  return {
    statuses: [...statuses].map(([roomId, value]) => ({ roomId, ...value })),
    blocks: [outOfOrder, carpet].filter((block): block is DemoBlock => block !== null),
  };
}
