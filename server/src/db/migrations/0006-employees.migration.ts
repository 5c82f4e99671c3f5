import { Migration } from '@mikro-orm/migrations';

export class EmployeesMigration extends Migration {
  override name = '0006-employees';

  async up(): Promise<void> {
    this.addSql(`create table "employee" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" varchar(20) not null,
      "email" varchar(254) null, "phone" varchar(40) null, "hire_date" date null, "hourly_rate_cents" int null,
      "is_active" boolean not null default true, "notes" text null, "created_at" timestamptz not null);`);
    this.addSql(
      'create index "employee_hotel_id_last_name_first_name_index" on "employee" ("hotel_id", "last_name", "first_name");',
    );
  }
}
