import { Migration } from '@mikro-orm/migrations';

/** As 0017 has it (core/stay-status.ts holdsRoom). */
const HOLDS_ROOM = `"stay_status" not in ('Cancelled', 'No Show')`;

/**
 * The folio of a stay (issue 14): extras (folio_charge) and payments (folio_payment), each voided rather
 * than deleted. The booking keeps its paid amount and the sum of its extras as columns, written in the same
 * transaction as the lines (folio.service.ts), so that the lists, the reports and booking_totals read one
 * row per booking as before; its balance (generated) now counts the extras.
 */
export class FolioMigration extends Migration {
  override name = '0018-folio';

  async up(): Promise<void> {
    const line = `"id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "booking_id" int not null references "booking" ("id") on delete cascade,
      "date" date not null, "amount_cents" int not null, "created_at" timestamptz not null,
      "voided_at" timestamptz null, "voided_by" varchar(200) null`;
    this.addSql(`create table "folio_charge" (${line}, "description" varchar(200) not null,
      constraint "folio_charge_amount_check" check ("amount_cents" > 0));`);
    this.addSql(`create table "folio_payment" (${line}, "method" varchar(40) not null, "reference" varchar(100) null,
      constraint "folio_payment_amount_check" check ("amount_cents" <> 0));`);
    // A folio reads its booking's lines; the daily report reads a hotel's lines of one date.
    for (const table of ['folio_charge', 'folio_payment']) {
      this.addSql(`create index "${table}_booking_id_index" on "${table}" ("booking_id", "id");`);
      this.addSql(`create index "${table}_hotel_id_date_index" on "${table}" ("hotel_id", "date");`);
    }

    this.addSql(`alter table "booking" add column "extras_cents" int not null default 0,
      add constraint "booking_extras_check" check ("extras_cents" >= 0);`);
    // The balance counts the extras: the generated column is made again with them (and its index with it).
    this.addSql('alter table "booking" drop column "balance_cents";');
    this.addSql(`alter table "booking" add column "balance_cents" int
      generated always as ("grand_total_cents" + "extras_cents" - "paid_amount_cents") stored;`);
    this.addSql('create index "booking_hotel_id_balance_id_index" on "booking" ("hotel_id", "balance_cents", "id");');

    // "With a balance due" (the dashboard's Pending Payments) counts the extras too: 0017's function, with
    // the balance column in place of grand total against paid.
    this.addSql(`create or replace function "booking_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update "booking_totals" as t
             set "bookings" = t."bookings" - o."bookings", "stays" = t."stays" - o."stays", "nights" = t."nights" - o."nights",
                 "with_balance" = t."with_balance" - o."with_balance"
            from (select "hotel_id", count(*) as "bookings", count(*) filter (where ${HOLDS_ROOM}) as "stays",
                         coalesce(sum("nights") filter (where ${HOLDS_ROOM}), 0) as "nights",
                         count(*) filter (where ${HOLDS_ROOM} and "balance_cents" > 0) as "with_balance"
                    from "old_rows" group by "hotel_id") as o
           where t."hotel_id" = o."hotel_id";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "booking_totals" as t ("hotel_id", "bookings", "stays", "nights", "with_balance")
            select "hotel_id", count(*), count(*) filter (where ${HOLDS_ROOM}),
                   coalesce(sum("nights") filter (where ${HOLDS_ROOM}), 0),
                   count(*) filter (where ${HOLDS_ROOM} and "balance_cents" > 0)
              from "new_rows" group by "hotel_id" order by "hotel_id"
          on conflict ("hotel_id") do update
            set "bookings" = t."bookings" + excluded."bookings", "stays" = t."stays" + excluded."stays",
                "nights" = t."nights" + excluded."nights", "with_balance" = t."with_balance" + excluded."with_balance";
        end if;
        return null;
      end $$;`);

    // Every booking's paid amount so far becomes one payment in its payment method, dated the day it was
    // booked on the hotel's clock (a zone the database does not know reads as the default zone).
    this.addSql(`insert into "folio_payment" ("hotel_id", "booking_id", "date", "method", "amount_cents", "created_at")
      select b."hotel_id", b."id", (b."created_at" at time zone coalesce(z."name", 'America/New_York'))::date,
             b."payment_method", b."paid_amount_cents", b."created_at"
        from "booking" b
        left join "hotel_setting" s on s."hotel_id" = b."hotel_id" and s."key" = 'timezone'
        left join "pg_timezone_names" z on z."name" = s."value"
       where b."paid_amount_cents" <> 0
       order by b."id";`);
  }
}
