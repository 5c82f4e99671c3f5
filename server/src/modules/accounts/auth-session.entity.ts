import { defineEntity, p } from '@mikro-orm/core';
import { HotelAccount } from './hotel-account.entity';

/**
 * A signed-in browser. Kept in the database, not in memory, so that any app server can serve any request.
 * The cookie carries a random token; only its keyed hash is stored.
 */
export const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    account: () => p.manyToOne(HotelAccount).deleteRule('cascade').index(),
    impersonatedHotel: () => p.manyToOne(HotelAccount).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
  },
});
export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);
