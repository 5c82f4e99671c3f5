import { Migration } from '@mikro-orm/migrations';

/** A stay that holds its room (0017: Cancelled and No Show stays free it), in SQL. */
const holdsRoom = (alias: string) => `${alias}."stay_status" not in ('Cancelled', 'No Show')`;
/** The stays of a booking statement that could newly meet a block (SQL text): inserted rows… */
const INSERTED_STAYS = `select "room_id", "check_in_date", "check_out_date" from "new_rows" as n where ${holdsRoom('n')}`;
/** …and updated stays that hold their room and were moved, or took their room back (reinstated). */
const MOVED_STAYS = `select n."room_id", n."check_in_date", n."check_out_date"
  from "new_rows" as n join "old_rows" as o on o."id" = n."id"
 where ${holdsRoom('n')}
   and ((n."room_id", n."check_in_date", n."check_out_date") is distinct from (o."room_id", o."check_in_date", o."check_out_date")
        or not ${holdsRoom('o')})`;

/** Locks the stays' rooms (share), then raises IKB01 naming a block one of them meets. */
const refuseBlocksOf = (stays: string) => `
  perform 1 from "room" where "id" in (select "room_id" from (${stays}) as s) order by "id" for share;
  select k."id" into block_id
    from (${stays}) as s
    join "room_block" as k on k."room_id" = s."room_id"
     and daterange(k."start_date", k."end_date", '[)') && daterange(s."check_in_date", s."check_out_date", '[)')
   order by k."start_date" limit 1;`;

/**
 * Housekeeping (issue 14): each room's status and note, and room blocks (a room out of order for some
 * nights). A stay and a block of one room may not overlap, whichever is written first and however two
 * requests race; the tables differ, so no exclusion constraint can say it. Statement triggers say it
 * instead, each first locking the rooms' rows: a stay takes a share lock (stays never wait for each
 * other), a block a no-key-update lock, so of a racing stay and block one waits for the other to commit
 * and then sees it. Cancelled and No Show stays hold no room (0017) and meet no block. The refusals
 * carry codes of their own (IKB01: a stay over a block; IKB02: a block over a stay) that the services turn
 * into 409s naming what is in the way.
 */
export class HousekeepingMigration extends Migration {
  override name = '0019-housekeeping';

  async up(): Promise<void> {
    this.addSql(`alter table "room"
      add column "housekeeping_status" varchar(20) not null default 'Clean',
      add column "housekeeping_note" varchar(500) null,
      add constraint "room_housekeeping_status_check"
        check ("housekeeping_status" in ('Clean', 'Dirty', 'Inspected', 'Out of Order'));`);

    this.addSql(`create table "room_block" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_id" int not null references "room" ("id") on delete cascade,
      "start_date" date not null, "end_date" date not null, "reason" varchar(200) not null,
      "created_at" timestamptz not null default now(),
      constraint "room_block_nights_check" check ("end_date" > "start_date"));`);
    // One block at a time per room and night; its GiST index also answers "this room's blocks over these nights".
    this.addSql(`alter table "room_block" add constraint "room_block_no_overlap"
      exclude using gist ("room_id" with =, daterange("start_date", "end_date", '[)') with &&);`);
    // The board's window of blocks, and the list of those not yet over.
    this.addSql(
      `create index "room_block_hotel_id_nights_index" on "room_block" using gist ("hotel_id", daterange("start_date", "end_date", '[)'));`,
    );

    this.addSql(`create function "booking_refuse_room_blocks"() returns trigger language plpgsql as $$
      declare
        block_id int;
      begin
        if tg_op = 'INSERT' then ${refuseBlocksOf(INSERTED_STAYS)}
        else ${refuseBlocksOf(MOVED_STAYS)}
        end if;
        if block_id is not null then
          raise exception using errcode = 'IKB01', message = format('room block %s refuses this stay', block_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "booking_refuse_room_blocks_insert" after insert on "booking"
      referencing new table as "new_rows" for each statement execute function "booking_refuse_room_blocks"();`);
    this.addSql(`create trigger "booking_refuse_room_blocks_update" after update on "booking"
      referencing old table as "old_rows" new table as "new_rows" for each statement execute function "booking_refuse_room_blocks"();`);

    this.addSql(`create function "room_block_refuse_stays"() returns trigger language plpgsql as $$
      declare
        booking_id int;
      begin
        perform 1 from "room" where "id" in (select "room_id" from "new_rows") order by "id" for no key update;
        select b."id" into booking_id
          from "new_rows" as k
          join "booking" as b on b."room_id" = k."room_id" and ${holdsRoom('b')}
           and daterange(b."check_in_date", b."check_out_date", '[)') && daterange(k."start_date", k."end_date", '[)')
         order by b."check_in_date" limit 1;
        if booking_id is not null then
          raise exception using errcode = 'IKB02', message = format('booking %s refuses this room block', booking_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "room_block_refuse_stays_insert" after insert on "room_block"
      referencing new table as "new_rows" for each statement execute function "room_block_refuse_stays"();`);
    this.addSql(`create trigger "room_block_refuse_stays_update" after update on "room_block"
      referencing new table as "new_rows" for each statement execute function "room_block_refuse_stays"();`);
  }
}
