import { DESK, MANAGERS } from '@core/roles';
import { amenitySchema } from '@core/schemas/amenity.schema';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { createAmenity, deleteAmenity, listAmenities, updateAmenity } from './amenities.service';
import { toAmenityDto } from './amenity.mapper';

/** Spec section 7: /api/amenities (not under /api/hotel), scoped to the signed-in hotel all the same. */
export const amenitiesRoutes: RouteDef[] = crudRoutes({
  path: '/amenities',
  readers: DESK,
  writers: MANAGERS,
  schema: amenitySchema,
  service: { list: listAmenities, create: createAmenity, update: updateAmenity, remove: deleteAmenity },
  toDto: toAmenityDto,
});
