import { Migration } from '@mikro-orm/migrations';

/**
 * What the reads of issue 16 needed at the benchmark's 250,000-booking hotel among a thousand small ones.
 *
 * The activity log's total: each hotel's number of entries, kept by the database in the same transaction as
 * every insert and delete of audit_log (whichever code path writes them), so that the Activity screen's
 * "1–50 of 262,000" reads one row instead of counting the hotel's whole trail (a 68 ms parallel scan).
 * Statement triggers with transition tables, as booking_totals (0011): a bulk write adds its rows once per
 * hotel. Entries are written at the end of a flush, after the rows they describe, so a booking write takes
 * booking_totals' row before this one, as every other writer does.
 *
 * The guest-name search: the trigram index of 0014 holds every hotel's names, so a surname found the
 * matching bookings of all hotels and read each from the table to keep the hotel's (at the big hotel, twice
 * as many rows as it kept). With the hotel in the same GIN index (btree_gin) the index gives the hotel's
 * matches alone.
 */
export class ReadPlansMigration extends Migration {
  override name = '0024-read-plans';

  async up(): Promise<void> {
    this.addSql(`create table "audit_log_totals" (
      "hotel_id" int primary key references "hotel_account" ("id") on delete cascade,
      "entries" int not null default 0);`);
    // A delete only takes away from rows that exist (the hotel itself may be going, its entries with it).
    this.addSql(`create function "audit_log_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update "audit_log_totals" as t set "entries" = t."entries" - o."entries"
            from (select "hotel_id", count(*) as "entries" from "old_rows" group by "hotel_id") as o
           where t."hotel_id" = o."hotel_id";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "audit_log_totals" as t ("hotel_id", "entries")
            select "hotel_id", count(*) from "new_rows" group by "hotel_id" order by "hotel_id"
          on conflict ("hotel_id") do update set "entries" = t."entries" + excluded."entries";
        end if;
        return null;
      end $$;`);
    for (const [event, transition] of [
      ['insert', 'new table as "new_rows"'],
      ['update', 'old table as "old_rows" new table as "new_rows"'],
      ['delete', 'old table as "old_rows"'],
    ] as const) {
      this.addSql(`create trigger "audit_log_totals_${event}" after ${event} on "audit_log"
        referencing ${transition} for each statement execute function "audit_log_totals_apply"();`);
    }
    this.addSql(`insert into "audit_log_totals" ("hotel_id", "entries")
      select "hotel_id", count(*) from "audit_log" group by "hotel_id";`);

    this.addSql('create extension if not exists btree_gin;');
    this.addSql('drop index "booking_guest_search_trgm";');
    this.addSql(
      'create index "booking_hotel_id_guest_search_trgm" on "booking" using gin ("hotel_id", "guest_search" gin_trgm_ops);',
    );
  }
}
