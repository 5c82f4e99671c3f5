import type { EntityManager } from '@mikro-orm/core';

/** Who is changing things through an EntityManager: what the audit trail records as "who". */
export interface AuditActor {
  /** The account whose session made the change: the hotel (also while an admin impersonates it), or an admin. */
  accountId: number;
  /** The person signed in, one of the hotel's people; null while an admin impersonates the hotel. */
  userId: number | null;
  /** The admin's account while impersonating the hotel, else null. */
  impersonatedBy: number | null;
}

// Kept with the EntityManager's filter parameters: MikroORM copies those into every fork, including the
// ones em.transactional() makes, so the subscriber finds the actor on whichever fork flushes.
const AUDIT_ACTOR = 'auditActor';

export function setAuditActor(em: EntityManager, actor: AuditActor): void {
  em.setFilterParams(AUDIT_ACTOR, actor);
}

/** Null when nobody signed in made the change: the system (seeding, migrations) or the CLI's operator. */
export function auditActorOf(em: EntityManager): AuditActor | null {
  return (em.getFilterParams(AUDIT_ACTOR) as AuditActor | undefined) ?? null;
}

/** The actor columns of an audit entry for a change of `hotel`'s data. */
export interface AuditActorColumns {
  actorAccount: number | null;
  actorUser: number | null;
  impersonatedBy: number | null;
}

/**
 * Who an entry names. A change of another account's hotel (an administrator licensing a hotel from the admin
 * panel) reads as that administrator acting for the hotel, as while impersonating it: never as a person of
 * the hotel, which the administrator is not.
 */
export function auditActorColumns(actor: AuditActor | null, hotel: number): AuditActorColumns {
  if (!actor) return { actorAccount: null, actorUser: null, impersonatedBy: null };
  if (actor.accountId !== hotel)
    return { actorAccount: hotel, actorUser: null, impersonatedBy: actor.impersonatedBy ?? actor.accountId };
  return { actorAccount: actor.accountId, actorUser: actor.userId, impersonatedBy: actor.impersonatedBy };
}
