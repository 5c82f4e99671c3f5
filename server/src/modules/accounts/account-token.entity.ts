import { defineEntity, p } from '@mikro-orm/core';
import { HotelUser } from './hotel-user.entity';

/**
 * An invitation sets a new person's first password through the reset page; a two-factor token is the
 * pending sign-in between a right password and its code (issue 15).
 */
export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'invitation' | 'two-factor';

/** Single-use links mailed to a person (email verification, password reset, an invitation). Only a hash is stored. */
export const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(HotelUser).deleteRule('cascade').index(),
    purpose: p.string().length(20).$type<AccountTokenPurpose>(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);
