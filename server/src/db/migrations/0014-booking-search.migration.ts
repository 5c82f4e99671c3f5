import { Migration } from '@mikro-orm/migrations';

/**
 * Recent Bookings searches, filters and sorts a hotel's whole history (GET /api/hotel/bookings): the keys it
 * sorts and matches by are kept by the database beside each row, so that every write path (API, CLI, import,
 * restore, bench seed) keeps them, and indexed, so that a page costs the same after ten years as after one.
 */
export class BookingSearchMigration extends Migration {
  override name = '0014-booking-search';

  async up(): Promise<void> {
    // core/guest-name.ts parseGuestName in SQL: {last, first} of a name as typed ("Smith, John", "John Smith").
    this.addSql(`create function "innkeep_guest_name_parts"("name" text) returns text[]
      language sql immutable parallel safe as $$
        select case
          when position(',' in c) > 0 then array[trim(split_part(c, ',', 1)), trim(substr(c, position(',' in c) + 1))]
          when c = '' then array['', '']
          else (select case cardinality(w)
                  when 1 then array[w[1], '']
                  when 2 then array[w[2], w[1]]
                  when 3 then array[w[3], w[1] || ' ' || w[2]]
                  else array[array_to_string(w[2:], ' '), w[1]] end
                from string_to_array(c, ' ') as w)
        end
        from (select trim(regexp_replace(coalesce("name", ''), '\\s+', ' ', 'g')) as c) as s
      $$;`);
    // What a search text is found in: "last, first" and "first last", lower case, on two lines so that no
    // match spans both.
    this.addSql(`create function "innkeep_guest_search_text"("name" text) returns text
      language sql immutable parallel safe as $$
        select lower(
          case when p[1] = '' or p[2] = '' then p[1] || p[2] else p[1] || ', ' || p[2] end || E'\\n' ||
          case when p[1] = '' or p[2] = '' then p[2] || p[1] else p[2] || ' ' || p[1] end)
        from (select "innkeep_guest_name_parts"("name") as p) as s
      $$;`);
    // Room numbers in natural order (2 before 10, 101 before W1): every run of digits becomes its length
    // (3 digits) then the digits, leading zeros dropped; compared byte by byte (collation "C").
    this.addSql(`create function "innkeep_natural_sort_key"("text" text) returns text
      language sql immutable parallel safe as $$
        select coalesce(string_agg(
          case when m[1] ~ '^[0-9]' then lpad(length(coalesce(nullif(ltrim(m[1], '0'), ''), '0'))::text, 3, '0')
                 || coalesce(nullif(ltrim(m[1], '0'), ''), '0')
               else lower(m[1]) end, '' order by n), '')
        from regexp_matches(coalesce("text", ''), '[0-9]+|[^0-9]+', 'g') with ordinality as r(m, n)
      $$;`);

    this.addSql(`alter table "room" add column "sort_key" text collate "C"
      generated always as ("innkeep_natural_sort_key"("room_number")) stored;`);
    this.addSql('create index "room_hotel_id_sort_key_index" on "room" ("hotel_id", "sort_key", "id");');

    this.addSql(`alter table "booking"
      add column "balance_cents" int generated always as ("grand_total_cents" - "paid_amount_cents") stored,
      add column "guest_search" text generated always as ("innkeep_guest_search_text"("guest_name")) stored,
      add column "guest_last_sort" text generated always as (lower(("innkeep_guest_name_parts"("guest_name"))[1])) stored,
      add column "guest_first_sort" text generated always as (lower(("innkeep_guest_name_parts"("guest_name"))[2])) stored;`);
    // A part of a name (three letters or more) is found through its trigrams, in every hotel at once: a
    // surname matches a few hundred bookings of a hotel among thousands of all hotels, read in one bitmap.
    this.addSql('create index "booking_guest_search_trgm" on "booking" using gin ("guest_search" gin_trgm_ops);');
    // One index per sort column, the id last as the tie-break, walked either way and stopped after a page.
    this.addSql('drop index "booking_hotel_id_check_in_date_index";');
    this.addSql('create index "booking_hotel_id_check_in_date_id_index" on "booking" ("hotel_id", "check_in_date", "id");');
    this.addSql('create index "booking_hotel_id_check_out_date_id_index" on "booking" ("hotel_id", "check_out_date", "id");');
    this.addSql('create index "booking_hotel_id_grand_total_id_index" on "booking" ("hotel_id", "grand_total_cents", "id");');
    this.addSql('create index "booking_hotel_id_balance_id_index" on "booking" ("hotel_id", "balance_cents", "id");');
    this.addSql(
      'create index "booking_hotel_id_guest_sort_id_index" on "booking" ("hotel_id", "guest_last_sort", "guest_first_sort", "id");',
    );
    this.addSql('create index "booking_room_id_id_index" on "booking" ("room_id", "id");');
  }
}
