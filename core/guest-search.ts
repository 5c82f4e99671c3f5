import { parseGuestName } from './guest-name';

/**
 * What a guest search looks for (spec section 2's autocomplete, the Guests screen's search and
 * GET /api/hotel/guests?search=…), read from the text as a clerk types it: each part is lower case, and a
 * guest matches when any part given is found.
 */
export interface GuestSearchTerms {
  /** Found inside 'first last' or 'last first'. */
  name: string | null;
  /**
   * Typed as "Last, First": the name is found inside 'last first' only, and this inside the last name
   * ("Clark," is a Clark, not Kent, Clark).
   */
  lastName: string | null;
  /** Found inside the email. */
  email: string | null;
  /** Found among the phone's digits, whatever the punctuation: "555 01" finds "555-0101". */
  phoneDigits: string | null;
}

/** A phone as typed: digits with the usual punctuation, at least this many digits. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 3;

/**
 * "Clark, Chloe" (the way names are shown) is 'clark chloe' found in 'last first' with 'clark' in the last name; "Chloe Clark",
 * "clark" or "hlo" are found in either order; text with an @ is an email; digits with phone punctuation are
 * a phone number (or part of an email). Blank text searches nothing (null).
 */
export function parseGuestSearch(text: string | null | undefined): GuestSearchTerms | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!clean) return null;
  if (clean.includes('@')) return { name: null, lastName: null, email: clean, phoneDigits: null };
  if (clean.includes(',')) {
    const { lastName, firstName } = parseGuestName(clean);
    if (!lastName) return firstName ? { name: firstName, lastName: null, email: null, phoneDigits: null } : null;
    return { name: [lastName, firstName].filter(Boolean).join(' '), lastName, email: null, phoneDigits: null };
  }
  const digits = clean.replace(/\D/g, '');
  if (PHONE_LIKE.test(clean) && digits.length >= PHONE_MIN_DIGITS) {
    return { name: null, lastName: null, email: clean.includes(' ') ? null : clean, phoneDigits: digits };
  }
  return { name: clean, lastName: null, email: clean.includes(' ') ? null : clean, phoneDigits: null };
}

/** `%text%` for LIKE, the text's own % _ and \ taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
