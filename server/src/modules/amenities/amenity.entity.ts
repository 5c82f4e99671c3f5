import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/** A hotel amenity (spec section 3): category and icon are names from core/amenity-catalog.ts. */
export const AmenitySchema = defineEntity({
  name: 'Amenity',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    name: p.string().length(100),
    description: p.text().nullable(),
    category: p.string().length(20),
    icon: p.string().length(40),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  // The list is read per hotel in display order.
  indexes: [{ properties: ['hotel', 'sortOrder', 'name'] }],
});
export class Amenity extends AmenitySchema.class {}
AmenitySchema.setClass(Amenity);
