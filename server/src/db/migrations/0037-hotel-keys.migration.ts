import { Migration } from '@mikro-orm/migrations';

/**
 * Every key of a hotel-owned table names its hotel (docs/scale-out.md): the primary keys, unique and exclusion
 * constraints, and the foreign keys between hotel-owned tables, as Citus requires of tables distributed by
 * hotel_id. The rows stay as they are; only the constraints are rebuilt, each under its old name, so the
 * code that recognises a refusal by its constraint (booking_no_overlap, room_block_no_overlap) keeps doing so.
 *
 * hotel_id is appended to each key rather than put first: the lookups by id alone (the ORM's updates and
 * deletes by primary key, the admin console, the public pages' secret and token lookups) keep the same index
 * prefix, so their plans do not change, and a composite foreign key (hotel_id, x_id) finds its parent through
 * the (id, hotel_id) key all the same (PostgreSQL matches the referenced columns as a set).
 *
 * A nullable foreign key that set itself null sets only its own column null now (ON DELETE SET NULL (x_id),
 * PostgreSQL 15): nulling hotel_id would break the row's hotel.
 *
 * The lists are written out rather than read from the catalog so that the migration is the same on every
 * database and can be read in review; server/src/db/hotel-keys.test.ts reads the catalog and fails on any key
 * of a hotel-owned table that still lacks hotel_id, so a table added later cannot be forgotten.
 */

/** Tables whose primary key was (id): it becomes (id, hotel_id). */
const ID_TABLES = [
  'amenity',
  'audit_log',
  'booking',
  'booking_manage_link',
  'calendar_conflict_dismissal',
  'calendar_feed',
  'employee',
  'folio_adjustment',
  'folio_charge',
  'folio_payment',
  'guest',
  'hotel_setting',
  'night_posting',
  'rate_period',
  'room',
  'room_block',
  'room_type',
  'room_type_rate_change',
  'tax_rate',
  'tax_rate_change',
] as const;

type DeleteRule = 'cascade' | 'set null' | 'no action';

interface HotelForeignKey {
  table: string;
  column: string;
  parent: string;
  onDelete: DeleteRule;
}

/** The foreign keys from one hotel-owned table to another, with the delete rule each had. */
const FOREIGN_KEYS: readonly HotelForeignKey[] = [
  { table: 'booking', column: 'guest_id', parent: 'guest', onDelete: 'set null' },
  { table: 'booking', column: 'room_id', parent: 'room', onDelete: 'no action' },
  { table: 'booking_manage_link', column: 'booking_id', parent: 'booking', onDelete: 'cascade' },
  { table: 'calendar_conflict_dismissal', column: 'block_id', parent: 'room_block', onDelete: 'cascade' },
  { table: 'calendar_conflict_dismissal', column: 'booking_id', parent: 'booking', onDelete: 'cascade' },
  { table: 'calendar_feed', column: 'room_id', parent: 'room', onDelete: 'cascade' },
  { table: 'folio_adjustment', column: 'booking_id', parent: 'booking', onDelete: 'cascade' },
  { table: 'folio_charge', column: 'booking_id', parent: 'booking', onDelete: 'cascade' },
  { table: 'folio_payment', column: 'booking_id', parent: 'booking', onDelete: 'cascade' },
  // hotel_user is a reference table (the sign-in lookup, docs/scale-out.md); its link to the hotel's employee
  // still names the hotel, so that a person cannot be linked to another hotel's employee.
  { table: 'hotel_user', column: 'employee_id', parent: 'employee', onDelete: 'set null' },
  { table: 'night_posting', column: 'booking_id', parent: 'booking', onDelete: 'no action' },
  { table: 'rate_period', column: 'room_type_id', parent: 'room_type', onDelete: 'cascade' },
  { table: 'room', column: 'room_type_id', parent: 'room_type', onDelete: 'set null' },
  { table: 'room_block', column: 'feed_id', parent: 'calendar_feed', onDelete: 'cascade' },
  { table: 'room_block', column: 'room_id', parent: 'room', onDelete: 'cascade' },
  { table: 'room_calendar', column: 'room_id', parent: 'room', onDelete: 'cascade' },
  { table: 'room_type_rate_change', column: 'room_type_id', parent: 'room_type', onDelete: 'cascade' },
  { table: 'tax_rate_change', column: 'tax_rate_id', parent: 'tax_rate', onDelete: 'cascade' },
];

const onDelete = (key: HotelForeignKey) =>
  key.onDelete === 'set null' ? ` on delete set null ("${key.column}")` : key.onDelete === 'cascade' ? ' on delete cascade' : '';

/** Unique constraints and indexes: [table, name, the old definition's body, the new one's]. */
const UNIQUES: readonly (readonly [table: string, name: string, before: string, after: string])[] = [
  ['booking_manage_link', 'booking_manage_link_booking_id_unique', 'unique ("booking_id")', 'unique ("booking_id", "hotel_id")'],
  ['booking_manage_link', 'booking_manage_link_reference_unique', 'unique ("reference")', 'unique ("reference", "hotel_id")'],
  ['booking_manage_link', 'booking_manage_link_token_hash_unique', 'unique ("token_hash")', 'unique ("token_hash", "hotel_id")'],
  [
    'calendar_conflict_dismissal',
    'calendar_conflict_dismissal_pair_unique',
    'unique ("block_id", "booking_id")',
    'unique ("block_id", "booking_id", "hotel_id")',
  ],
  ['room_calendar', 'room_calendar_secret_unique', 'unique ("secret")', 'unique ("secret", "hotel_id")'],
];

