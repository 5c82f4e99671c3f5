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
