import { defineEntity, p } from '@mikro-orm/core';
import { HotelAccount } from './hotel-account.entity';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** Single-use links mailed to an account (email verification, password reset). Only a hash is stored. */
export const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  properties: {
    id: p.integer().primary(),
    account: () => p.manyToOne(HotelAccount).deleteRule('cascade').index(),
    purpose: p.string().length(20).$type<AccountTokenPurpose>(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);
