import { Migration } from '@mikro-orm/migrations';

/**
 * The night audit's books: each closed day (audit_day, with the daily report as it stood at close) and each
 * closed night's postings (night_posting: a stay's Room, Tax 1 and Tax 2 share of that night). A posting is
 * final: the unique key holds it to once per booking, night and kind whatever retries or races, and the
 * booking it belongs to cannot be deleted under it (the reference takes no cascade from the booking).
 */
export class NightAuditMigration extends Migration {
  override name = '0028-night-audit';

  async up(): Promise<void> {
    this.addSql(`create table "audit_day" (
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "date" date not null,
      "closed_at" timestamptz not null,
      "closed_by" varchar(200) not null,
      "report" jsonb not null,
      constraint "audit_day_pkey" primary key ("hotel_id", "date"));`);
    this.addSql(`create table "night_posting" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "booking_id" int not null references "booking" ("id"),
      "date" date not null,
      "night" int not null,
      "kind" varchar(10) not null,
      "amount_cents" int not null,
      "room_number" varchar(20) not null,
      "created_at" timestamptz not null,
      constraint "night_posting_kind_check" check ("kind" in ('Room', 'Tax 1', 'Tax 2')),
      constraint "night_posting_once" unique ("hotel_id", "booking_id", "date", "kind"));`);
    // The ledger and a closed day's sums read a hotel's postings by date; a booking's change reads its own.
    this.addSql('create index "night_posting_hotel_id_date_index" on "night_posting" ("hotel_id", "date");');
    this.addSql('create index "night_posting_booking_id_index" on "night_posting" ("booking_id");');
  }
}
