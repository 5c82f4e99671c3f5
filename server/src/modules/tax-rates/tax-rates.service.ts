import { LIST_CAPS } from '@core/schemas/paging.schema';
import { effectiveFromRefusal, inForceRefusal } from '@core/dated-values';
import { invalidInput, notFound } from '@core/errors';
import type { EffectiveFrom } from '@core/schemas/scheduled-change.schema';
import type { TaxRateInput } from '@core/schemas/tax-rate.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { loadHotelToday as todayOf } from '../settings';
import { TaxRate } from './tax-rate.entity';
import { TaxRateChange } from './tax-rate-change.entity';
import { changesByTaxRate, taxRateColumns, taxRateView, type TaxRateView } from './tax-rate-values';

export const TAX_RATE_DELETED = 'Tax rate deleted successfully';

/**
 * The hotel's tax rates in the order Tax 1 and Tax 2 are chosen from (sort order, then the oldest first),
 * each as in force today with its scheduled changes.
 */
export async function listTaxRates(ctx: RequestContext): Promise<TaxRateView[]> {
  requireHotelId(ctx);
  const [taxRates, changes, today] = await Promise.all([
    ctx.em.find(TaxRate, {}, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: LIST_CAPS.taxRates }),
    ctx.em.find(TaxRateChange, {}, { orderBy: { taxRate: 'asc', effectiveFrom: 'asc' } }),
    todayOf(ctx.em),
  ]);
  const byRate = changesByTaxRate(
    changes.map((change) => ({ taxRateId: change.taxRate, effectiveFrom: change.effectiveFrom, values: change.values })),
  );
  // The order of today's values (a change may move a rate's sort order).
  return taxRates
    .map((taxRate) => taxRateView(taxRate, byRate.get(taxRate.id) ?? [], today))
    .sort((a, b) => a.current.sortOrder - b.current.sortOrder || a.current.id - b.current.id);
}

export async function createTaxRate(ctx: RequestContext, input: TaxRateInput): Promise<TaxRateView> {
  const taxRate = ctx.em.create(TaxRate, { hotel: requireHotelId(ctx), longStay: null, ...taxRateColumns(input) });
  await ctx.em.flush();
  return { current: taxRate, scheduled: [] };
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 * Without `effectiveFrom` the values in force today change (the tax rate's own, or the change in force since
 * an earlier date); with one (today or later) the values change from that date, replacing a change of that
 * date, and stays checking in before are taxed as they were.
 */
export async function updateTaxRate(
  ctx: RequestContext,
  id: number,
  input: TaxRateInput & Partial<EffectiveFrom>,
  expectedVersion: number | null = null,
): Promise<TaxRateView> {
  const hotel = requireHotelId(ctx);
  const { effectiveFrom = null, ...values } = input;
  const taxRate = await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const found = await lockForEdit(em, TaxRate, 'tax rate', id, expectedVersion);
    const today = await todayOf(em);
    if (effectiveFrom !== null) {
      const refusal = effectiveFromRefusal(effectiveFrom, today);
      if (refusal) throw invalidInput(refusal);
    }
    const change =
      effectiveFrom === null
        ? await em.findOne(TaxRateChange, { taxRate: id, effectiveFrom: { $lte: today } }, { orderBy: { effectiveFrom: 'desc' } })
        : await em.findOne(TaxRateChange, { taxRate: id, effectiveFrom });
    if (change === null && effectiveFrom === null) {
      em.assign(found, taxRateColumns(values));
      return found;
    }
    if (change === null) em.create(TaxRateChange, { hotel, taxRate: id, effectiveFrom: effectiveFrom!, values });
    else if (sameValues(change.values, values)) return found;
    else em.assign(change, { values });
    // The schedule is part of the tax rate: its version says it changed.
    em.assign(found, { updatedAt: new Date() });
    return found;
  });
  return viewOfOne(ctx, taxRate);
}

/**
 * DELETE /api/hotel/tax-rates/{id}/scheduled/{effectiveFrom}: withdraws a change still to come (404 for a
 * date with none; 422 for one already in force, which only a new change replaces). Raises the version.
 */
export async function withdrawScheduledTaxRate(
  ctx: RequestContext,
  id: number,
  effectiveFrom: CalendarDate,
  expectedVersion: number | null = null,
): Promise<TaxRateView> {
  requireHotelId(ctx);
  const taxRate = await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const found = await lockForEdit(em, TaxRate, 'tax rate', id, expectedVersion);
    const change = await em.findOne(TaxRateChange, { taxRate: id, effectiveFrom });
    if (!change) throw notFound('Scheduled change');
    if (effectiveFrom <= (await todayOf(em))) throw invalidInput(inForceRefusal(effectiveFrom));
    em.remove(change);
    em.assign(found, { updatedAt: new Date() });
    return found;
  });
  return viewOfOne(ctx, taxRate);
}

/** jsonb keeps its keys in an order of its own. */
const sameValues = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))) ===
  JSON.stringify(Object.entries(b).sort(([x], [y]) => x.localeCompare(y)));

export async function deleteTaxRate(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, TaxRate, 'tax rate', id, expectedVersion);
  return { message: TAX_RATE_DELETED };
}

async function viewOfOne(ctx: RequestContext, taxRate: TaxRate): Promise<TaxRateView> {
  const [changes, today] = await Promise.all([
    ctx.em.find(TaxRateChange, { taxRate: taxRate.id }, { orderBy: { effectiveFrom: 'asc' } }),
    todayOf(ctx.em),
  ]);
  return taxRateView(
    taxRate,
    changes.map((change) => ({ effectiveFrom: change.effectiveFrom, values: change.values })),
    today,
  );
}
