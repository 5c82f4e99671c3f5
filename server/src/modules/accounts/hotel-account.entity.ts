import { defineEntity, p } from '@mikro-orm/core';

/**
 * A hotel's account: the tenant every hotel-owned row belongs to, with the details the spec shows. Admins are
 * accounts too. Its people (hotel-user.entity.ts) sign in; the first of them, its Owner, has the account's email.
 */
export const HotelAccountSchema = defineEntity({
  name: 'HotelAccount',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    phoneNumber: p.string().length(40).nullable(),
    address: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(2).nullable(),
    zipCode: p.string().length(20).nullable(),
    country: p.string().length(100).nullable(),
    website: p.string().length(200).nullable(),
    numberOfRooms: p.integer().nullable(),
    isEmailVerified: p.boolean().default(false),
    isAdmin: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class HotelAccount extends HotelAccountSchema.class {}
HotelAccountSchema.setClass(HotelAccount);
