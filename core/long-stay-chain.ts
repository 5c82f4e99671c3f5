import { nightsBetween, type CalendarDate } from './stay-dates';

/**
 * A stay for the long-stay rules is a chain of bookings of one guest record, each checking in on the day the
 * previous one checks out, in any rooms, none Cancelled or No Show. Pure: the server reads the candidate
 * bookings in one statement (a recursive CTE over the guest and the dates) and walks them here.
 */
export interface ChainStay {
  id: number;
  guestId: number | null;
  roomId: number;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
  /** Cancelled and No Show stays are in no chain. */
  holdsRoom: boolean;
}

/**
 * Of the guest's stays that end (or start) on a date, the one the chain follows: a stay in the same room
 * first (a crew booked under one guest record renews room by room), then the oldest booking.
 */
function pick<T extends ChainStay>(candidates: readonly T[], roomId: number): T | undefined {
  return [...candidates].sort((a, b) => Number(b.roomId === roomId) - Number(a.roomId === roomId) || a.id - b.id)[0];
}

/** The guest's stays by a date of theirs (`checkOutDate` or `checkInDate`): each step of a walk is one look-up. */
function byDate<T extends ChainStay>(stays: readonly T[], date: 'checkOutDate' | 'checkInDate'): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const stay of stays) {
    if (!stay.holdsRoom || stay.guestId === null) continue;
    const key = `${stay.guestId}/${stay[date]}`;
    map.set(key, [...(map.get(key) ?? []), stay]);
  }
  return map;
}

/** Walks from `stay` to the stay whose `to` date is its `from` date, and on, while there is one. */
function walk<T extends ChainStay>(stays: readonly T[], stay: ChainStay, from: 'checkInDate' | 'checkOutDate'): T[] {
  const to = from === 'checkInDate' ? 'checkOutDate' : 'checkInDate';
  const index = byDate(stays, to);
  const chain: T[] = [];
  const seen = new Set([stay.id]);
  let current = stay;
  while (current.guestId !== null) {
    const candidates = (index.get(`${current.guestId}/${current[from]}`) ?? []).filter((other) => !seen.has(other.id));
    const next = pick(candidates, current.roomId);
    if (!next) break;
    seen.add(next.id);
    chain.push(next);
    current = next;
  }
  return chain;
}

/** The bookings before `stay` in its chain, the first of the chain first (empty when it starts one). */
export function predecessorsOf<T extends ChainStay>(stays: readonly T[], stay: ChainStay): T[] {
  return walk(stays, stay, 'checkInDate').reverse();
}

/** The bookings after `stay` in its chain, in order (empty when it ends the chain). */
export function successorsOf<T extends ChainStay>(stays: readonly T[], stay: ChainStay): T[] {
  return walk(stays, stay, 'checkOutDate');
}

/** The chain's nights before a booking: from its first booking's check-in to the booking's own. */
export function nightsBefore(predecessors: readonly ChainStay[], stay: Pick<ChainStay, 'checkInDate'>): number {
  const first = predecessors[0];
  return first ? nightsBetween(first.checkInDate, stay.checkInDate) : 0;
}
