import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@core/booking-choices';
import { cents } from '@core/money';
import { paymentStatus, paymentStatusCondition, paymentStatusExpression } from '@core/payment-status';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Em } from './orm';
import { EMPTY_SQL, isoTimestampSql, joinSql, rawSql, sql, SqlFragment } from './sql';

describe('the sql template', () => {
  it('binds each value as a ? in order and splices fragments with their own values', () => {
    const holds = rawSql("b.stay_status <> 'Cancelled'");
    const ids = sql`b.id in (${[1, 2]})`;
    expect(sql`select ${'x'} from booking b where ${joinSql([holds, ids, sql`b.nights > ${3}`], ' and ')}${EMPTY_SQL}`).toEqual(
      new SqlFragment("select ? from booking b where b.stay_status <> 'Cancelled' and b.id in (?) and b.nights > ?", [
        'x',
        [1, 2],
        3,
      ]),
    );
  });

  it('binds an absent value as null, and refuses to be written into a plain string', () => {
    expect(sql`b.id is distinct from ${undefined}`.params).toEqual([null]);
    const fragment = sql`b.id = ${1}`;
    expect(() => `where ${String(fragment)}`).toThrow('An SQL fragment was written into a string instead of the sql template');
  });
});

// The API's instants and core's payment status, read back from the database they are asked of.
describe('SQL that states a rule of core/ or of the API', () => {
  let app: TestApp;
  let em: Em;
  beforeAll(async () => {
    app = await startTestApp();
    em = app.orm.em.fork() as Em;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes a timestamp as Date.toISOString does', async () => {
    const instant = new Date('2027-03-10T09:30:05.120Z');
    const [row] = await em.execute<{ at: string }[]>(`select ${isoTimestampSql('?::timestamptz').sql} as at`, [
      instant.toISOString(),
    ]);
    expect(row!.at).toBe(instant.toISOString());
  });

  it("derives the payment status in SQL as core's paymentStatus does, for every amount around the edges", async () => {
    const amounts = [-500, -1, 0, 1, 12000, 33899, 33900, 33901, 40000];
    const cases = amounts.flatMap((due) => amounts.map((paid) => ({ due, paid })));
    const columns = { balance: 'x.due - x.paid', paid: 'x.paid' };
    const conditions = BOOKING_STATUSES.map((status) => `when ${paymentStatusCondition(status, columns)} then '${status}'`);
    const rows = await em.execute<{ due: number; paid: number; status: string; matching: string; held: number }[]>(
      `select x.due, x.paid, ${paymentStatusExpression(columns)} as status,
              case ${conditions.join(' ')} end as matching,
              (${BOOKING_STATUSES.map((status) => `(${paymentStatusCondition(status, columns)})::int`).join(' + ')}) as held
         from jsonb_to_recordset(?::jsonb) as x(due int, paid int) order by x.due, x.paid`,
      [JSON.stringify(cases)],
    );
    const expected = cases
      .sort((a, b) => a.due - b.due || a.paid - b.paid)
      .map(({ due, paid }) => ({ due, paid, status: paymentStatus(cents(due), cents(paid)) }));
    expect(rows.map(({ due, paid, status }) => ({ due, paid, status }))).toEqual(expected);
    // Each row meets exactly one status's condition: the one the expression gives.
    expect(rows.filter((row) => row.matching !== row.status || Number(row.held) !== 1)).toEqual([]);
  });
});

/** The source the application runs (tests and migrations aside): where raw SQL is written. */
function sourceFiles(): { path: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, '../../..');
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'migrations', 'results'].includes(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  for (const dir of ['server/src', 'cli/src', 'seeds']) walk(dir);
  return files;
}

describe('raw SQL is written one way', () => {
  const files = sourceFiles();
  const offenders = (pattern: RegExp, except: readonly string[] = []) =>
    files.filter((file) => !except.includes(file.path) && pattern.test(file.text)).map((file) => file.path);

  it("with ? placeholders only: no statement numbers its own ($1…$n is prepared-statement.ts's to write)", () => {
    expect(
      offenders(/(?:=|\(|,)\s*\$\d+(?:::\w|\s*[),]|\s+(?:and|or|is|limit|offset)\b|\s*$)/m, [
        'server/src/db/prepared-statement.ts',
      ]),
    ).toEqual([]);
  });

  it("with the API's timestamp text written once (isoTimestampSql)", () => {
    expect(offenders(/YYYY-MM-DD"T"/, ['server/src/db/sql.ts'])).toEqual([]);
  });

  it("with the payment status taken from core's rule, never re-stated in SQL", () => {
    expect(offenders(/then 'Fully Paid'|'Fully Paid':\s*'/)).toEqual([]);
  });
});
