import { parseGuestName } from '@core/guest-name';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { openDatabase, type Em, type Orm } from './orm';

// The functions behind booking.guest_search, guest_last_sort and guest_first_sort (migration 0014, rewritten in
// 0025): the same keys as core's parseGuestName, cheap enough for a bulk load, and callable by pg_restore.
const NAMES = [
  'Smith, John',
  'John Smith',
  'Mary Ann Jones',
  'Jean Paul de la Rue',
  'Cher',
  '',
  '   ',
  "  O'Brien,   Pat  ",
  'Lovelace,Ada',
  'a,b,c',
  ',Solo',
  'Solo,',
  'Tab\tSeparated\nName',
  'ÉLODIE Dupré',
];

let orm: Orm;
let dataDir: string;
let database: ScratchDatabase | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-guest-search-'));
  database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  orm = await openDatabase({ dataDir, databaseUrl: database?.url ?? null });
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('guest name functions', () => {
  it("split a name as core's parseGuestName does and make its search text 'last, first' and 'first last'", async () => {
    const em = orm.em.fork() as Em;
    for (const name of [...NAMES, null]) {
      const [row] = await em.execute<{ parts: string[]; search: string }[]>(
        'select innkeep_guest_name_parts(?::text) as parts, innkeep_guest_search_text(?::text) as search',
        [name, name],
      );
      const { lastName, firstName } = parseGuestName(name);
      expect(row!.parts, String(name)).toEqual([lastName, firstName]);
      const both = lastName && firstName;
      const expected = `${both ? `${lastName}, ${firstName}` : lastName + firstName}\n${both ? `${firstName} ${lastName}` : firstName + lastName}`;
      expect(row!.search, String(name)).toBe(expected.toLowerCase());
    }
    const [smith] = await em.execute<{ search: string }[]>(`select innkeep_guest_search_text('John  Smith') as search`);
    expect(smith!.search).toBe('smith, john\njohn smith');
  });

  it('work under the empty search_path pg_restore uses', async () => {
    const em = orm.em.fork() as Em;
    const search = await em.transactional(async (tx) => {
      const db = tx as Em;
      const [schema] = await db.execute<{ name: string }[]>('select current_schema() as name');
      await db.execute(`select set_config('search_path', '', true)`);
      const [row] = await db.execute<{ search: string }[]>(
        `select "${schema!.name}".innkeep_guest_search_text('Mary Ann Jones') as search`,
      );
      return row!.search;
    });
    expect(search).toBe('jones, mary ann\nmary ann jones');
  });

  it('key 2,000 booking names in under a second (0016 took 3 ms a name: ten minutes of the bench load)', async () => {
    const em = orm.em.fork() as Em;
    const started = performance.now();
    const [row] = await em.execute<{ keys: number }[]>(
      `select count(distinct innkeep_guest_search_text(n) || lower((innkeep_guest_name_parts(n))[1])
                  || lower((innkeep_guest_name_parts(n))[2]))::int as keys
         from (select 'Guest' || g || ', First ' || g as n from generate_series(1, 2000) as g) as s`,
    );
    expect(row!.keys).toBe(2000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
