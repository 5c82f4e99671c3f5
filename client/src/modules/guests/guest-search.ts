/** The search waits this long after the last keystroke. */
export const GUEST_SEARCH_DEBOUNCE_MS = 250;

/**
 * The text sent to guestSearch, as typed: the server reads it (core/guest-search.ts: "Last, First",
 * "First Last", email or phone). Blank means no search.
 */
export function guestSearchText(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}
