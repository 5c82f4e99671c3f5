import { Migration } from '@mikro-orm/migrations';

/**
 * Rates and taxes changed ahead of time (issue 26). A room type's rates and a tax rate keep their own values
 * as those in force from the start; each row here holds the values in force from its date until the next
 * row's, so a stay is priced by what was in force on its check-in date, past or future. Rows after the
 * hotel's today are the record's scheduled changes; earlier rows are kept as the history stays priced by.
 * A tax rate's values are its parsed input (jsonb), so a field the tax rate gains is carried without a column.
 */
export class ScheduledRatesMigration extends Migration {
  override name = '0031-scheduled-rates';

  async up(): Promise<void> {
    this.addSql(`create table "room_type_rate_change" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_type_id" int not null references "room_type" ("id") on delete cascade,
      "effective_from" date not null,
      "daily_rate_cents" int not null,
      "weekly_rate_cents" int not null,
      "monthly_rate_cents" int not null,
      "created_at" timestamptz not null,
      constraint "room_type_rate_change_unique" unique ("hotel_id", "room_type_id", "effective_from"));`);
    this.addSql(`create table "tax_rate_change" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "tax_rate_id" int not null references "tax_rate" ("id") on delete cascade,
      "effective_from" date not null,
      "values" jsonb not null,
      "created_at" timestamptz not null,
      constraint "tax_rate_change_unique" unique ("hotel_id", "tax_rate_id", "effective_from"));`);
  }
}
