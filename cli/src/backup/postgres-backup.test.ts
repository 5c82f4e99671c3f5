import { describe, expect, it } from 'vitest';
import { pickTool } from './postgres-backup';

describe('which pg_dump backs up the server', () => {
  it('takes the first one at least as new as the server', () => {
    const candidates = [
      { command: '/usr/lib/postgresql/16/bin/pg_dump', major: 16 },
      { command: 'pg_dump', major: 15 },
    ];
    expect(pickTool('pg_dump', 16, candidates)).toBe('/usr/lib/postgresql/16/bin/pg_dump');
    expect(pickTool('pg_dump', 15, [{ command: 'pg_dump', major: 17 }])).toBe('pg_dump');
  });

  it('refuses an older one, or none, saying what to install', () => {
    expect(() => pickTool('pg_dump', 17, [{ command: 'pg_dump', major: 15 }])).toThrow(
      'pg_dump 15 cannot work with PostgreSQL 17: install the PostgreSQL 17 client tools (postgresql-client-17) and put their bin directory first on PATH',
    );
    expect(() => pickTool('pg_restore', 16, [{ command: 'pg_restore', major: null }])).toThrow(
      'pg_restore was not found: install the PostgreSQL 16 client tools (postgresql-client-16)',
    );
  });
});
