import { isCalendarDate, nightsBetween } from '@core/stay-dates';

/** A room taken over the typed nights, and what is in the way (a stay's guest, or a block's reason). */
export interface RoomInTheWay {
  roomId: number;
  guestName?: string | null;
  blockReason?: string | null;
  startDate: string;
  endDate: string;
}

/** The Room dropdown's choices for a row: labels in the order shown, and the note a taken room carries. */
export interface RoomChoices {
  source: string[];
  noteOf: ((label: string) => string | undefined) | null;
}

/** The nights a row's dates ask about, "2026-12-14|4", or null while they are not a stay. */
export function stayKey(checkInDate: string, checkOutDate: string): string | null {
  if (!isCalendarDate(checkInDate) || !isCalendarDate(checkOutDate)) return null;
  const nights = nightsBetween(checkInDate, checkOutDate);
  return nights >= 1 && nights <= 3650 ? `${checkInDate}|${nights}` : null;
}

const monthDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** "taken: Garcia, Ana 12/14–12/18", or "out of order: New carpet 12/13–12/20" for a block. */
export function takenNote(inTheWay: RoomInTheWay): string {
  const nights = `${monthDay(inTheWay.startDate)}–${monthDay(inTheWay.endDate)}`;
  const words = inTheWay.guestName != null ? ['taken:', inTheWay.guestName] : ['out of order:', inTheWay.blockReason];
  return [...words, nights].filter(Boolean).join(' ');
}

/**
 * The rooms free for the nights first, then the taken ones, each part in room order; a taken room's label
 * stays as it is (typing "203" still picks it), its note says who is in the way.
 */
export function roomChoices(
  labels: readonly string[],
  roomIdOf: (label: string) => number | undefined,
  inTheWay: readonly RoomInTheWay[],
): RoomChoices {
  if (inTheWay.length === 0) return { source: [...labels], noteOf: null };
  const byRoom = new Map(inTheWay.map((item) => [item.roomId, item] as const));
  const notes = new Map<string, string>();
  const free: string[] = [];
  const taken: string[] = [];
  for (const label of labels) {
    const item = byRoom.get(roomIdOf(label) ?? -1);
    if (!item) free.push(label);
    else {
      taken.push(label);
      notes.set(label, takenNote(item));
    }
  }
  return { source: [...free, ...taken], noteOf: (label) => notes.get(label) };
}
