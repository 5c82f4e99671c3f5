import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { formatRecoveryCode } from '@core/schemas/two-factor.schema';

/** RFC 6238 as Google Authenticator and 1Password read it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: 'Innkeep',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the set-up screen's QR code. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step of a code that is right now (one step either side, for a phone's clock a little off), or
 * null. The caller accepts a step only once, so a code seen over a shoulder cannot be used again.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten fresh recovery codes (ten letters and digits each, as shown to the person). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    return formatRecoveryCode(Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join(''));
  });
}
