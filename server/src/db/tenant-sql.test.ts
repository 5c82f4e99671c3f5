import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeToHotel } from '../context';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bindHotel, hotelSql } from './hotel-sql';
import type { Em } from './orm';
import { sql, SqlFragment } from './sql';
import { TENANT_FILTER } from './tenant';

/**
 * One tenancy mechanism for the ORM and raw SQL alike (docs/architecture.md, "Tenancy"): a hotel-owned table (one with a
 * hotel_id, read from the migrated schema) is reached through an entity that carries the tenant filter, a
 * QueryBuilder from tenantQuery, or a raw statement run by hotelSql / hotelPrepared, which bind the request's
 * hotel themselves. This test reads every raw statement in the code and fails when a file runs SQL over a
 * hotel-owned table any other way, unless it is named below as reading across hotels on purpose.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['server/src', 'cli/src', 'seeds', 'bench'];

/** Code that reads or writes across hotels on purpose, and why. A new entry is a decision for review. */
const CROSS_HOTEL: Record<string, string> = {
  'server/src/modules/accounts/session.service.ts':
    'the session lookup finds the hotel from the cookie: no hotel is known before it',
  'server/src/modules/accounts/account-owner.ts': 'sign-in and sign-up find a person by email, which is unique across hotels',
  'server/src/modules/accounts/account-token.service.ts': 'a reset or invitation link finds its person from the token',
  'server/src/modules/accounts/two-factor.service.ts':
    "the second step of a sign-in reads the person's secret before the session exists",
  'server/src/modules/admin/': 'the admin console works on every hotel',
  'server/src/modules/demo/': 'the demo seed writes the hotel it is creating, before any request is scoped to it',
  'server/src/modules/operational-data/restore-ids.ts':
    "a restore keeps its ids, so it checks them free in the whole database and moves each table's id sequence past every hotel's rows",
  'server/src/modules/online-booking/public-lookups.ts':
    "the guests' booking page finds its hotel by the page's address, a guest's link by its token's hash; each then works on that hotel's scope",
  'server/src/modules/bookings/renewal-runs.ts':
    "the server's hourly renewal finds the hotels with stays that renew, then renews each on its own hotel's scope",
  'server/src/testing/': "tests set up and read back any hotel's rows",
  'cli/src/': 'the CLI is the maintenance tool of the whole database',
  'seeds/': 'the bench seed writes every hotel of the data set at once',
  'bench/': 'the benchmark times the bare SQL of any hotel',
};

/** Raw SQL that reads no hotel's rows at all (checked: its file names no hotel-owned table). */
const NO_HOTEL_ROWS: Record<string, string> = {
  'server/src/modules/health/health.routes.ts': "the health check's select 1",
  'server/src/modules/accounts/throttle.ts': 'an advisory lock per client address',
  'server/src/db/startup-lock.ts': 'the advisory lock that lets one process migrate at a time',
};

/** The helpers themselves, where the raw calls behind the mechanism live. */
const MECHANISM = ['server/src/db/hotel-sql.ts', 'server/src/db/prepared-statement.ts', 'server/src/db/tenant-query.ts'];

