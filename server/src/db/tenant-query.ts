import type { EntityName } from '@mikro-orm/core';
import type { Em } from './orm';

/**
 * A QueryBuilder for aggregates (dashboard, reports) with the tenant filter applied, like every
 * EntityManager read: QueryBuilders do not apply filters on their own, so aggregates start here.
 */
export async function tenantQuery<T extends object>(em: Em, entity: EntityName<T>, alias: string) {
  const qb = em.createQueryBuilder(entity, alias);
  await qb.applyFilters();
  return qb;
}
