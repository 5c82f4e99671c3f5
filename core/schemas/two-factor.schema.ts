import { z } from 'zod';

/** The 403 of every endpoint but the set-up, for a person whose hotel requires two-factor sign-in they have not set up. */
export const TWO_FACTOR_SETUP_MESSAGE = 'Your hotel requires two-factor sign-in. Please set it up to continue.';

/** A code step whose pending sign-in is gone (five minutes passed, or it was used): the password again. */
export const SIGN_IN_EXPIRED_MESSAGE = 'Your sign-in has expired. Please enter your email and password again.';

export const CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app, or a recovery code';

/**
 * A code as a person types it: six digits from the authenticator app ("123 456" too), or one of their
 * recovery codes (ten letters and digits, "abcde-12345", any case).
 */
export const twoFactorCodeSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toLowerCase() : value),
    z.string({ error: CODE_MESSAGE }).regex(/^(\d{6}|[a-z0-9]{10})$/, CODE_MESSAGE),
  ),
});

/** A recovery code as it is shown and stored: two groups of five. */
export function formatRecoveryCode(code: string): string {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