/** A call that sends SQL of its own: em.execute, a prepared statement, a pg or PGlite client, a QueryBuilder. */
const RAW_CALL =
  /\.execute\s*(?:<[^>]*>)?\s*\(|\brunPrepared\s*(?:<[^>]*>)?\s*\(|\.query\s*(?:<[^>]*>)?\s*\(|\bexecuteQuery\s*\(|\bgetKnex\s*\(|\.createQueryBuilder\s*\(/g;
/** A QueryBuilder's own execute('all' | 'get' | 'run', …): its SQL is the builder's, filtered by tenantQuery. */
const BUILDER_EXECUTE = /^\.execute\s*(?:<[^>]*>)?\s*\(\s*'(?:all|get|run)'/;
/** The ORM's way round the tenant filter. */
const FILTER_OFF = /filters\s*:\s*false|\btenant\s*:\s*false|\[TENANT_FILTER\]\s*:\s*false/g;

interface SourceFile {
  path: string;
  text: string;
}

function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations' && entry.name !== 'results') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push({ path: relative, text: readFileSync(path.join(ROOT, relative), 'utf8') });
      }
    }
  };
  for (const dir of SCANNED) walk(dir);
  return files;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const crossesOnPurpose = (file: string) => Object.keys(CROSS_HOTEL).some((entry) => file === entry || file.startsWith(entry));

/** The hotel-owned tables a file's SQL names (after from, join, into, update, delete from). */
function hotelTablesIn(text: string, tables: readonly string[]): string[] {
  return tables.filter((table) => new RegExp(`\\b(?:from|join|into|update)\\s+"?${table}"?(?![\\w"])`, 'i').test(text));
}

/** What breaks the rule: each raw call outside the mechanism, the named cross-hotel code and NO_HOTEL_ROWS. */
function rawStatementsOutsideTheMechanism(files: readonly SourceFile[], tables: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (MECHANISM.includes(file.path) || crossesOnPurpose(file.path)) continue;
    const touched = hotelTablesIn(file.text, tables);
    // Every other raw call is a finding: one that reads no hotel's rows is named in NO_HOTEL_ROWS (a statement
    // imported from another file would not show its tables here).
    const exempt = file.path in NO_HOTEL_ROWS && touched.length === 0;
    const inComment = (index: number) => /^\s*(?:\*|\/\/)/.test(file.text.slice(file.text.lastIndexOf('\n', index) + 1, index));
    for (const match of file.text.matchAll(RAW_CALL)) {
      if (inComment(match.index)) continue;
      if (BUILDER_EXECUTE.test(file.text.slice(match.index))) continue;
      if (match[0].includes('createQueryBuilder')) {
        found.push(`${file.path}:${lineOf(file.text, match.index)} builds a query without tenantQuery`);
      } else if (!exempt) {
        const over = touched.length > 0 ? ` over ${touched.join(', ')}` : '';
        found.push(`${file.path}:${lineOf(file.text, match.index)} runs SQL${over} without hotelSql`);
      }
    }
    for (const match of file.text.matchAll(FILTER_OFF)) {
      if (inComment(match.index)) continue;
      found.push(`${file.path}:${lineOf(file.text, match.index)} turns the tenant filter off`);
    }
  }
  return found;
}

// On PGlite by default, on PostgreSQL with DATABASE_URL: the schema's hotel-owned tables are the same on both.
describe('one tenancy mechanism', () => {
  let app: TestApp;
  let hotelTables: string[];

  beforeAll(async () => {
    app = await startTestApp();
    const rows = await (app.orm.em.fork() as Em).execute<{ name: string }[]>(
      `select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = 'hotel_id' order by table_name`,
    );
    hotelTables = rows.map((row) => row.name);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads the hotel-owned tables from the schema: the hotel is a column of every kind of record', () => {
    expect(hotelTables).toEqual(
      expect.arrayContaining(['booking', 'guest', 'room', 'folio_charge', 'folio_payment', 'audit_log']),
    );
  });

  it('every raw statement over a hotel-owned table goes through hotelSql or hotelPrepared', () => {
    expect(rawStatementsOutsideTheMechanism(sourceFiles(), hotelTables)).toEqual([]);
  });

  it('every entity over a hotel-owned table carries the tenant filter, on by default', () => {
    const hotelOwned = [...app.orm.getMetadata().getAll().values()]
      .filter((meta) => !meta.embeddable && !meta.virtual && hotelTables.includes(meta.tableName))
      // The session is found by its token before any hotel is known (session.service.ts).
      .filter((meta) => meta.className !== 'AuthSession');
    expect(hotelOwned.map((meta) => meta.className)).toEqual(expect.arrayContaining(['Booking', 'Guest', 'Room', 'AuditLog']));
    const unfiltered = hotelOwned.filter((meta) => meta.filters[TENANT_FILTER]?.default !== true).map((meta) => meta.className);
    expect(unfiltered).toEqual([]);
  });

  it('hotelSql binds the request hotel wherever the statement says :hotel, and refuses to run without one', async () => {
    const ids = [1, 2];
    expect(bindHotel(7, sql`select ${'a'} from room where hotel_id = :hotel and id in (${ids}) and x::hotel`)).toEqual(
      new SqlFragment('select ? from room where hotel_id = ? and id in (?) and x::hotel', ['a', 7, [1, 2]]),
    );
    expect(() => bindHotel(7, sql`select * from room where id = ${1}`)).toThrow('A hotel statement names its hotel with :hotel');
    expect(() => bindHotel(7, new SqlFragment('select * from room where hotel_id = :hotel', [1]))).toThrow('fewer ? than values');
    const unscoped = app.orm.em.fork() as Em;
    await expect(hotelSql(unscoped, sql`select count(*) from room where hotel_id = :hotel`)).rejects.toThrow(
      "No arguments provided for filter 'tenant'",
    );
    const scoped = app.orm.em.fork() as Em;
    scopeToHotel(scoped, 424242);
    expect(await hotelSql(scoped, sql`select count(*)::int as rooms from room where hotel_id = :hotel`)).toEqual([{ rooms: 0 }]);
  });
});
