import { Migration } from '@mikro-orm/migrations';

/**
 * Calendar sync with the booking sites (iCal). Each room may have a secret export address (room_calendar:
 * one secret per room, unique, so the public feed finds its room through the index) and feeds to import
 * (calendar_feed). An imported event is a room block of kind 'External', keyed by its feed and its UID.
 *
 * External blocks differ from the desk's Out of Order blocks in one rule: they never refuse a stay that is
 * there already (an event on Airbnb cannot undo a booking; the overlap is shown as a conflict instead), and
 * they may overlap each other and the desk's blocks (two sites may hold the same nights). A new or moved
 * stay is still refused over any block, External included: a room the booking site sold is not sold again
 * at the desk. The exclusion constraint so becomes partial, a GiST index over every block keeps "this room's
 * blocks over these nights" fast, and the block trigger refuses stays for Out of Order blocks only.
 *
 * calendar_conflict_dismissal keeps the conflicts the desk dismissed, with the dates both sides had then:
 * a dismissal holds while neither moves.
 */
export class CalendarSyncMigration extends Migration {
  override name = '0035-calendar-sync';

  async up(): Promise<void> {
    this.addSql(`create table "room_calendar" (
      "room_id" int primary key references "room" ("id") on delete cascade,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "secret" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "room_calendar_secret_unique" unique ("secret"));`);
    this.addSql('create index "room_calendar_hotel_id_index" on "room_calendar" ("hotel_id");');

    this.addSql(`create table "calendar_feed" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_id" int not null references "room" ("id") on delete cascade,
      "name" varchar(60) not null,
      "url" varchar(2000) not null,
      "event_count" int not null default 0,
      "last_synced_at" timestamptz null,
      "failing_since" timestamptz null,
      "last_error" varchar(500) null,
      "next_sync_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now());`);
    this.addSql('create unique index "calendar_feed_room_name_unique" on "calendar_feed" ("room_id", lower("name"));');
    this.addSql('create index "calendar_feed_hotel_id_room_id_index" on "calendar_feed" ("hotel_id", "room_id");');
    // The poller's claim: the feeds due, soonest first, across hotels.
    this.addSql('create index "calendar_feed_next_sync_at_index" on "calendar_feed" ("next_sync_at");');

    this.addSql(`alter table "room_block"
      add column "kind" varchar(20) not null default 'Out of Order',
      add column "feed_id" int null references "calendar_feed" ("id") on delete cascade,
      add column "external_uid" varchar(1000) null,
      add constraint "room_block_kind_check" check ("kind" in ('Out of Order', 'External')),
      add constraint "room_block_external_check"
        check (("kind" = 'External') = ("feed_id" is not null) and ("feed_id" is null) = ("external_uid" is null));`);
    this.addSql('create unique index "room_block_feed_id_external_uid_unique" on "room_block" ("feed_id", "external_uid");');
    this.addSql('alter table "room_block" drop constraint "room_block_no_overlap";');
    this.addSql(`alter table "room_block" add constraint "room_block_no_overlap"
      exclude using gist ("room_id" with =, daterange("start_date", "end_date", '[)') with &&) where ("kind" <> 'External');`);
    this.addSql(
      `create index "room_block_room_id_nights_index" on "room_block" using gist ("room_id", daterange("start_date", "end_date", '[)'));`,
    );
    // As migration 0019's, for the desk's blocks only: an External block is written over a stay and shown as a conflict.
    this.addSql(`create or replace function "room_block_refuse_stays"() returns trigger language plpgsql as $$
      declare
        booking_id int;
      begin
        perform 1 from "room" where "id" in (select "room_id" from "new_rows") order by "id" for no key update;
        select b."id" into booking_id
          from "new_rows" as k
          join "booking" as b on b."room_id" = k."room_id" and b."stay_status" not in ('Cancelled', 'No Show')
           and daterange(b."check_in_date", b."check_out_date", '[)') && daterange(k."start_date", k."end_date", '[)')
         where k."kind" <> 'External'
         order by b."check_in_date" limit 1;
        if booking_id is not null then
          raise exception using errcode = 'IKB02', message = format('booking %s refuses this room block', booking_id);
        end if;
        return null;
      end $$;`);

    this.addSql(`create table "calendar_conflict_dismissal" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "block_id" int not null references "room_block" ("id") on delete cascade,
      "booking_id" int not null references "booking" ("id") on delete cascade,
      "block_start" date not null, "block_end" date not null,
      "check_in_date" date not null, "check_out_date" date not null,
      "dismissed_by" varchar(120) not null,
      "dismissed_at" timestamptz not null default now(),
      constraint "calendar_conflict_dismissal_pair_unique" unique ("block_id", "booking_id"));`);
    this.addSql('create index "calendar_conflict_dismissal_booking_id_index" on "calendar_conflict_dismissal" ("booking_id");');
    this.addSql('create index "calendar_conflict_dismissal_hotel_id_index" on "calendar_conflict_dismissal" ("hotel_id");');
  }
}
