import { Migration } from '@mikro-orm/migrations';

/**
 * core/guest-name.ts parseGuestName as 0014 says it in SQL, as PL/pgSQL statements that set `p` to
 * {last, first} from "name" (declared: c text, w text[], p text[]).
 */
const NAME_PARTS = `
    c := trim(regexp_replace(coalesce("name", ''), '\\s+', ' ', 'g'));
    if position(',' in c) > 0 then
      p := array[trim(split_part(c, ',', 1)), trim(substr(c, position(',' in c) + 1))];
    elsif c = '' then
      p := array['', ''];
    else
      w := string_to_array(c, ' ');
      p := case cardinality(w)
        when 1 then array[w[1], '']
        when 2 then array[w[2], w[1]]
        when 3 then array[w[3], w[1] || ' ' || w[2]]
        else array[array_to_string(w[2:], ' '), w[1]] end;
    end if;`;

/**
 * The guest name keys of every booking row (0014's generated columns guest_search, guest_last_sort and
 * guest_first_sort) cost 3 ms a row since 0016: a SQL function that calls another SQL function starts the
 * inner one afresh, parse and plan, on every call, and 0016's `set search_path` added a settings swap on top.
 * Writing 740,000 bookings (the benchmark's data set, or a restore) took ten minutes more for it. The same
 * two functions in PL/pgSQL, each whole (builtins only, so pg_restore's empty search_path finds everything
 * without a `set`), keep their plans for the session: about 15 µs a call. Same results as 0014's for every
 * name (server/src/db/guest-search-functions.test.ts); the stored values stay as they are.
 */
export class GuestSearchPlpgsqlMigration extends Migration {
  override name = '0025-guest-search-plpgsql';

  async up(): Promise<void> {
    this.addSql(`create or replace function "innkeep_guest_name_parts"("name" text) returns text[]
      language plpgsql immutable parallel safe as $$
      declare
        c text; w text[]; p text[];
      begin ${NAME_PARTS}
        return p;
      end $$;`);
    this.addSql(`create or replace function "innkeep_guest_search_text"("name" text) returns text
      language plpgsql immutable parallel safe as $$
      declare
        c text; w text[]; p text[];
      begin ${NAME_PARTS}
        return lower(
          case when p[1] = '' or p[2] = '' then p[1] || p[2] else p[1] || ', ' || p[2] end || E'\\n' ||
          case when p[1] = '' or p[2] = '' then p[2] || p[1] else p[2] || ' ' || p[1] end);
      end $$;`);
  }
}
