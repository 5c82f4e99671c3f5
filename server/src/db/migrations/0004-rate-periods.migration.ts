import { Migration } from '@mikro-orm/migrations';

export class RatePeriodsMigration extends Migration {
  override name = '0004-rate-periods';

  async up(): Promise<void> {
    // Deleting a room type deletes its rate periods.
    this.addSql(`create table "rate_period" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_type_id" int not null references "room_type" ("id") on delete cascade,
      "name" varchar(100) not null,
      "rate_type" varchar(20) not null
        check ("rate_type" in ('weekday', 'weekend', 'holiday', 'seasonal', 'event')),
      "priority" int not null default 1 check ("priority" between 1 and 10),
      "daily_rate_cents" int not null check ("daily_rate_cents" >= 0),
      "weekly_rate_cents" int not null check ("weekly_rate_cents" >= 0),
      "monthly_rate_cents" int not null check ("monthly_rate_cents" >= 0),
      "days_of_week" text[] not null, "start_date" date null, "end_date" date null,
      "specific_dates" text[] not null, "description" varchar(500) null,
      "is_active" boolean not null default true, "created_at" timestamptz not null,
      check ("start_date" is null or "end_date" is null or "start_date" <= "end_date"));`);
    this.addSql('create index "rate_period_hotel_id_room_type_id_index" on "rate_period" ("hotel_id", "room_type_id");');
  }
}
