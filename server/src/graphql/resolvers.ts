import type { NonEmptyArray } from 'type-graphql';
import { ReportsResolver } from '../modules/reports/reports.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { BookingsResolver } from '../modules/bookings/bookings.resolver';
import { GuestsResolver } from '../modules/guests/guests.resolver';
import { AuthResolver } from '../modules/accounts/auth.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { AmenitiesResolver } from '../modules/amenities/amenities.resolver';
import { EmployeesResolver } from '../modules/employees/employees.resolver';
import { TaxRateResolver } from '../modules/tax-rates/tax-rate.resolver';
import { RoomTypesResolver } from '../modules/room-types/room-types.resolver';
import { RoomsResolver } from '../modules/rooms/rooms.resolver';
import { RatePeriodResolver } from '../modules/rate-periods/rate-period.resolver';
import { LicensingResolver } from '../modules/licensing/licensing.resolver';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { OperationalDataResolver } from '../modules/operational-data/operational-data.resolver';

/** Every resolver, listed once. Each module adds its own here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  SettingsResolver,
  AmenitiesResolver,
  EmployeesResolver,
  TaxRateResolver,
  GuestsResolver,
  RoomTypesResolver,
  RoomsResolver,
  RatePeriodResolver,
  BookingsResolver,
  DashboardResolver,
  ReportsResolver,
  LicensingResolver,
  AdminResolver,
  OperationalDataResolver,
  AuditResolver,
];
