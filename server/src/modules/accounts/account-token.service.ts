import type { AppConfig } from '../../config';
import type { Em } from '../../db/orm';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity';
import type { HotelUser } from './hotel-user.entity';
import { hashSecretToken, newSecretToken } from './secret-token';

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000, // the reset email says its link expires in 1 hour
  invitation: 72 * 60 * 60 * 1000,
  'two-factor': 5 * 60 * 1000,
};

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. Returns the raw token for the link. */
export async function issueAccountToken(
  em: Em,
  config: Pick<AppConfig, 'sessionSecret'>,
  user: HotelUser,
  purpose: AccountTokenPurpose,
): Promise<string> {
  await em.nativeDelete(AccountToken, { user: user.id, purpose, usedAt: null });
  const token = newSecretToken();
  em.create(AccountToken, {
    user,
    purpose,
    tokenHash: hashSecretToken(config.sessionSecret, token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
    createdAt: new Date(),
  });
  await em.flush();
  return token;
}

/** Marks a token used and returns its person (with their account), or null when it is unknown, used or expired. */
export async function consumeAccountToken(
  em: Em,
  config: Pick<AppConfig, 'sessionSecret'>,
  purposes: readonly AccountTokenPurpose[],
  token: string,
): Promise<HotelUser | null> {
  const row = await em.findOne(
    AccountToken,
    { tokenHash: hashSecretToken(config.sessionSecret, token), purpose: { $in: [...purposes] } },
    { populate: ['user', 'user.hotel'], filters: false },
  );
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  // The update is conditional so that two clicks racing on one link cannot both succeed.
  const claimed = await em.nativeUpdate(AccountToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
  return claimed === 1 ? row.user : null;
}

/**
 * What a mailed link is, without using it: its purpose and its person (with their hotel), or null when it is
 * unknown, used or expired. The password page reads it to say whether it sets a first password.
 */
export async function peekAccountToken(
  em: Em,
  config: Pick<AppConfig, 'sessionSecret'>,
  purposes: readonly AccountTokenPurpose[],
  token: string,
): Promise<{ purpose: AccountTokenPurpose; user: HotelUser } | null> {
  const row = await em.findOne(
    AccountToken,
    { tokenHash: hashSecretToken(config.sessionSecret, token), purpose: { $in: [...purposes] } },
    { populate: ['user', 'user.hotel'], filters: false },
  );
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return { purpose: row.purpose, user: row.user };
}
