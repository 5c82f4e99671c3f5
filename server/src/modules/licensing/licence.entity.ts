import { defineEntity, p } from '@mikro-orm/core';

/**
 * A licence an administrator generated (spec section 3). Admin data, not a hotel's: it carries no tenant
 * filter. The key is bound to the hotel details below and validates only for the account with hotelEmail.
 */
export const LicenceSchema = defineEntity({
  name: 'Licence',
  properties: {
    id: p.integer().primary(),
    /** The column keeps its name, license_key: renaming it would break servers of the previous version sharing the database. */
    licenceKey: p.string().length(40).unique().fieldName('license_key'),
    hotelName: p.string().length(120),
    /** Lower case, as account emails are stored. */
    hotelEmail: p.string().length(254).index(),
    phoneNumber: p.string().length(40).nullable(),
    address: p.string().length(200),
    city: p.string().length(100),
    state: p.string().length(2),
    zipCode: p.string().length(20),
    country: p.string().length(100).nullable(),
    website: p.string().length(200).nullable(),
    numberOfRooms: p.integer(),
    isActive: p.boolean().default(true),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export class Licence extends LicenceSchema.class {}
LicenceSchema.setClass(Licence);
