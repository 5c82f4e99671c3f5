import { LIST_CAPS } from '@core/schemas/paging.schema';
import type { AmenityInput } from '@core/schemas/amenity.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { Amenity } from './amenity.entity';

/** The hotel's amenities in display order; the tenant filter picks the hotel. */
export async function listAmenities(ctx: RequestContext): Promise<Amenity[]> {
  requireHotelId(ctx);
  return ctx.em.find(Amenity, {}, { orderBy: { sortOrder: 'asc', name: 'asc', id: 'asc' }, limit: LIST_CAPS.amenities });
}

export async function createAmenity(ctx: RequestContext, input: AmenityInput): Promise<Amenity> {
  const amenity = ctx.em.create(Amenity, { hotel: requireHotelId(ctx), ...input });
  await ctx.em.flush();
  return amenity;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateAmenity(
  ctx: RequestContext,
  id: number,
  input: AmenityInput,
  expectedVersion: number | null = null,
): Promise<Amenity> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const amenity = await lockForEdit(em as Em, Amenity, 'amenity', id, expectedVersion);
    em.assign(amenity, input);
    return amenity;
  });
}

export async function deleteAmenity(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, Amenity, 'amenity', id, expectedVersion);
  return { message: 'Amenity deleted successfully' };
}
