import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { amenitySchema } from '@core/schemas/amenity.schema';
import type { RouteDef } from '../../rest/route';
import { createAmenity, deleteAmenity, listAmenities, updateAmenity } from './amenities.service';
import { toAmenityDto } from './amenity.mapper';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/amenities (not under /api/hotel), scoped to the signed-in hotel all the same. */
export const amenitiesRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/amenities',
    access: DESK,
    handle: async (ctx) => (await listAmenities(ctx)).map(toAmenityDto),
  },
  {
    method: 'post',
    path: '/amenities',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toAmenityDto(await createAmenity(ctx, parseInput(amenitySchema, req.body))),
  },
  versionedUpdateRoute('/amenities/:id', MANAGERS, amenitySchema, updateAmenity, toAmenityDto),
  versionedDeleteRoute('/amenities/:id', MANAGERS, deleteAmenity),
];
