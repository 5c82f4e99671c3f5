import { authRoutes } from '../modules/accounts/auth.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { amenitiesRoutes } from '../modules/amenities/amenities.routes';
import { employeesRoutes } from '../modules/employees/employees.routes';
import { taxRateRoutes } from '../modules/tax-rates/tax-rate.routes';
import { guestRoutes } from '../modules/guests/guests.routes';
import { guestDocumentRoutes } from '../modules/guests/guest-documents.routes';
import { roomTypeRoutes } from '../modules/room-types/room-types.routes';
import { roomRoutes } from '../modules/rooms/rooms.routes';
import { ratePeriodRoutes } from '../modules/rate-periods/rate-period.routes';
import { bookingRoutes } from '../modules/bookings/bookings.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { reportRoutes } from '../modules/reports/reports.routes';
import { reportDocumentRoutes } from '../modules/reports/report-documents.routes';
import { licensingRoutes } from '../modules/licensing/licensing.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { operationalDataRoutes } from '../modules/operational-data/operational-data.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import type { RouteDef } from './route';

/** Every /api route, listed once. Each module adds its own here. */
export const routes: RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...amenitiesRoutes,
  ...employeesRoutes,
  ...taxRateRoutes,
  // Before guestRoutes: GET /hotel/guests/pdf must not reach GET /hotel/guests/:id.
  ...guestDocumentRoutes,
  ...guestRoutes,
  ...roomTypeRoutes,
  ...roomRoutes,
  ...ratePeriodRoutes,
  ...bookingRoutes,
  ...auditRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
  ...reportDocumentRoutes,
  ...licensingRoutes,
  ...adminRoutes,
  ...operationalDataRoutes,
];
