import { Migration } from '@mikro-orm/migrations';

export class BookingsMigration extends Migration {
  override name = '0008-bookings';

  async up(): Promise<void> {
    this.addSql(`create table "booking" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_id" int not null references "room" ("id"),
      "guest_name" varchar(200) not null, "guest_id" int null references "guest" ("id") on delete set null,
      "check_in_date" date not null, "check_out_date" date not null, "rate_type" varchar(10) not null,
      "nights" int not null, "daily_weekly_amount_cents" int not null, "monthly_amount_cents" int not null,
      "subtotal_cents" int not null, "tax_amount_cents" int not null, "resort_fee_cents" int not null,
      "grand_total_cents" int not null, "paid_amount_cents" int not null, "payment_method" varchar(40) not null,
      "status" varchar(20) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      constraint "booking_stay_check" check ("check_out_date" > "check_in_date" and "nights" >= 1),
      constraint "booking_rate_type_check" check ("rate_type" in ('Daily', 'Weekly', 'Monthly')),
      constraint "booking_parts_add_up" check ("subtotal_cents" + "tax_amount_cents" + "resort_fee_cents" = "grand_total_cents"),
      constraint "booking_money_check" check ("paid_amount_cents" >= 0 and "subtotal_cents" >= 0));`);
    // No double booking, even when two requests race: one room's stays may not overlap ([) ranges, so a
    // check-out day can be the next guest's check-in day).
    this.addSql(`alter table "booking" add constraint "booking_no_overlap"
      exclude using gist ("room_id" with =, daterange("check_in_date", "check_out_date", '[)') with &&);`);
    this.addSql('create index "booking_hotel_id_id_index" on "booking" ("hotel_id", "id" desc);');
    this.addSql('create index "booking_hotel_id_check_in_date_index" on "booking" ("hotel_id", "check_in_date");');
    this.addSql(
      'create index "booking_hotel_id_room_id_check_in_date_index" on "booking" ("hotel_id", "room_id", "check_in_date");',
    );
    this.addSql('create index "booking_guest_id_index" on "booking" ("guest_id");');
  }
}
