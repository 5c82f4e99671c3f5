import { Migration } from '@mikro-orm/migrations';

/**
 * The activity log (issue 15): every change of a hotel's data is in audit_log. Clearing the operational data
 * is recorded as one entry of its own (action 'clear'), and the log is read newest first for the whole hotel,
 * by record (0010's index) and by person (0020's).
 */
export class ActivityLogMigration extends Migration {
  override name = '0021-activity-log';

  async up(): Promise<void> {
    this.addSql('alter table "audit_log" drop constraint "audit_log_action_check";');
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'clear'));`,
    );
    this.addSql('create index "audit_log_hotel_id_created_at_index" on "audit_log" ("hotel_id", "created_at");');
  }
}
