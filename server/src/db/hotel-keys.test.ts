import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { hotelOwnedTables, NOT_THE_HOTELS, REFERENCE_WITH_HOTEL_ID, TABLES_SQL } from '../testing/distribution';
import type { Em } from './orm';

/**
 * Ready for Citus (docs/scale-out.md): a hotel-owned table (one with a hotel_id column, read from the migrated
 * schema on PGlite, or on PostgreSQL with DATABASE_URL) is distributed by hotel_id, so each of its primary keys,
 * unique constraints, unique indexes and exclusion constraints names hotel_id, and each foreign key to another
 * hotel-owned table pairs hotel_id with the parent's hotel_id and never sets it null. Every other table is
 * named in testing/distribution.ts as a reference table or a coordinator-local one, with the reason: a new table
 * is a decision.
 */

interface KeyRow {
  table: string;
  name: string;
  /** p primary key, u unique constraint, x exclusion constraint, i unique index, f foreign key. */
  kind: 'p' | 'u' | 'x' | 'i' | 'f';
  definition: string;
  /** Whether hotel_id is one of the key's columns. */
  namesHotel: boolean;
  /** For a foreign key: the table it references. */
  parent: string | null;
  /** For a foreign key: whether hotel_id references the parent's hotel_id. */
  pairsHotel: boolean;
  /** For a foreign key: whether its ON DELETE SET NULL / SET DEFAULT would overwrite hotel_id. */
  clearsHotel: boolean;
}

const KIND = { p: 'primary key', u: 'unique constraint', x: 'exclusion constraint', i: 'unique index', f: 'foreign key' };

const KEYS_SQL = `
  with hotel_column as (
    select c.oid as relid, c.relname, a.attnum
      from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'hotel_id' and not a.attisdropped
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p'))
  select h.relname as "table", con.conname as name, con.contype as kind, pg_get_constraintdef(con.oid) as definition,
         h.attnum = any(con.conkey) as "namesHotel", p.relname as parent,
         coalesce(exists (select 1 from generate_subscripts(con.conkey, 1) i
                           where con.conkey[i] = h.attnum and con.confkey[i] = ph.attnum), false) as "pairsHotel",
         con.contype = 'f' and con.confdeltype in ('n', 'd')
           and (con.confdelsetcols is null or h.attnum = any(con.confdelsetcols)) as "clearsHotel"
    from hotel_column h
    join pg_constraint con on con.conrelid = h.relid and con.contype in ('p', 'u', 'x', 'f')
    left join pg_class p on p.oid = con.confrelid
    left join hotel_column ph on ph.relid = con.confrelid
  union all
  select h.relname, i.relname, 'i', pg_get_indexdef(i.oid), h.attnum = any(x.indkey::int2[]), null, false, false
    from hotel_column h
    join pg_index x on x.indrelid = h.relid and x.indisunique
    join pg_class i on i.oid = x.indexrelid
   where not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid and con.conrelid = h.relid)
   order by 1, 2`;

/** What keeps a hotel-owned table from being distributed by hotel_id, in words; empty when nothing does. */
function keysWithoutHotel(rows: readonly KeyRow[], hotelOwned: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const row of rows) {
    if (!hotelOwned.has(row.table)) continue;
    const what = `${row.table}: ${KIND[row.kind]} ${row.name} (${row.definition})`;
    if (row.kind !== 'f') {
      if (!row.namesHotel) found.push(`${what} does not include hotel_id`);
    } else if (row.parent !== null && hotelOwned.has(row.parent)) {
      if (!row.pairsHotel) found.push(`${what} does not pair hotel_id with ${row.parent}.hotel_id`);
      if (row.clearsHotel) found.push(`${what} would set hotel_id null on delete`);
    }
  }
  return found;
}

