import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/** A guest of the hotel (spec section 3). */
export const GuestSchema = defineEntity({
  name: 'Guest',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254).nullable(),
    phone: p.string().length(40).nullable(),
    address: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(50).nullable(),
    zipCode: p.string().length(20).nullable(),
    country: p.string().length(100).nullable(),
    idType: p.string().length(50).nullable(),
    idNumber: p.string().length(100).nullable(),
    notes: p.text().nullable(),
    vip: p.boolean().default(false),
    // True for the one guest per hotel and name (ignoring case) that a booking's typed name resolves to
    // (unique index, migration 0012); null for the others. Not part of any API shape.
    nameHolder: p.boolean().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
});
export class Guest extends GuestSchema.class {}
GuestSchema.setClass(Guest);
