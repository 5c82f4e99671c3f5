import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatLicenceKey, licenceMessage, type LicenceHotelDetails } from '@core/licence-key';

/**
 * The key for these hotel details under LICENSE_SECRET: HMAC-SHA256 of the normalised details, formatted
 * for people (core/licence-key.ts). Without the secret nobody can compute one.
 */
export function deriveLicenceKey(secret: string, details: LicenceHotelDetails): string {
  return formatLicenceKey(createHmac('sha256', secret).update(licenceMessage(details)).digest());
}

/** True when `key` (canonical, see readLicenceKey) is the key of these details; compared in constant time. */
export function licenceKeyMatches(secret: string, key: string, details: LicenceHotelDetails): boolean {
  const expected = Buffer.from(deriveLicenceKey(secret, details));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
