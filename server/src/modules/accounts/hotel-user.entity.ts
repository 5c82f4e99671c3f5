import { defineEntity, p } from '@mikro-orm/core';
import type { Role } from '@core/roles';
import { tenantFilters } from '../../db/tenant';
import { Employee } from '../employees';
import { HotelAccount } from './hotel-account.entity';

/**
 * A person who signs in (issue 15): one of a hotel's people with a role, or an admin account's own person.
 * The hotel account of the spec is its first Owner. Hotel-owned, so the tenant filter scopes it; signing in
 * looks a person up by email across every hotel and says so (`filters: { tenant: false }`).
 */
export const HotelUserSchema = defineEntity({
  name: 'HotelUser',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).deleteRule('cascade'),
    /** The roster entry this sign-in was given to, when it was given from the Employees tab. */
    employee: () => p.manyToOne(Employee).nullable().deleteRule('set null'),
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden().nullable(),
    role: p.string().length(20).$type<Role>(),
    isActive: p.boolean().default(true),
    isEmailVerified: p.boolean().default(false),
    /** Base32 TOTP secret (RFC 6238): set up first, in use once totpEnabledAt is set by a first good code. */
    totpSecret: p.string().length(64).hidden().nullable(),
    totpEnabledAt: p.datetime().nullable(),
    /** The time step of the last code accepted: a code (or an older one) never works twice. */
    totpLastStep: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['hotel', 'name'] }],
});
export class HotelUser extends HotelUserSchema.class {}
HotelUserSchema.setClass(HotelUser);
