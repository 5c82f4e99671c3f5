import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings that come in by themselves: every booking says where it came from (the desk, the guests' booking
 * page, a pasted batch); a hotel's booking page has its settings (its address name, the slug, unique across
 * hotels); and a booking made online keeps its reference and the hash of its manage link's token (never the
 * token), with the days of free cancellation the guest agreed to.
 */
export class OnlineBookingMigration extends Migration {
  override name = '0034-online-booking';

  async up(): Promise<void> {
    this.addSql(`alter table "booking" add column "source" varchar(10) not null default 'Desk',
      add constraint "booking_source_check" check ("source" in ('Desk', 'Online', 'Batch'));`);
    // Recent Bookings filtered by source, newest first, without reading the hotel's desk bookings.
    this.addSql('create index "booking_hotel_id_source_id_index" on "booking" ("hotel_id", "source", "id" desc);');

    this.addSql(`create table "online_booking_page" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "enabled" boolean not null default false,
      "slug" varchar(40) null,
      "min_nights" int not null default 1,
      "max_days_ahead" int not null default 365,
      "cancellation_days" int not null default 2,
      "description" text not null default '',
      "room_type_ids" int[] null,
      "updated_at" timestamptz not null,
      constraint "online_booking_page_hotel_id_unique" unique ("hotel_id"),
      constraint "online_booking_page_slug_unique" unique ("slug"),
      constraint "online_booking_page_slug_check" check ("slug" ~ '^[a-z0-9-]{3,40}$'),
      constraint "online_booking_page_numbers_check"
        check ("min_nights" >= 1 and "max_days_ahead" >= 0 and "cancellation_days" >= 0));`);

    this.addSql(`create table "booking_manage_link" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "booking_id" int not null references "booking" ("id") on delete cascade,
      "reference" varchar(12) not null,
      "token_hash" varchar(64) not null,
      "cancellation_days" int not null,
      "created_at" timestamptz not null,
      constraint "booking_manage_link_booking_id_unique" unique ("booking_id"),
      constraint "booking_manage_link_reference_unique" unique ("reference"),
      constraint "booking_manage_link_token_hash_unique" unique ("token_hash"));`);
  }
}
