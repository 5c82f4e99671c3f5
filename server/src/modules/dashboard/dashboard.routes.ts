import { DESK } from '@core/roles';
import type { RouteDef } from '../../rest/route';
import { dashboardSummary } from './dashboard.service';

/** Spec section 7: GET /api/hotel/dashboard. */
export const dashboardRoutes: RouteDef[] = [
  { method: 'get', path: '/hotel/dashboard', access: DESK, handle: (ctx) => dashboardSummary(ctx) },
];
