import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl`, for one test file (the CLI's tests too) or
 * one benchmark run; `purpose` names it, so that a database left by a killed run says where it came from.
 */
export async function createScratchDatabase(serverUrl: string, purpose: 'test' | 'bench' = 'test'): Promise<ScratchDatabase> {
  const name = `innkeep_${purpose}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