describe('the keys of hotel-owned tables name the hotel (ready for Citus)', () => {
  let app: TestApp;
  let rows: KeyRow[];
  let withHotel: string[];
  let withoutHotel: string[];
  let hotelOwned: Set<string>;

  beforeAll(async () => {
    app = await startTestApp();
    const em = app.orm.em.fork() as Em;
    rows = await em.execute<KeyRow[]>(KEYS_SQL);
    const tables = await em.execute<{ name: string; hotel: boolean }[]>(TABLES_SQL);
    withHotel = tables.filter((table) => table.hotel).map((table) => table.name);
    withoutHotel = tables.filter((table) => !table.hotel).map((table) => table.name);
    hotelOwned = new Set(hotelOwnedTables(tables));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names every table: hotel-owned, or a reference or local table with its reason', () => {
    expect(withoutHotel.sort()).toEqual(Object.keys(NOT_THE_HOTELS).sort());
    expect(Object.keys(REFERENCE_WITH_HOTEL_ID).filter((table) => !withHotel.includes(table))).toEqual([]);
    expect([...hotelOwned]).toEqual(expect.arrayContaining(['booking', 'guest', 'room', 'folio_charge', 'room_block']));
    expect(hotelOwned.size).toBe(27);
  });

  it('reads the keys from the catalog: the booking’s primary key, overlap guard and link to its room', () => {
    const booking = rows.filter((row) => row.table === 'booking');
    expect(booking.find((row) => row.name === 'booking_pkey')).toMatchObject({ kind: 'p', namesHotel: true });
    expect(booking.find((row) => row.name === 'booking_no_overlap')).toMatchObject({ kind: 'x', namesHotel: true });
    expect(booking.find((row) => row.name === 'booking_room_id_fkey')).toMatchObject({
      kind: 'f',
      parent: 'room',
      pairsHotel: true,
      clearsHotel: false,
    });
    expect(booking.find((row) => row.name === 'booking_guest_id_fkey')?.definition).toBe(
      'FOREIGN KEY (hotel_id, guest_id) REFERENCES guest(hotel_id, id) ON DELETE SET NULL (guest_id)',
    );
  });

  it('every primary key, unique and exclusion constraint, unique index and foreign key of a hotel-owned table names hotel_id', () => {
    expect(keysWithoutHotel(rows, hotelOwned)).toEqual([]);
  });

  it('would name a key without hotel_id, a foreign key on the parent’s id alone and one that nulls hotel_id', () => {
    const key = (row: Partial<KeyRow>): KeyRow => ({
      table: 'room',
      name: 'k',
      kind: 'p',
      definition: 'd',
      namesHotel: true,
      parent: null,
      pairsHotel: false,
      clearsHotel: false,
      ...row,
    });
    const broken = [
      key({ name: 'room_pkey', definition: 'PRIMARY KEY (id)', namesHotel: false }),
      key({ name: 'room_secret', kind: 'i', definition: 'CREATE UNIQUE INDEX …', namesHotel: false }),
      key({ table: 'booking', name: 'booking_room_id_fkey', kind: 'f', definition: 'FK', parent: 'room', namesHotel: false }),
      key({
        table: 'booking',
        name: 'booking_guest_id_fkey',
        kind: 'f',
        definition: 'FK',
        parent: 'guest',
        pairsHotel: true,
        clearsHotel: true,
      }),
      // A foreign key to the hotels themselves, or a key of a reference table, is no finding.
      key({ table: 'booking', name: 'booking_hotel_id_fkey', kind: 'f', parent: 'hotel_account' }),
      key({ table: 'hotel_user', name: 'hotel_user_email_unique', kind: 'u', namesHotel: false }),
    ];
    expect(keysWithoutHotel(broken, new Set(['room', 'booking', 'guest']))).toEqual([
      'room: primary key room_pkey (PRIMARY KEY (id)) does not include hotel_id',
      'room: unique index room_secret (CREATE UNIQUE INDEX …) does not include hotel_id',
      'booking: foreign key booking_room_id_fkey (FK) does not pair hotel_id with room.hotel_id',
      'booking: foreign key booking_guest_id_fkey (FK) would set hotel_id null on delete',
    ]);
  });
});
