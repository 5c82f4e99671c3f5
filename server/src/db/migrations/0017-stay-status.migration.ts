import { Migration } from '@mikro-orm/migrations';

/** The stays that hold their room (core/stay-status.ts holdsRoom), in SQL: one text for every place that asks. */
const HOLDS_ROOM = `"stay_status" not in ('Cancelled', 'No Show')`;

/**
 * Where a guest's stay stands (Reserved, Checked In, Checked Out, Cancelled, No Show: core/stay-status.ts).
 * Cancelled and No Show stays keep their record and payments but free their room, so the overlap rule
 * (0008), the dashboard's kept totals (0011) and every figure of occupancy leave them out.
 */
export class StayStatusMigration extends Migration {
  override name = '0017-stay-status';

  async up(): Promise<void> {
    this.addSql(`alter table "booking"
      add column "stay_status" varchar(20) not null default 'Reserved',
      add column "cancel_reason" varchar(500) null,
      add constraint "booking_stay_status_check"
        check ("stay_status" in ('Reserved', 'Checked In', 'Checked Out', 'Cancelled', 'No Show'));`);
    // The database still alone decides overlaps, now among the stays that hold their room: a cancelled stay's
    // dates can be booked again, and reinstating it is refused while someone else has the room.
    this.addSql('alter table "booking" drop constraint "booking_no_overlap";');
    this.addSql(`alter table "booking" add constraint "booking_no_overlap"
      exclude using gist ("room_id" with =, daterange("check_in_date", "check_out_date", '[)') with &&) where (${HOLDS_ROOM});`);

    // booking_totals: "bookings" stays the count of every record (the bookings list's total, which lists
    // cancelled ones too); the dashboard's figures (stays, nights, balances due) count stays that hold a room.
    this.addSql('alter table "booking_totals" add column "stays" int not null default 0;');
    this.addSql(`create or replace function "booking_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update "booking_totals" as t
             set "bookings" = t."bookings" - o."bookings", "stays" = t."stays" - o."stays", "nights" = t."nights" - o."nights",
                 "with_balance" = t."with_balance" - o."with_balance"
            from (select "hotel_id", count(*) as "bookings", count(*) filter (where ${HOLDS_ROOM}) as "stays",
                         coalesce(sum("nights") filter (where ${HOLDS_ROOM}), 0) as "nights",
                         count(*) filter (where ${HOLDS_ROOM} and "grand_total_cents" > "paid_amount_cents") as "with_balance"
                    from "old_rows" group by "hotel_id") as o
           where t."hotel_id" = o."hotel_id";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "booking_totals" as t ("hotel_id", "bookings", "stays", "nights", "with_balance")
            select "hotel_id", count(*), count(*) filter (where ${HOLDS_ROOM}),
                   coalesce(sum("nights") filter (where ${HOLDS_ROOM}), 0),
                   count(*) filter (where ${HOLDS_ROOM} and "grand_total_cents" > "paid_amount_cents")
              from "new_rows" group by "hotel_id" order by "hotel_id"
          on conflict ("hotel_id") do update
            set "bookings" = t."bookings" + excluded."bookings", "stays" = t."stays" + excluded."stays",
                "nights" = t."nights" + excluded."nights", "with_balance" = t."with_balance" + excluded."with_balance";
        end if;
        return null;
      end $$;`);
    // Every booking so far is Reserved: each hotel's stays are its bookings.
    this.addSql('update "booking_totals" set "stays" = "bookings";');
    // Recent Bookings filtered by stay status (the cancelled ones, say), newest first, and its count.
    this.addSql('create index "booking_hotel_id_stay_status_id_index" on "booking" ("hotel_id", "stay_status", "id");');
    // The front desk's in-house list and the board read stays by date through the (hotel, stay range) index
    // (0011); arrivals and departures through (hotel, check-in/check-out date, id) (0014).
  }
}
