import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, forbidden, invalidInput, unauthenticated } from '@core/errors';
import type { LoginInput, RegisterInput } from '@core/schemas/auth.schema';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { createDefaultSettings } from '../settings/settings.service';
import { consumeAccountToken, issueAccountToken } from './account-token.service';
import { HotelAccount } from './hotel-account.entity';
import { hashPassword, verifyPasswordOrDummy } from './password';
import { endAllSessionsOf, endSession, startSession } from './session.service';
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
} as const;

/** Creates a hotel account in demo mode with its default settings, and mails the verification link. */
export async function registerHotel(ctx: RequestContext, input: RegisterInput): Promise<HotelAccount> {
  await throttle(ctx.em, THROTTLES.signUp, { address: ctx.clientAddress });
  const passwordHash = await hashPassword(input.password);
  const { account, token } = await refusingDuplicateEmail(() =>
    ctx.em.transactional(async (em) => {
      if (await em.count(HotelAccount, { email: input.email })) throw conflict(MESSAGES.duplicateEmail);
      const created = em.create(HotelAccount, {
        name: input.name,
        email: input.email,
        passwordHash,
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
      await em.flush();
      await createDefaultSettings(em as Em, created);
      return { account: created, token: await issueAccountToken(em as Em, ctx.config, created, 'verify-email') };
    }),
  );
  await sendVerificationMail(ctx, account, token);
  return account;
}

/** Two registrations of one email at once both pass the count; the unique index refuses the second with the same 409. */
async function refusingDuplicateEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(MESSAGES.duplicateEmail);
    throw error;
  }
}

async function sendVerificationMail(ctx: RequestContext, account: HotelAccount, token: string): Promise<void> {
  const link = `${ctx.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: account.email,
    subject: 'Verify your Innkeep account',
    text: `Welcome to Innkeep, ${account.name}.\n\nConfirm your email address to sign in:\n${link}\n\nThe link works for 48 hours.`,
    link,
  });
}

export async function verifyEmail(ctx: RequestContext, token: string): Promise<{ message: string; hotel: { name: string } }> {
  const account = await consumeAccountToken(ctx.em, ctx.config, 'verify-email', token);
  if (!account) throw invalidInput(MESSAGES.badVerifyLink);
  account.isEmailVerified = true;
  await ctx.em.flush();
  return { message: MESSAGES.verified, hotel: { name: account.name } };
}

/** Answers the same whether or not the email exists, so nobody can probe for accounts. */
export async function resendVerification(ctx: RequestContext, email: string): Promise<{ message: string }> {
  await throttle(ctx.em, THROTTLES.verificationMail, { email, address: ctx.clientAddress });
  const account = await ctx.em.findOne(HotelAccount, { email });
  if (account && !account.isEmailVerified) {
    await sendVerificationMail(ctx, account, await issueAccountToken(ctx.em, ctx.config, account, 'verify-email'));
  }
  return { message: MESSAGES.verificationSent };
}

/**
 * The attempt is counted before the password is checked (and given back when it was right), so that
 * concurrent wrong passwords cannot all pass the limit. An unknown email costs the same hash as a known
 * one, so the answer's timing does not tell whether an account exists.
 */
export async function signIn(ctx: RequestContext, input: LoginInput): Promise<HotelAccount> {
  const claimed = await claimAttempt(ctx.em, THROTTLES.signIn, { email: input.email, address: ctx.clientAddress });
  const account = await ctx.em.findOne(HotelAccount, { email: input.email });
  const passwordMatches = await verifyPasswordOrDummy(input.password, account?.passwordHash);
  if (!account || !passwordMatches) throw unauthenticated(MESSAGES.badCredentials);
  await releaseAttempts(ctx.em, claimed);
  if (!account.isEmailVerified) throw forbidden(MESSAGES.notVerified);
  await clearAttempts(ctx.em, THROTTLES.signIn, input.email);
  await startSession(ctx, account);
  return account;
}

export async function signOut(ctx: RequestContext): Promise<void> {
  await endSession(ctx);
}

export async function requestPasswordReset(ctx: RequestContext, email: string): Promise<{ message: string }> {
  await throttle(ctx.em, THROTTLES.passwordReset, { email, address: ctx.clientAddress });
  const account = await ctx.em.findOne(HotelAccount, { email });
  if (account) await sendPasswordResetMail(ctx, account);
  return { message: MESSAGES.resetSent };
}

/** Also used when an admin adds a hotel: the hotel sets its own password through the same link. */
export async function sendPasswordResetMail(ctx: RequestContext, account: HotelAccount, welcome = false): Promise<void> {
  const token = await issueAccountToken(ctx.em, ctx.config, account, 'reset-password');
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: account.email,
    subject: welcome ? 'Set your Innkeep password' : 'Reset your Innkeep password',
    text: `${welcome ? 'An Innkeep account was created for you.' : 'Someone asked to reset the password of your Innkeep account.'}\n\nChoose a password here:\n${link}\n\nThis link expires in 1 hour and works once.`,
    link,
  });
}

/** Sets a new password from a mailed link and signs the account out everywhere. */
export async function resetPassword(ctx: RequestContext, token: string, password: string): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  return ctx.em.transactional(async (em) => {
    const account = await consumeAccountToken(em as Em, ctx.config, 'reset-password', token);
    if (!account) throw invalidInput(MESSAGES.badResetLink);
    account.passwordHash = passwordHash;
    // Following the link proves the mailbox, so the address counts as verified.
    account.isEmailVerified = true;
    await em.flush();
    await endAllSessionsOf(em as Em, account.id);
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
      passwordHash,
      isEmailVerified: true,
      isAdmin: true,
      createdAt: new Date(),
    });
  } else {
    Object.assign(admin, { passwordHash, isEmailVerified: true, isAdmin: true });
  }
  await em.flush();
  return admin;
}
