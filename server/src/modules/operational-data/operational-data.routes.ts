import { OWNERS } from '@core/roles';
import type { RouteDef } from '../../rest/route';
import { clearOperationalData } from './operational-data.service';

/** Spec section 7: DELETE /api/hotel/clear answers {message, backup}. */
export const operationalDataRoutes: RouteDef[] = [
  { method: 'delete', path: '/hotel/clear', access: OWNERS, handle: (ctx) => clearOperationalData(ctx) },
];
