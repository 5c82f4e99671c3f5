import { conflict, forbidden, invalidInput, unauthenticated } from '@core/errors';
import { isTotpCode, SIGN_IN_EXPIRED_MESSAGE } from '@core/schemas/two-factor.schema';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { AccountToken } from './account-token.entity';
import { consumeAccountToken, issueAccountToken, TOKEN_LIFETIME_MS } from './account-token.service';
import type { HotelAccount } from './hotel-account.entity';
import { requireSession } from './guards';
import { HotelUser } from './hotel-user.entity';
import { RecoveryCode } from './recovery-code.entity';
import { hashSecretToken } from './secret-token';
import { startSession } from './session.service';
import { countingSignIn } from './sign-in-count';
import { claimAttempt, clearAttempts, releaseAttempts, THROTTLES } from './throttle';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './two-factor';

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  required: 'Your hotel requires two-factor sign-in: it cannot be turned off',
  signInExpired: SIGN_IN_EXPIRED_MESSAGE,
} as const;

/** What a sign-in with a right password answers when the person has two-factor sign-in on. */
export const TWO_FACTOR_CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';

/** The person signed in, loaded with their secret (the session's copy leaves it out). */
async function signedInPerson(ctx: RequestContext): Promise<HotelUser> {
  const { user } = requireSession(ctx);
  return ctx.em.findOneOrFail(HotelUser, { id: user.id }, { filters: false, populate: ['totpSecret'] });
}

/** POST /api/auth/two-factor/setup: a new secret for the person's authenticator app, not yet in use. */
export async function setUpTwoFactor(ctx: RequestContext): Promise<{ secret: string; otpauthUrl: string }> {
  const person = await signedInPerson(ctx);
  if (person.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  person.totpSecret = newTotpSecret();
  await ctx.em.flush();
  return { secret: person.totpSecret, otpauthUrl: otpauthUrl(person.totpSecret, person.email) };
}

/** POST /api/auth/two-factor/enable: a first right code turns it on; ten recovery codes are shown once. */
export async function enableTwoFactor(ctx: RequestContext, code: string): Promise<{ recoveryCodes: string[] }> {
  const person = await signedInPerson(ctx);
  if (person.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!person.totpSecret || !isTotpCode(code) || !(await acceptTotp(ctx.em, person, code))) {
    throw invalidInput(TWO_FACTOR_MESSAGES.wrongCode);
  }
  const recoveryCodes = newRecoveryCodes();
  await ctx.em.transactional(async (em) => {
    person.totpEnabledAt = new Date();
    await em.nativeDelete(RecoveryCode, { user: person.id });
    for (const recovery of recoveryCodes)
      em.create(RecoveryCode, { user: person, codeHash: hashCode(ctx, recovery), usedAt: null });
  });
  return { recoveryCodes };
}

/** POST /api/auth/two-factor/disable: with a current code (or a recovery code), unless the hotel requires it. */
export async function disableTwoFactor(ctx: RequestContext, code: string): Promise<{ message: string }> {
  const session = requireSession(ctx);
  const person = await signedInPerson(ctx);
  if (!person.totpEnabledAt) throw invalidInput(TWO_FACTOR_MESSAGES.notOn);
  if (session.twoFactorRequired) throw forbidden(TWO_FACTOR_MESSAGES.required);
  if (!(await acceptCode(ctx, person, code))) throw invalidInput(TWO_FACTOR_MESSAGES.wrongCode);
  await ctx.em.transactional(async (em) => {
    Object.assign(person, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await em.nativeDelete(RecoveryCode, { user: person.id });
  });
  return { message: 'Two-factor sign-in is off' };
}

/**
 * The password was right and the person has two-factor sign-in on: no session yet, only a five-minute
 * cookie naming the person, which POST /api/auth/login/verify exchanges for a session with a right code.
 */
export async function startPendingSignIn(ctx: RequestContext, person: HotelUser): Promise<void> {
  const token = await issueAccountToken(ctx.em, ctx.config, person, 'two-factor');
  ctx.cookies.pendingSignIn.set(token, new Date(Date.now() + TOKEN_LIFETIME_MS['two-factor']));
}

/**
 * POST /api/auth/login/verify: the code of a pending sign-in. A wrong code counts toward the sign-in
 * limit of the person's email like a wrong password; the pending cookie works until it expires or succeeds.
 */
export function verifyPendingSignIn(ctx: RequestContext, code: string): Promise<HotelAccount> {
  return countingSignIn(
    () => checkPendingCode(ctx, code),
    () => true,
  );
}

async function checkPendingCode(ctx: RequestContext, code: string): Promise<HotelAccount> {
  const token = ctx.cookies.pendingSignIn.read();
  const pending = token ? await pendingPerson(ctx.em, ctx, token) : null;
  if (!token || !pending) throw unauthenticated(TWO_FACTOR_MESSAGES.signInExpired);
  const claimed = await claimAttempt(ctx.em, THROTTLES.signIn, { email: pending.email, address: ctx.clientAddress });
  if (!(await acceptCode(ctx, pending, code))) throw unauthenticated(TWO_FACTOR_MESSAGES.wrongCode);
  await releaseAttempts(ctx.em, claimed);
  // Used once: a second request with the same cookie finds no pending sign-in.
  if (!(await consumeAccountToken(ctx.em, ctx.config, ['two-factor'], token)))
    throw unauthenticated(TWO_FACTOR_MESSAGES.signInExpired);
  await clearAttempts(ctx.em, THROTTLES.signIn, pending.email);
  ctx.cookies.pendingSignIn.clear();
  await startSession(ctx, pending);
  return pending.hotel;
}

/** The person of an unused, unexpired pending sign-in token, without using it up. */
async function pendingPerson(em: Em, ctx: RequestContext, token: string): Promise<HotelUser | null> {
  const pending = await em.findOne(
    AccountToken,
    {
      tokenHash: hashSecretToken(ctx.config.sessionSecret, token),
      purpose: 'two-factor',
      usedAt: null,
      expiresAt: { $gt: new Date() },
    },
    { filters: false, populate: ['user', 'user.hotel', 'user.totpSecret'] },
  );
  const person = pending?.user;
  return person?.isActive && person.totpEnabledAt ? person : null;
}

/** A right code now: a TOTP code of a step not used before, or an unused recovery code (used up by this). */
async function acceptCode(ctx: RequestContext, person: HotelUser, code: string): Promise<boolean> {
  if (isTotpCode(code)) return acceptTotp(ctx.em, person, code);
  const used = await ctx.em.nativeUpdate(
    RecoveryCode,
    { user: person.id, codeHash: hashCode(ctx, code), usedAt: null },
    { usedAt: new Date() },
  );
  return used === 1;
}

/** Accepts a TOTP code once: the step is recorded with a conditional update, so two racing uses get one yes. */
async function acceptTotp(em: Em, person: HotelUser, code: string): Promise<boolean> {
  const step = person.totpSecret ? matchingStep(person.totpSecret, code) : null;
  if (step === null) return false;
  const claimed = await em.nativeUpdate(
    HotelUser,
    { id: person.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
    { totpLastStep: step },
    { filters: false },
  );
  if (claimed === 1) person.totpLastStep = step;
  return claimed === 1;
}

const hashCode = (ctx: RequestContext, code: string) =>
  hashSecretToken(ctx.config.sessionSecret, code.replace(/[\s-]/g, '').toLowerCase());
