import { Migration } from '@mikro-orm/migrations';

/** The records a hotel edits in its grids: each gets a version (optimistic locking) and a time of last change. */
const EDITED_TABLES = ['booking', 'guest', 'room', 'room_type', 'rate_period', 'tax_rate', 'amenity', 'employee'] as const;

/**
 * Every edit of one of these records raises its version by one, and an edit that names an older version
 * (someone else changed the record since the clerk loaded it) is refused with the time of that change. The
 * defaults keep every writer that inserts rows itself (imports, restores, seeds) working. A row nobody has
 * edited since keeps version 1, so its updated_at (the time of this migration) names no one's change.
 */
export class RecordVersionsMigration extends Migration {
  override name = '0015-record-versions';

  async up(): Promise<void> {
    for (const table of EDITED_TABLES) {
      this.addSql(`alter table "${table}" add column "version" int not null default 1;`);
      if (table !== 'booking') {
        this.addSql(`alter table "${table}" add column "updated_at" timestamptz not null default now();`);
      }
    }
  }
}
