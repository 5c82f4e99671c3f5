import { Migration } from '@mikro-orm/migrations';

export class AuditLogMigration extends Migration {
  override name = '0010-audit-log';

  async up(): Promise<void> {
    // Who changed a booking, a payment, a rate or a setting, and what it was before and after. The actor
    // columns outlive an admin account's deletion (set null); the hotel's deletion takes its trail along.
    this.addSql(`create table "audit_log" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "actor_account_id" int null references "hotel_account" ("id") on delete set null,
      "impersonated_by" int null references "hotel_account" ("id") on delete set null,
      "entity" varchar(40) not null, "entity_id" int not null, "action" varchar(10) not null,
      "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null,
      constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete')));`);
    this.addSql(
      'create index "audit_log_hotel_id_entity_entity_id_created_at_index" on "audit_log" ("hotel_id", "entity", "entity_id", "created_at");',
    );
  }
}
