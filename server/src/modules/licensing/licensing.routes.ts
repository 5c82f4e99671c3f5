import { OWNERS } from '@core/roles';
import { licenceValidationSchema } from '@core/schemas/licence.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { fromLicenceValidationJson } from './licence.mapper';
import { validateHotelLicence } from './licensing.service';

/** Spec section 7: POST /api/hotel/validate-license (the admin's is in admin.routes.ts). */
export const licensingRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/hotel/validate-license',
    access: OWNERS,
    handle: (ctx, req) => validateHotelLicence(ctx, parseInput(licenceValidationSchema, fromLicenceValidationJson(req.body))),
  },
];
