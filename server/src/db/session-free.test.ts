import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/**
 * Behind PgBouncer in transaction mode (DATABASE_POOLER=transaction, docs/pgbouncer.md) a connection is the
 * app's for one transaction only: whatever a statement leaves on the server connection (a setting, a role, a
 * lock, a prepared statement, a LISTEN, a temporary table, a held cursor) is then another request's, or lost.
 * This test reads the server's and the CLI's code and fails on a statement of that kind, unless its file is
 * named below with the reason it is safe. A transaction's own (SET LOCAL, set_config(…, true),
 * pg_advisory_xact_lock) is always safe.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['server/src', 'cli/src'];

const SESSION_STATE: { what: string; pattern: RegExp }[] = [
  { what: 'a session-level advisory lock', pattern: /\bpg_(?:try_)?advisory_lock(?:_shared)?\s*\(/i },
  { what: 'LISTEN / NOTIFY', pattern: /['"`]\s*(?:listen|unlisten|notify)\s|\bpg_notify\s*\(/i },
  // SQL is written in lower case here: `Set your password` is a message, `set not null` part of an ALTER.
  {
    what: 'a session-level SET',
    pattern: /['`]\s*(?:set\s+(?:session\s+)?(?:role\b|session\s+authorization\b|[a-z_.]+\s*(?:=|\bto\b))|reset\s+[a-z_.]+)/,
  },
  { what: 'set_config for the session', pattern: /\bset_config\s*\([^()]*,\s*false\s*\)/i },
  { what: 'a temporary table', pattern: /\bcreate\s+(?:global\s+|local\s+)?temp(?:orary)?\s+table\b/i },
  {
    what: 'a cursor',
    pattern: /\bdeclare\s+\w+\s+(?:binary\s+)?(?:insensitive\s+|asensitive\s+)?(?:no\s+)?(?:scroll\s+)?cursor\b|\bwith\s+hold\b/i,
  },
  { what: 'an SQL PREPARE', pattern: /['"`]\s*(?:prepare|deallocate)\s+\w/i },
  { what: 'a named prepared statement', pattern: /\{\s*name\s*(?::[^,}]*)?,\s*text\b/ },
];

/** Files allowed one of the above, and why it is safe behind the pooler. A new entry is a decision for review. */
const SAFE: Record<string, string> = {
  'server/src/db/prepared-statement.ts': 'named statements go only to a pool that is not marked transaction-pooled',
  'server/src/db/startup-lock.ts': "the session's lock only without a transaction pooler; behind one, the transaction's",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('nothing outlives a transaction behind a transaction pooler', () => {
  it('no statement of the code leaves session state, except where named safe', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(sourceFiles)) {
      if (SAFE[file]) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const { what, pattern } of SESSION_STATE) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: ${what} (${match[0].trim()})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds each kind of statement it looks for', () => {
    const examples = [
      "select pg_advisory_lock(hashtext('x'))",
      "'listen innkeep_changes'",
      "'set statement_timeout = 0'",
      "select set_config('innkeep.hotel_id', '1', false)",
      'create temp table t (id int)',
      'declare c cursor with hold for select 1',
      "'prepare q as select 1'",
      'client.query({ name: "q", text: "select 1" })',
    ];
    expect(examples.map((example) => SESSION_STATE.find(({ pattern }) => pattern.test(example))?.what)).toEqual(
      SESSION_STATE.map(({ what }) => what),
    );
    const safe = [
      "select pg_advisory_xact_lock(hashtext('x'))",
      "'set local role tenant'",
      "'set local statement_timeout = 0'",
      "select set_config('x', '1', true)",
      `'alter table "t" alter column "c" set not null'`,
      "'Set your Innkeep password'",
    ];
    expect(safe.filter((example) => SESSION_STATE.some(({ pattern }) => pattern.test(example)))).toEqual([]);
  });
});

describe('DATABASE_POOLER', () => {
  it('is transaction, or nothing to change for session, none or unset; any other word stops the start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-pooler-'));
    try {
      const pooler = (value?: string) => loadConfig({ DATA_DIR: dataDir, DATABASE_POOLER: value }).databasePooler;
      expect([pooler('transaction'), pooler(' Transaction '), pooler('session'), pooler('none'), pooler(''), pooler()]).toEqual([
        'transaction',
        'transaction',
        null,
        null,
        null,
        null,
      ]);
      expect(() => pooler('transactions')).toThrow(
        'DATABASE_POOLER must be transaction, session or none (was "transactions"): see docs/pgbouncer.md',
      );
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_DIRECT_URL: 'postgres://db:5432/innkeep' }).databaseDirectUrl).toBe(
        'postgres://db:5432/innkeep',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
