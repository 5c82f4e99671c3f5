import { parseGuestName } from '@core/guest-name';

/** The search waits this long after the last keystroke. */
export const GUEST_SEARCH_DEBOUNCE_MS = 250;

/**
 * The text sent to guestSearch, which matches 'first last' or 'last first': "Lovelace, Ada" is asked
 * as "Lovelace Ada" so that the way names are shown also finds them. Blank means no search.
 */
export function guestSearchText(typed: string): string {
  const text = typed.replace(/\s+/g, ' ').trim();
  if (!text.includes(',')) return text;
  const { lastName, firstName } = parseGuestName(text);
  return [lastName, firstName].filter(Boolean).join(' ');
}
