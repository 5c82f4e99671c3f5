import { Migration } from '@mikro-orm/migrations';

/**
 * The set-up wizard's done flag moves from each browser's storage to the hotel (setting setup_completed).
 * Hotels that exist before this change are marked done: a hotel already at work has been through set-up
 * in some browser, and the flag that browser kept cannot be read here.
 */
export class SetupCompletedMigration extends Migration {
  override name = '0013-setup-completed';

  async up(): Promise<void> {
    this.addSql(`insert into "hotel_setting" ("hotel_id", "key", "value")
      select "id", 'setup_completed', '1' from "hotel_account"
      on conflict ("hotel_id", "key") do nothing;`);
  }
}