const UNIQUE_INDEXES: readonly (readonly [name: string, before: string, after: string])[] = [
  [
    'calendar_feed_room_name_unique',
    'on "calendar_feed" ("room_id", lower("name"))',
    'on "calendar_feed" ("room_id", lower("name"), "hotel_id")',
  ],
  [
    'folio_adjustment_long_stay_unique',
    `on "folio_adjustment" ("booking_id", "kind", "tax") where "kind" like 'Long-stay%'`,
    `on "folio_adjustment" ("booking_id", "kind", "tax", "hotel_id") where "kind" like 'Long-stay%'`,
  ],
  [
    'room_block_feed_id_external_uid_unique',
    'on "room_block" ("feed_id", "external_uid")',
    'on "room_block" ("feed_id", "external_uid", "hotel_id")',
  ],
];

const OVERLAP = {
  booking: {
    before: `exclude using gist ("room_id" with =, daterange("check_in_date", "check_out_date", '[)') with &&)
      where ("stay_status" not in ('Cancelled', 'No Show'))`,
    after: `exclude using gist ("room_id" with =, "hotel_id" with =, daterange("check_in_date", "check_out_date", '[)') with &&)
      where ("stay_status" not in ('Cancelled', 'No Show'))`,
  },
  room_block: {
    before: `exclude using gist ("room_id" with =, daterange("start_date", "end_date", '[)') with &&) where ("kind" <> 'External')`,
    after: `exclude using gist ("room_id" with =, "hotel_id" with =, daterange("start_date", "end_date", '[)') with &&)
      where ("kind" <> 'External')`,
  },
} as const;

export class HotelKeysMigration extends Migration {
  override name = '0037-hotel-keys';

  async up(): Promise<void> {
    for (const key of FOREIGN_KEYS) {
      this.addSql(`alter table "${key.table}" drop constraint "${key.table}_${key.column}_fkey";`);
    }
    for (const table of ID_TABLES) {
      this.addSql(
        `alter table "${table}" drop constraint "${table}_pkey", add constraint "${table}_pkey" primary key ("id", "hotel_id");`,
      );
    }
    this.addSql(
      'alter table "room_calendar" drop constraint "room_calendar_pkey", add constraint "room_calendar_pkey" primary key ("room_id", "hotel_id");',
    );
    for (const [table, name, , after] of UNIQUES) {
      this.addSql(`alter table "${table}" drop constraint "${name}", add constraint "${name}" ${after};`);
    }
    for (const [name, , after] of UNIQUE_INDEXES) {
      this.addSql(`drop index "${name}";`);
      this.addSql(`create unique index "${name}" ${after};`);
    }
    for (const [table, { after }] of Object.entries(OVERLAP)) {
      this.addSql(`alter table "${table}" drop constraint "${table}_no_overlap", add constraint "${table}_no_overlap" ${after};`);
    }
    for (const key of FOREIGN_KEYS) {
      this.addSql(`alter table "${key.table}" add constraint "${key.table}_${key.column}_fkey"
        foreign key ("hotel_id", "${key.column}") references "${key.parent}" ("hotel_id", "id")${onDelete(key)};`);
    }
  }

  async down(): Promise<void> {
    for (const key of FOREIGN_KEYS) {
      this.addSql(`alter table "${key.table}" drop constraint "${key.table}_${key.column}_fkey";`);
    }
    for (const [table, { before }] of Object.entries(OVERLAP)) {
      this.addSql(
        `alter table "${table}" drop constraint "${table}_no_overlap", add constraint "${table}_no_overlap" ${before};`,
      );
    }
    for (const [name, before] of UNIQUE_INDEXES) {
      this.addSql(`drop index "${name}";`);
      this.addSql(`create unique index "${name}" ${before};`);
    }
    for (const [table, name, before] of UNIQUES) {
      this.addSql(`alter table "${table}" drop constraint "${name}", add constraint "${name}" ${before};`);
    }
    this.addSql(
      'alter table "room_calendar" drop constraint "room_calendar_pkey", add constraint "room_calendar_pkey" primary key ("room_id");',
    );
    for (const table of ID_TABLES) {
      this.addSql(`alter table "${table}" drop constraint "${table}_pkey", add constraint "${table}_pkey" primary key ("id");`);
    }
    for (const key of FOREIGN_KEYS) {
      const rule = key.onDelete === 'no action' ? '' : ` on delete ${key.onDelete}`;
      this.addSql(`alter table "${key.table}" add constraint "${key.table}_${key.column}_fkey"
        foreign key ("${key.column}") references "${key.parent}" ("id")${rule};`);
    }
  }
}
