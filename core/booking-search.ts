/**
 * What a Recent Bookings search text means: "#1503" is booking 1503; a bare number is a room number or a
 * booking id; any other text is part of the guest's name ("Last, First" or "First Last", ignoring case) or
 * a room number typed whole.
 */
export interface BookingTextMatch {
  /** A booking id to match, or null. */
  id: number | null;
  /** A room number to match exactly, or null. */
  roomNumber: string | null;
  /** Lower-case text to find inside the guest's name, or null. */
  nameContains: string | null;
  /**
   * True when nameContains is one word: letters, digits, apostrophes, hyphens and periods, no white space or
   * comma. Such a text is inside a name exactly when it is inside one of the name's words, so the database
   * finds it among the words it keeps of each name (migration 0026) instead of in every matching booking.
   */
  nameIsOneWord: boolean;
}

const ONE_WORD = /^[\p{L}\p{M}\p{N}'’.-]+$/u;

const MAX_ID = 2_147_483_647;

export function bookingTextMatch(text: string): BookingTextMatch {
  const clean = text.replace(/\s+/g, ' ').trim();
  const hashId = /^#\s*(\d+)$/.exec(clean);
  if (hashId) return { id: toId(hashId[1]!), roomNumber: null, nameContains: null, nameIsOneWord: false };
  if (/^\d+$/.test(clean)) return { id: toId(clean), roomNumber: clean, nameContains: null, nameIsOneWord: false };
  const nameContains = clean.toLowerCase();
  return { id: null, roomNumber: clean, nameContains, nameIsOneWord: ONE_WORD.test(nameContains) };
}

/** An id the database can hold; a longer number can only be a room number (so the id side matches nothing). */
function toId(digits: string): number | null {
  const id = Number(digits);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Text for a LIKE pattern: its wildcards and escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
