import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, forbidden, invalidInput, unauthenticated } from '@core/errors';
import type { LoginInput, RegisterInput } from '@core/schemas/auth.schema';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { createDefaultSettings } from '../settings';
import { createAccountOwner, findPersonByEmail, isEmailTaken } from './account-owner';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-token.service';
import { HotelAccount } from './hotel-account.entity';
import type { HotelUser } from './hotel-user.entity';
import { hashPassword, verifyPasswordOrDummy } from './password';
import { endAllSessionsOf, endSession, startSession } from './session.service';
import { countingSignIn } from './sign-in-count';
import { startPendingSignIn } from './two-factor.service';
import { claimAttempt, clearAttempts, releaseAttempts, throttle, THROTTLES } from './throttle';

export const MESSAGES = {
  duplicateEmail: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email address before signing in. Check your inbox for the verification link.',
  badVerifyLink: 'This verification link is invalid or has expired',
  verified: 'Email verified successfully',
  alreadyVerified: 'Email is already verified',
  verificationSent: 'If an unverified account exists for this email, a new verification link has been sent.',
  resetSent: 'If an account exists for this email, a password reset link has been sent. The link expires in 1 hour.',
  badResetLink: 'Invalid or expired reset token',
  passwordReset: 'Password has been reset successfully',
  deactivated: "Your sign-in has been turned off. Ask your hotel's owner or manager to turn it back on.",
} as const;

/**
 * Creates a hotel account in demo mode with its default settings and its Owner (who signs in with the
 * account's email and password), and mails the Owner the verification link.
 */
export async function registerHotel(ctx: RequestContext, input: RegisterInput): Promise<HotelAccount> {
  await throttle(ctx.em, THROTTLES.signUp, { address: ctx.clientAddress });
  const passwordHash = await hashPassword(input.password);
  const { account, owner, token } = await refusingDuplicateEmail(() =>
    ctx.em.transactional(async (em) => {
      if (await isEmailTaken(em as Em, input.email)) throw conflict(MESSAGES.duplicateEmail);
      const created = em.create(HotelAccount, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        country: input.country,
        website: input.website,
        numberOfRooms: input.numberOfRooms ?? null,
        isEmailVerified: false,
        isAdmin: false,
        createdAt: new Date(),
      });
      const createdOwner = createAccountOwner(em as Em, created, passwordHash);
      await em.flush();
      await createDefaultSettings(em as Em, created);
      const verifyToken = await issueAccountToken(em as Em, ctx.config, createdOwner, 'verify-email');
      return { account: created, owner: createdOwner, token: verifyToken };
    }),
  );
  await sendVerificationMail(ctx, owner, token);
  return account;
}

/** Two registrations of one email at once both pass the count; the unique index refuses the second with the same 409. */
export async function refusingDuplicateEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(MESSAGES.duplicateEmail);
    throw error;
  }
}

