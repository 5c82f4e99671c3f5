import type { FilterDef } from '@mikro-orm/core';

/**
 * The one mechanism that keeps each hotel's data its own: every hotel-owned entity carries this filter,
 * enabled by default. A request context sets its hotel id once (context.ts); a query made without one
 * fails loudly ("No arguments provided for filter 'tenant'") instead of reading every hotel's rows.
 * Code that must cross hotels (admin, CLI) says so explicitly with `filters: { tenant: false }`.
 */
export const TENANT_FILTER = 'tenant';

export const tenantFilter: FilterDef = {
  name: TENANT_FILTER,
  cond: (args) => ({ hotel: args.hotelId }),
  default: true,
  args: true,
};

export const tenantFilters = { [TENANT_FILTER]: tenantFilter };

export interface TenantParams {
  hotelId: number;
}

/**
 * The hotel an EntityManager is scoped to, for the hot reads written as plain SQL (the tenant filter does
 * not reach them): without one it fails as loudly as a filtered query would.
 */
export function tenantIdOf(em: { getFilterParams(name: string): unknown }): number {
  const hotelId = (em.getFilterParams(TENANT_FILTER) as Partial<TenantParams> | undefined)?.hotelId;
  if (typeof hotelId !== 'number') throw new Error(`No arguments provided for filter '${TENANT_FILTER}'`);
  return hotelId;
}
