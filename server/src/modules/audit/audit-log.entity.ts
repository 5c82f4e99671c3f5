import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts/hotel-account.entity';
import { HotelUser } from '../accounts/hotel-user.entity';

export type AuditAction = 'create' | 'update' | 'delete';
/** The changed fields as stored (property names, cents, ids, 'YYYY-MM-DD'): before and after of one change. */
export type AuditValues = Record<string, unknown>;

/**
 * One change to an audited row (a booking and its payment, a room type's rates, a tax, a rate period, a
 * setting): whose hotel, who made it (the hotel, with the admin's account when an admin impersonated it;
 * null when the system or the CLI operator did), when, and the changed fields before and after. Written by
 * the audit subscriber in the same transaction as the change itself, never by hand.
 */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    actorAccount: () => p.manyToOne(HotelAccount).nullable().deleteRule('set null'),
    /** The hotel's person who made the change (null when an admin impersonating it did: see impersonatedBy). */
    actorUser: () => p.manyToOne(HotelUser).nullable().deleteRule('set null'),
    impersonatedBy: () => p.manyToOne(HotelAccount).joinColumn('impersonated_by').nullable().deleteRule('set null'),
    entity: p.string().length(40),
    entityId: p.integer(),
    action: p.string().length(10).$type<AuditAction>(),
    before: p.json<AuditValues>().nullable(),
    after: p.json<AuditValues>().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['hotel', 'entity', 'entityId', 'createdAt'] }],
});
export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