async function sendVerificationMail(ctx: RequestContext, person: HotelUser, token: string): Promise<void> {
  const link = `${ctx.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: person.email,
    subject: 'Verify your Innkeep account',
    text: `Welcome to Innkeep, ${person.name}.\n\nConfirm your email address to sign in:\n${link}\n\nThe link works for 48 hours.`,
    link,
  });
}

export async function verifyEmail(ctx: RequestContext, token: string): Promise<{ message: string; hotel: { name: string } }> {
  const person = await consumeAccountToken(ctx.em, ctx.config, ['verify-email'], token);
  if (!person) throw invalidInput(MESSAGES.badVerifyLink);
  markVerified(person);
  await ctx.em.flush();
  return { message: MESSAGES.verified, hotel: { name: person.hotel.name } };
}

/** A person proved their mailbox; the account's own Owner proves the account's (the spec's isEmailVerified). */
function markVerified(person: HotelUser): void {
  person.isEmailVerified = true;
  if (person.email === person.hotel.email) person.hotel.isEmailVerified = true;
}

/** Answers the same whether or not the email exists, so nobody can probe for accounts. */
export async function resendVerification(ctx: RequestContext, email: string): Promise<{ message: string }> {
  await throttle(ctx.em, THROTTLES.verificationMail, { email, address: ctx.clientAddress });
  const person = await findPersonByEmail(ctx.em, email);
  if (person && !person.isEmailVerified) {
    await sendVerificationMail(ctx, person, await issueAccountToken(ctx.em, ctx.config, person, 'verify-email'));
  }
  return { message: MESSAGES.verificationSent };
}

/**
 * The attempt is counted before the password is checked (and given back when it was right), so that
 * concurrent wrong passwords cannot all pass the limit. An unknown email costs the same hash as a known
 * one, so the answer's timing does not tell whether an account exists.
 */
export function signIn(ctx: RequestContext, input: LoginInput): Promise<SignInResult> {
  return countingSignIn(
    () => checkPassword(ctx, input),
    (result) => 'account' in result,
  );
}

async function checkPassword(ctx: RequestContext, input: LoginInput): Promise<SignInResult> {
  const claimed = await claimAttempt(ctx.em, THROTTLES.signIn, { email: input.email, address: ctx.clientAddress });
  const person = await findPersonByEmail(ctx.em, input.email);
  const passwordMatches = await verifyPasswordOrDummy(input.password, person?.passwordHash);
  if (!person || !passwordMatches) throw unauthenticated(MESSAGES.badCredentials);
  await releaseAttempts(ctx.em, claimed);
  if (!person.isActive) throw forbidden(MESSAGES.deactivated);
  if (!person.isEmailVerified) throw forbidden(MESSAGES.notVerified);
  if (person.totpEnabledAt) {
    // Earlier failures stay counted until the code is right too: else a known password would reset the
    // count before every few guesses of the code.
    await startPendingSignIn(ctx, person);
    return { twoFactorRequired: true };
  }
  await clearAttempts(ctx.em, THROTTLES.signIn, input.email);
  await startSession(ctx, person);
  return { account: person.hotel };
}

/** A sign-in either has its session, or waits for the two-factor code (POST /api/auth/login/verify). */
export type SignInResult = { account: HotelAccount } | { twoFactorRequired: true };

export async function signOut(ctx: RequestContext): Promise<void> {
  await endSession(ctx);
}

export async function requestPasswordReset(ctx: RequestContext, email: string): Promise<{ message: string }> {
  await throttle(ctx.em, THROTTLES.passwordReset, { email, address: ctx.clientAddress });
  const person = await findPersonByEmail(ctx.em, email);
  if (person) await sendPasswordResetMail(ctx, person);
  return { message: MESSAGES.resetSent };
}

/** Also used when an admin adds a hotel: the hotel's Owner sets their own password through the same link. */
export async function sendPasswordResetMail(ctx: RequestContext, person: HotelUser, welcome = false): Promise<void> {
  const token = await issueAccountToken(ctx.em, ctx.config, person, 'reset-password');
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: person.email,
    subject: welcome ? 'Set your Innkeep password' : 'Reset your Innkeep password',
    text: `${welcome ? 'An Innkeep account was created for you.' : 'Someone asked to reset the password of your Innkeep account.'}\n\nChoose a password here:\n${link}\n\nThis link expires in 1 hour and works once.`,
    link,
  });
}

/**
 * The password page's link, before it is used: an invitation sets a first password at a named hotel; a reset
 * names no hotel. A link that is unknown, used or expired is refused as the reset itself would refuse it.
 */
export async function passwordLink(
  ctx: RequestContext,
  token: string,
): Promise<{ invitation: boolean; hotelName: string | null }> {
  const link = await peekAccountToken(ctx.em, ctx.config, ['reset-password', 'invitation'], token);
  if (!link) throw invalidInput(MESSAGES.badResetLink);
  const invitation = link.purpose === 'invitation';
  return { invitation, hotelName: invitation ? link.user.hotel.name : null };
}

/**
 * Sets a new password from a mailed link (a reset, or an invitation to a hotel's new person) and signs the
 * person out everywhere.
 */
export async function resetPassword(ctx: RequestContext, token: string, password: string): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  return ctx.em.transactional(async (em) => {
    const person = await consumeAccountToken(em as Em, ctx.config, ['reset-password', 'invitation'], token);
    if (!person) throw invalidInput(MESSAGES.badResetLink);
    person.passwordHash = passwordHash;
    // Following the link proves the mailbox, so the address counts as verified.
    markVerified(person);
    await em.flush();
    await endAllSessionsOf(em as Em, person.id);
    return { message: MESSAGES.passwordReset };
  });
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: start-up makes sure this verified admin exists with this password. */
export async function ensureAdminAccount(em: Em, email: string, password: string): Promise<HotelAccount> {
  const normalized = email.trim().toLowerCase();
  let admin = await em.findOne(HotelAccount, { email: normalized });
  const passwordHash = await hashPassword(password);
  if (!admin) {
    admin = em.create(HotelAccount, {
      name: 'Administrator',
      email: normalized,
      isEmailVerified: true,
      isAdmin: true,
      createdAt: new Date(),
    });
  } else {
    Object.assign(admin, { isEmailVerified: true, isAdmin: true });
  }
  const existing = await findPersonByEmail(em, normalized);
  // The identity map gives the admin's own person the same account object; anyone else's is another hotel's.
  if (existing && existing.hotel !== admin)
    throw conflict(`${normalized} already signs in to a hotel: choose another ADMIN_EMAIL`);
  const person = existing ?? createAccountOwner(em, admin, passwordHash);
  Object.assign(person, { passwordHash, isEmailVerified: true, isActive: true });
  await em.flush();
  return admin;
}
