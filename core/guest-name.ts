/**
 * Guest names as the booking and guest screens type them (spec section 5): one text field parsed into
 * last and first names, shown back as "Last, First".
 */
export interface GuestName {
  firstName: string;
  lastName: string;
}

/** The name given to the missing half of a guest auto-created from the booking screen. */
export const PLACEHOLDER_GUEST_NAME = 'Guest';
export const GUEST_MATCH_MIN_CHARS = 2;
export const GUEST_MATCH_LIMIT = 8;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "Smith, John" -> last Smith, first John. Without a comma: one word is a last name; two are first then
 * last; three are two first names and a last; more are one first name and the rest as last name.
 */
export function parseGuestName(text: string | null | undefined): GuestName {
  const clean = collapse(text ?? '');
  const comma = clean.indexOf(',');
  if (comma >= 0) {
    return { lastName: clean.slice(0, comma).trim(), firstName: clean.slice(comma + 1).trim() };
  }
  const words = clean ? clean.split(' ') : [];
  switch (words.length) {
    case 0:
      return { firstName: '', lastName: '' };
    case 1:
      return { firstName: '', lastName: words[0] };
    case 2:
      return { firstName: words[0], lastName: words[1] };
    case 3:
      return { firstName: `${words[0]} ${words[1]}`, lastName: words[2] };
    default:
      return { firstName: words[0], lastName: words.slice(1).join(' ') };
  }
}

/** "mary-jane o'neil" -> "Mary-Jane O'Neil": a capital at the start of every word, hyphen part and apostrophe part. */
export function titleCase(text: string | null | undefined): string {
  return collapse(text ?? '')
    .toLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** "Last, First"; just one of them when the other is blank. */
export function formatGuestName(lastName: string | null | undefined, firstName: string | null | undefined): string {
  const last = collapse(lastName ?? '');
  const first = collapse(firstName ?? '');
  if (last && first) return `${last}, ${first}`;
  return last || first;
}

/** The booking screen's guest: parsed, title-cased, and never blank (a blank half becomes 'Guest'). */
export function guestNameForBooking(text: string | null | undefined): GuestName {
  const { firstName, lastName } = parseGuestName(text);
  return {
    firstName: titleCase(firstName) || PLACEHOLDER_GUEST_NAME,
    lastName: titleCase(lastName) || PLACEHOLDER_GUEST_NAME,
  };
}

export interface NamedGuest {
  firstName: string | null;
  lastName: string | null;
}

/**
 * The guest autocomplete: nothing under 2 typed characters, else the first `limit` guests whose
 * "first last" or "last first" contains the text, ignoring case. Keeps the guests' order.
 */
export function matchGuests<G extends NamedGuest>(guests: readonly G[], query: string, limit = GUEST_MATCH_LIMIT): G[] {
  const needle = collapse(query).toLowerCase();
  if (needle.length < GUEST_MATCH_MIN_CHARS || limit <= 0) return [];
  const matches: G[] = [];
  for (const guest of guests) {
    const first = collapse(guest.firstName ?? '').toLowerCase();
    const last = collapse(guest.lastName ?? '').toLowerCase();
    if (`${first} ${last}`.includes(needle) || `${last} ${first}`.includes(needle)) {
      matches.push(guest);
      if (matches.length >= limit) break;
    }
  }
  return matches;
}
