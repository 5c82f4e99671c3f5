import type { MigrationObject } from '@mikro-orm/core';
import { AccountsMigration } from './0001-accounts.migration';
import { RoomsMigration } from './0002-rooms.migration';
import { TaxRatesMigration } from './0003-tax-rates.migration';
import { RatePeriodsMigration } from './0004-rate-periods.migration';
import { AmenitiesMigration } from './0005-amenities.migration';
import { EmployeesMigration } from './0006-employees.migration';
import { GuestsMigration } from './0007-guests.migration';
import { BookingsMigration } from './0008-bookings.migration';
import { LicencesMigration } from './0009-licences.migration';
import { AuditLogMigration } from './0010-audit-log.migration';
import { BookingScaleMigration } from './0011-booking-scale.migration';
import { GuestNameHolderMigration } from './0012-guest-name-holder.migration';
import { SetupCompletedMigration } from './0013-setup-completed.migration';
import { BookingSearchMigration } from './0014-booking-search.migration';
import { RecordVersionsMigration } from './0015-record-versions.migration';
import { RestorableSearchFunctionMigration } from './0016-restorable-search-function.migration';
import { StayStatusMigration } from './0017-stay-status.migration';
import { FolioMigration } from './0018-folio.migration';
import { HousekeepingMigration } from './0019-housekeeping.migration';
import { PeopleMigration } from './0020-people.migration';
import { ActivityLogMigration } from './0021-activity-log.migration';

/** Migrations in the order they run. Each is plain SQL so that it reads the same on PGlite and PostgreSQL. */
export const migrationsList: MigrationObject[] = [
  { name: '0001-accounts', class: AccountsMigration },
  { name: '0002-rooms', class: RoomsMigration },
  { name: '0003-tax-rates', class: TaxRatesMigration },
  { name: '0004-rate-periods', class: RatePeriodsMigration },
  { name: '0005-amenities', class: AmenitiesMigration },
  { name: '0006-employees', class: EmployeesMigration },
  { name: '0007-guests', class: GuestsMigration },
  { name: '0008-bookings', class: BookingsMigration },
  { name: '0009-licences', class: LicencesMigration },
  { name: '0010-audit-log', class: AuditLogMigration },
  { name: '0011-booking-scale', class: BookingScaleMigration },
  { name: '0012-guest-name-holder', class: GuestNameHolderMigration },
  { name: '0013-setup-completed', class: SetupCompletedMigration },
  { name: '0014-booking-search', class: BookingSearchMigration },
  { name: '0015-record-versions', class: RecordVersionsMigration },
  { name: '0016-restorable-search-function', class: RestorableSearchFunctionMigration },
  { name: '0017-stay-status', class: StayStatusMigration },
  { name: '0018-folio', class: FolioMigration },
  { name: '0019-housekeeping', class: HousekeepingMigration },
  { name: '0020-people', class: PeopleMigration },
  { name: '0021-activity-log', class: ActivityLogMigration },
];
