import { Migration } from '@mikro-orm/migrations';

/** What ten years of bookings and sixty thousand guests per hotel need to stay as fast as one year (bench/). */
export class BookingScaleMigration extends Migration {
  override name = '0011-booking-scale';

  async up(): Promise<void> {
    // Stays that touch a window (the availability board, this month's occupancy): a (hotel_id,
    // check_in_date) index bounds only one side, so it read the hotel's whole history before the window.
    this.addSql(
      `create index "booking_hotel_id_stay_index" on "booking" using gist ("hotel_id", daterange("check_in_date", "check_out_date", '[)'));`,
    );
    // The guest autocomplete lists VIPs first, then by name, 8 at most: walking this index in that order
    // stops after 8 matches. Two typed letters have no trigram, so without it every guest was read and sorted.
    this.addSql(
      'create index "guest_hotel_id_vip_last_name_first_name_index" on "guest" ("hotel_id", "vip" desc, "last_name", "first_name");',
    );
    // A booking typed with a guest's name finds that guest ignoring case, without reading every guest.
    this.addSql(
      'create index "guest_hotel_id_lower_names_index" on "guest" ("hotel_id", lower("last_name"), lower("first_name"));',
    );

    // The dashboard's whole-history figures and the bookings list's total, kept by the database on every
    // insert, update and delete of a booking (whichever code path: API, CLI, import, restore, clear), so
    // that reading them costs one row however long the history. Statement triggers with transition tables:
    // a bulk insert adds its rows once per hotel.
    this.addSql(`create table "booking_totals" (
      "hotel_id" int primary key references "hotel_account" ("id") on delete cascade,
      "bookings" int not null default 0, "nights" bigint not null default 0,
      "with_balance" int not null default 0);`);
    this.addSql(`create function "booking_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update "booking_totals" as t
             set "bookings" = t."bookings" - o."bookings", "nights" = t."nights" - o."nights", "with_balance" = t."with_balance" - o."with_balance"
            from (select "hotel_id", count(*) as "bookings", sum("nights") as "nights",
                         count(*) filter (where "grand_total_cents" > "paid_amount_cents") as "with_balance"
                    from "old_rows" group by "hotel_id") as o
           where t."hotel_id" = o."hotel_id";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "booking_totals" as t ("hotel_id", "bookings", "nights", "with_balance")
            select "hotel_id", count(*), sum("nights"), count(*) filter (where "grand_total_cents" > "paid_amount_cents")
              from "new_rows" group by "hotel_id" order by "hotel_id"
          on conflict ("hotel_id") do update
            set "bookings" = t."bookings" + excluded."bookings", "nights" = t."nights" + excluded."nights",
                "with_balance" = t."with_balance" + excluded."with_balance";
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "booking_totals_insert" after insert on "booking"
      referencing new table as "new_rows" for each statement execute function "booking_totals_apply"();`);
    this.addSql(`create trigger "booking_totals_update" after update on "booking"
      referencing old table as "old_rows" new table as "new_rows" for each statement execute function "booking_totals_apply"();`);
    this.addSql(`create trigger "booking_totals_delete" after delete on "booking"
      referencing old table as "old_rows" for each statement execute function "booking_totals_apply"();`);
    this.addSql(`insert into "booking_totals" ("hotel_id", "bookings", "nights", "with_balance")
      select "hotel_id", count(*), sum("nights"), count(*) filter (where "grand_total_cents" > "paid_amount_cents")
        from "booking" group by "hotel_id";`);
  }
}
