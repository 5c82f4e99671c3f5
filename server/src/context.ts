import type { AppConfig } from './config';
import type { Em, Orm } from './db/orm';
import { TENANT_FILTER } from './db/tenant';
import type { Mailer } from './mail/mailer';
import type { Role } from '@core/roles';
import type { HotelAccount, HotelUser } from './modules/accounts';

/** What lives for the whole process: built once in main.ts (or a test, or the CLI). */
export interface AppServices {
  orm: Orm;
  config: AppConfig;
  mailer: Mailer;
}

export interface ActiveSession {
  id: number;
  /** The account of the person signed in: a hotel, or an admin. */
  account: HotelAccount;
  /** The person signed in: one of the hotel's people, or the admin's own. */
  user: HotelUser;
  /** Whose data this request works on: the account's own hotel, or the hotel an admin impersonates. */
  actingHotel: HotelAccount;
  isImpersonating: boolean;
  /** What this request may do: the person's role, or Owner while an admin impersonates the hotel. */
  role: Role;
  /** The person's hotel requires two-factor sign-in (setting require_two_factor). */
  twoFactorRequired: boolean;
  /** …and the person has not set it up: the session opens only the set-up (access 'self'). */
  mustSetUpTwoFactor: boolean;
}

/** One cookie: its value, and setting or clearing it. */
export interface CookieSlot {
  read(): string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The session cookie; each transport supplies its own (express response, or nothing in the CLI). */
export interface SessionCookieJar extends CookieSlot {
  /** The short-lived cookie between a sign-in's password and its two-factor code: no session yet. */
  pendingSignIn: CookieSlot;
}

export interface RequestContext extends AppServices {
  /** A fork of the entity manager for this request only, scoped to the acting hotel by the tenant filter. */
  em: Em;
  session: ActiveSession | null;
  clientAddress: string;
  cookies: SessionCookieJar;
}

/**
 * Sets the tenant of an EntityManager: every hotel-owned query it makes is limited to this hotel, and the
 * updates and deletes its flushes write name the hotel too (the logger context is what the ORM hands its
 * driver with each write: db/hotel-writes.ts).
 */
export function scopeToHotel(em: Em, hotelId: number): void {
  em.setFilterParams(TENANT_FILTER, { hotelId });
  em.setLoggerContext({ ...em.getLoggerContext(), hotelId });
}
