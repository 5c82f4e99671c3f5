import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount, HotelUser } from '../accounts';
import type { AuditAction } from '@core/audit-records';

/** The changed fields as stored (property names, cents, ids, 'YYYY-MM-DD'): before and after of one change. */
export type AuditValues = Record<string, unknown>;

/**
 * One change to a hotel's record (every kind in core/audit-records.ts), or the hotel's data cleared: whose hotel, who made it (the hotel, with the admin's account when an admin impersonated it;
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
  // One per filter of the activity log (migrations 0010, 0020, 0021): a hotel's newest, a record's, a person's.
  indexes: [
    { properties: ['hotel', 'entity', 'entityId', 'createdAt'] },
    { name: 'audit_log_hotel_id_actor_user_id_index', properties: ['hotel', 'actorUser', 'createdAt'] },
    { properties: ['hotel', 'createdAt'] },
  ],
});
export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
