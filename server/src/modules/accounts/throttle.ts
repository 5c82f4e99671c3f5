import { rateLimited } from '@core/errors';
import type { Em } from '../../db/orm';
import { ThrottledAttempt } from './throttled-attempt.entity';

const MINUTE_MS = 60 * 1000;

/** How often an action may be attempted per email and per client address within a sliding window. */
export interface ThrottleRule {
  action: string;
  windowMs: number;
  perEmail?: number;
  /** The window of the per-email count when it is not `windowMs` (a day of bookings against an hour's). */
  emailWindowMs?: number;
  perAddress: number;
  message: string;
}

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The throttled actions: the four of accounts (sign-in counts failures only; the others count every request)
 * and the guests' online bookings (each booking made: 10 an hour from one address, 5 a day for one email).
 */
export const THROTTLES = {
  signIn: { action: 'sign-in', windowMs: 15 * MINUTE_MS, perEmail: 5, perAddress: 20, message: TOO_MANY_ATTEMPTS },
  signUp: {
    action: 'sign-up',
    windowMs: 60 * MINUTE_MS,
    perAddress: 20,
    message: 'Too many accounts were created from this network. Please wait an hour and try again.',
  },
  passwordReset: {
    action: 'password-reset',
    windowMs: 60 * MINUTE_MS,
    perEmail: 5,
    perAddress: 20,
    message: 'Too many password reset requests. Please wait an hour and try again.',
  },
  verificationMail: {
    action: 'verification-mail',
    windowMs: 60 * MINUTE_MS,
    perEmail: 5,
    perAddress: 20,
    message: 'Too many verification emails were requested. Please wait an hour and try again.',
  },
  onlineBooking: {
    action: 'online-booking',
    windowMs: 60 * MINUTE_MS,
    perAddress: 10,
    perEmail: 5,
    emailWindowMs: DAY_MS,
    message: 'Too many bookings were made. Please try again later or call the hotel.',
  },
} as const satisfies Record<string, ThrottleRule>;

const LONGEST_WINDOW_MS = Math.max(
  ...Object.values(THROTTLES).map((rule: ThrottleRule) => Math.max(rule.windowMs, rule.emailWindowMs ?? 0)),
);

/** Who is attempting: the email it names (when the action has one) and the client's address. */
export interface ThrottleSubject {
  email?: string;
  address: string;
}

function limitedKeys(rule: ThrottleRule, subject: ThrottleSubject): { key: string; limit: number; windowMs: number }[] {
  const keys = [{ key: `${rule.action}:ip:${subject.address}`, limit: rule.perAddress, windowMs: rule.windowMs }];
  if (rule.perEmail !== undefined && subject.email !== undefined) {
    const windowMs = rule.emailWindowMs ?? rule.windowMs;
    keys.push({ key: `${rule.action}:email:${subject.email}`, limit: rule.perEmail, windowMs });
  }
  return keys;
}

/**
 * Counts one attempt against the subject's email and address, or refuses it (429, with the seconds until
 * a slot frees up as Retry-After) when either already reached its limit within the rule's window. The
 * check and the record are one step: a transaction holding an advisory lock per key, so that concurrent
 * attempts queue on the key and exactly `limit` of them get through (a count then a separate insert let
 * 23 of 50 concurrent wrong passwords through a limit of 5). Returns the recorded rows' ids.
 */
export async function claimAttempt(em: Em, rule: ThrottleRule, subject: ThrottleSubject): Promise<number[]> {
  const keys = limitedKeys(rule, subject);
  const ids = await em.transactional(async (tx) => {
    // Locked in one order (the keys' own), so two requests naming the same keys cannot deadlock.
    for (const key of keys.map((entry) => entry.key).sort()) {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
    }
    const now = Date.now();
    for (const { key, limit, windowMs } of keys) {
      const recent = await tx.find(
        ThrottledAttempt,
        { throttleKey: key, attemptedAt: { $gt: new Date(now - windowMs) } },
        { orderBy: { attemptedAt: 'desc' }, limit, fields: ['attemptedAt'] },
      );
      if (recent.length < limit) continue;
      // The oldest of the last `limit` attempts leaves the window first.
      const freedAt = recent[limit - 1]!.attemptedAt.getTime() + windowMs;
      throw rateLimited(rule.message, Math.max(1, Math.ceil((freedAt - now) / 1000)));
    }
    const attemptedAt = new Date(now);
    const rows = keys.map(({ key }) => tx.create(ThrottledAttempt, { throttleKey: key, attemptedAt }));
    await tx.flush();
    return rows.map((row) => row.id);
  });
  // Rows older than every window count for nothing; clearing them here keeps the table small without a scheduler.
  await em.nativeDelete(ThrottledAttempt, { attemptedAt: { $lt: new Date(Date.now() - LONGEST_WINDOW_MS) } });
  return ids;
}

/** Gives back attempts claimed for an action that turned out not to count (a sign-in that succeeded). */
export async function releaseAttempts(em: Em, ids: readonly number[]): Promise<void> {
  if (ids.length) await em.nativeDelete(ThrottledAttempt, { id: { $in: [...ids] } });
}

/** For actions where every request counts: refuses when over the limit, else counts this one. */
export async function throttle(em: Em, rule: ThrottleRule, subject: ThrottleSubject): Promise<void> {
  await claimAttempt(em, rule, subject);
}

/** Forgets the email's attempts (a successful sign-in wipes its earlier failures). */
export async function clearAttempts(em: Em, rule: ThrottleRule, email: string): Promise<void> {
  await em.nativeDelete(ThrottledAttempt, { throttleKey: `${rule.action}:email:${email}` });
}
