import { defineEntity, p } from '@mikro-orm/core';
import { HotelAccount } from './hotel-account.entity';
import { HotelUser } from './hotel-user.entity';

/**
 * A signed-in browser. Kept in the database, not in memory, so that any app server can serve any request.
 * The cookie carries a random token; only its keyed hash is stored.
 */
export const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    /** The person signed in; their account (a hotel, or an admin) is the one the session works for. */
    user: () => p.manyToOne(HotelUser).deleteRule('cascade').index(),
    impersonatedHotel: () => p.manyToOne(HotelAccount).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
  },
});
export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);
