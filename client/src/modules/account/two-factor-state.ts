import type { Account } from '../../app/auth-context';

/** The page where a person turns two-factor sign-in on or off (any role; the admin in their own session). */
export const TWO_FACTOR_PATH = '/account/security';

/**
 * The hotel requires two-factor sign-in and this person has not set it up: the server answers them only
 * on the set-up (and `me`, logout), so the app shows nothing else until it is on.
 */
export function mustSetUpTwoFactor(account: Pick<Account, 'user'> | null): boolean {
  return Boolean(account && account.user.twoFactorRequired && !account.user.twoFactorEnabled);
}
