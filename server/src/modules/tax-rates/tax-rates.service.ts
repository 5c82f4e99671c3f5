import { LIST_CAPS } from '@core/schemas/paging.schema';
import { parseMoney } from '@core/money';
import type { TaxRateInput } from '@core/schemas/tax-rate.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { TaxRate } from './tax-rate.entity';

export const TAX_RATE_DELETED = 'Tax rate deleted successfully';

/** The hotel's tax rates in the order Tax 1 and Tax 2 are chosen from: sort order, then the oldest first. */
export function listTaxRates(ctx: RequestContext): Promise<TaxRate[]> {
  requireHotelId(ctx);
  return ctx.em.find(TaxRate, {}, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: LIST_CAPS.taxRates });
}

export async function createTaxRate(ctx: RequestContext, input: TaxRateInput): Promise<TaxRate> {
  const taxRate = ctx.em.create(TaxRate, { hotel: requireHotelId(ctx), ...columns(input) });
  await ctx.em.flush();
  return taxRate;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateTaxRate(
  ctx: RequestContext,
  id: number,
  input: TaxRateInput,
  expectedVersion: number | null = null,
): Promise<TaxRate> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const taxRate = await lockForEdit(em as Em, TaxRate, 'tax rate', id, expectedVersion);
    em.assign(taxRate, columns(input));
    return taxRate;
  });
}

export async function deleteTaxRate(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, TaxRate, 'tax rate', id, expectedVersion);
  return { message: TAX_RATE_DELETED };
}

function columns(input: TaxRateInput) {
  return {
    name: input.name,
    rate: input.rate,
    isPercentage: input.isPercentage,
    flatAmountCents: parseMoney(input.flatAmount),
    applyTo: input.applyTo,
    isActive: input.isActive,
    sortOrder: input.sortOrder,
  };
}
