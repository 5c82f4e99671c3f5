import { defineEntity, p } from '@mikro-orm/core';

/**
 * One attempt at a throttled action (a failed sign-in, a sign-up, a reset or verification mail), under a
 * key such as "sign-in:email:a@b.c". Counted in the database so that every app server sees the same. The
 * table keeps the name it had when it held sign-ins only.
 */
export const ThrottledAttemptSchema = defineEntity({
  name: 'ThrottledAttempt',
  tableName: 'sign_in_attempt',
  properties: {
    id: p.integer().primary(),
    throttleKey: p.string().length(300),
    attemptedAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['throttleKey', 'attemptedAt'] }],
});
export class ThrottledAttempt extends ThrottledAttemptSchema.class {}
ThrottledAttemptSchema.setClass(ThrottledAttempt);
