/**
 * Licence keys (spec sections 3, 4 and 9): the pure half. A key is an HMAC of the hotel's details under the
 * server's LICENSE_SECRET; the HMAC itself lives in the server (it needs node:crypto). Here: how the details
 * are normalised into the signed message, how the MAC's bytes become a key people can read out over the
 * phone, and how a typed key is read back.
 */

/** An administrator's manual activation: only an admin may apply it; a hotel that submits it is refused. */
export const MANUAL_ACTIVATION = 'MANUAL-ACTIVATION';

/** Spec 9: a licensed hotel's transaction limit, and the demo's default. */
export const LICENSED_TRANSACTION_LIMIT = 999_999;
export const DEMO_TRANSACTION_LIMIT = 100;

/** The hotel details a key is bound to. */
export interface LicenceHotelDetails {
  hotelName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  numberOfRooms: number;
}

/** No 0/O, 1/I: 32 characters, so each carries 5 bits. */
export const LICENCE_KEY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LICENCE_KEY_GROUPS = 5;
export const LICENCE_KEY_GROUP_LENGTH = 5;
const KEY_LENGTH = LICENCE_KEY_GROUPS * LICENCE_KEY_GROUP_LENGTH;
/** Bytes of MAC a key needs: 25 characters x 5 bits = 125 bits. */
export const LICENCE_KEY_BYTES = Math.ceil((KEY_LENGTH * 5) / 8);

const MESSAGE_VERSION = 'innkeep-licence/v1';

/** Trimmed, inner runs of white space made one space, case-insensitive ("  Harbor   INN " = "harbor inn"). */
export function normaliseLicenceText(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The exact text the server signs: versioned, one normalised field per line, in a fixed order. */
export function licenceMessage(details: LicenceHotelDetails): string {
  const fields = [details.hotelName, details.address, details.city, details.state, details.zip].map(normaliseLicenceText);
  return [MESSAGE_VERSION, ...fields, String(Math.trunc(details.numberOfRooms))].join('\n');
}

/** The first 125 bits of a MAC as five groups of five characters: "7KQ2M-XH4TA-..." */
export function formatLicenceKey(mac: Uint8Array): string {
  if (mac.length < LICENCE_KEY_BYTES) throw new Error(`A licence key needs ${LICENCE_KEY_BYTES} bytes of MAC`);
  let bits = 0;
  let bitCount = 0;
  let characters = '';
  for (const byte of mac) {
    bits = (bits << 8) | byte;
    bitCount += 8;
    while (bitCount >= 5 && characters.length < KEY_LENGTH) {
      characters += LICENCE_KEY_ALPHABET[(bits >> (bitCount - 5)) & 31];
      bitCount -= 5;
    }
    bits &= (1 << bitCount) - 1;
    if (characters.length === KEY_LENGTH) break;
  }
  const groups = characters.match(new RegExp(`.{${LICENCE_KEY_GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

/**
 * A key as a person typed or pasted it: case, spaces and dashes do not matter. Returns the canonical
 * "XXXXX-XXXXX-XXXXX-XXXXX-XXXXX" (or MANUAL-ACTIVATION), or null when it cannot be a key at all.
 */
export function readLicenceKey(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (compact === MANUAL_ACTIVATION.replace('-', '')) return MANUAL_ACTIVATION;
  if (compact.length !== KEY_LENGTH) return null;
  if ([...compact].some((character) => !LICENCE_KEY_ALPHABET.includes(character))) return null;
  return (compact.match(new RegExp(`.{${LICENCE_KEY_GROUP_LENGTH}}`, 'g')) ?? []).join('-');
}

/** What the admin's licence list shows until "show": the first group only. */
export function maskLicenceKey(key: string): string {
  if (key === MANUAL_ACTIVATION) return key;
  const [first = '', ...rest] = key.split('-');
  return [first, ...rest.map((group) => '•'.repeat(group.length))].join('-');
}
