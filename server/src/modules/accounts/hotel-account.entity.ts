import { defineEntity, p } from '@mikro-orm/core';

/** A hotel's account: who signs in, and the tenant every hotel-owned row belongs to. Admins are accounts too. */
export const HotelAccountSchema = defineEntity({
  name: 'HotelAccount',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden().nullable(),
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
