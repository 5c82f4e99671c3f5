import type { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PostgreSqlMikroORM, type SqlEntityManager } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { AppConfig } from '../config';
import { AuditSubscriber } from '../modules/audit';
import type { Pool } from 'pg';
import { releaseDroppedConnections } from './dropped-connections';
import { durableNodeFS, durableStartParams } from './durable-nodefs';
import { pgliteMemoryParams } from './pglite-memory';
import { markTransactionPooled } from './prepared-statement';
import { timeDatabaseCalls } from './query-timing';
import { routeWritesByHotel } from './hotel-writes';
import { withStartupLock } from './startup-lock';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;
export type Em = SqlEntityManager;
export type DatabaseKind = 'pglite' | 'postgresql';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgresql' : 'pglite';
}

/**
 * One set of entities and migrations serves both databases: PGlite (PostgreSQL in WASM, files under
 * DATA_DIR) by default, a real PostgreSQL server when DATABASE_URL is set.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'pgliteFsync' | 'databasePooler'>>,
  // `migrate: false` leaves pending migrations to the caller (`innkeep db migrate` reports what it applied).
  options: { debug?: boolean; migrate?: boolean } = {},
): Promise<Orm> {
  const common = commonOptions(options.debug ?? false);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const orm: Orm = config.databaseUrl
    ? await PostgreSqlMikroORM.init({
        ...common,
        clientUrl: config.databaseUrl,
        pool: { min: 0, max: 10 },
        driverOptions: {
          onPoolCreated: (pool: Pool) => {
            releaseDroppedConnections(pool);
            // Behind PgBouncer in transaction mode nothing may outlive a transaction (docs/pgbouncer.md).
            if (config.databasePooler === 'transaction') markTransactionPooled(pool);
          },
        },
      })
    : await openPglite(common, pgliteDir, config.pgliteFsync ?? process.env.PGLITE_FSYNC !== 'off');
  await timeDatabaseCalls(orm);
  routeWritesByHotel(orm);
  if (options.migrate ?? true) {
    try {
      await withStartupLock(config, () => orm.migrator.up());
    } catch (error) {
      // A caller that tries again (PostgreSQL still starting) must not leave this pool behind.
      await orm.close(true).catch(() => {});
      throw error;
    }
  }
  return orm;
}

/** The ORM's options on both databases. */
const commonOptions = (debug: boolean) => ({
  entities,
  extensions: [Migrator],
  migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
  debug,
  allowGlobalContext: false,
  // The audit trail of bookings, payments, rates and settings is written here, for every flush.
  subscribers: [new AuditSubscriber()],
});

/** PGlite's packages are imported here, on demand: a server on PostgreSQL never loads them (8 MB a process). */
async function openPglite(
  common: ReturnType<typeof commonOptions>,
  pgliteDir: string,
  // Each commit reaches the disk before it is acknowledged, unless PGLITE_FSYNC=off (callers that pass no
  // loaded config read it in openDatabase).
  fsync: boolean,
): Promise<Orm> {
  const [{ MikroORM }, { PGlite }, { btree_gin }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@mikro-orm/pglite'),
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return MikroORM.init({
    ...common,
    dbName: pgliteDir,
    driverOptions: {
      // Exclusion constraints (no double booking) need btree_gist; guest search uses trigrams, by hotel (btree_gin).
      extensions: { btree_gin, btree_gist, pg_trgm },
      ...(fsync ? { fs: await durableNodeFS(pgliteDir) } : {}),
      startParams: [...(fsync ? await durableStartParams() : PGlite.defaultStartParams), ...pgliteMemoryParams()],
    },
  });
}
