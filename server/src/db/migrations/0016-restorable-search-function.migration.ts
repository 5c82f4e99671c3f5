import { Migration } from '@mikro-orm/migrations';

/**
 * pg_restore runs with an empty search_path, and booking.guest_search is computed on restore by
 * innkeep_guest_search_text, which calls innkeep_guest_name_parts by its bare name: `innkeep restore` of a
 * PostgreSQL backup failed with "function innkeep_guest_name_parts(text) does not exist". The function now
 * carries the search_path it was created with, as pg_dump then writes it out. Same body as in 0014.
 */
export class RestorableSearchFunctionMigration extends Migration {
  override name = '0016-restorable-search-function';

  async up(): Promise<void> {
    this.addSql(`create or replace function "innkeep_guest_search_text"("name" text) returns text
      language sql immutable parallel safe set search_path from current as $$
        select lower(
          case when p[1] = '' or p[2] = '' then p[1] || p[2] else p[1] || ', ' || p[2] end || E'\\n' ||
          case when p[1] = '' or p[2] = '' then p[2] || p[1] else p[2] || ' ' || p[1] end)
        from (select "innkeep_guest_name_parts"("name") as p) as s
      $$;`);
  }
}
