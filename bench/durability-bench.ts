/**
 * `npm run bench:durability`: what syncing each commit to disk costs the embedded database. Opens PGlite as
 * the server does, with PGLITE_FSYNC on (the default) and off, in a fresh DATA_DIR (under BENCH_DIR, default
 * the system's temporary folder: put it on the disk the hotel's DATA_DIR will be on), and times commits: one
 * INSERT each (autocommit), and a booking-sized transaction (three statements), one after another as the
 * server runs them (PGlite is one connection). Prints ms per commit (p50, p99) and commits per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/orm';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = process.env.BENCH_DIR ?? os.tmpdir();

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;

async function measure(fsync: 'on' | 'off', round: number) {
  const dataDir = mkdtempSync(path.join(root, 'innkeep-durability-'));
  const orm = await openDatabase(loadConfig({ DATA_DIR: dataDir, PGLITE_FSYNC: fsync }), { migrate: false });
  const connection = orm.em.getConnection();
  try {
    await connection.execute('create table stay (id serial primary key, guest text not null, total_cents int not null)');
    const time = async (commit: (index: number) => Promise<unknown>) => {
      const samples: number[] = [];
      const started = performance.now();
      for (let index = 0; index < COMMITS; index++) {
        const at = performance.now();
        await commit(index);
        samples.push(performance.now() - at);
      }
      const seconds = (performance.now() - started) / 1000;
      return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), perSecond: COMMITS / seconds };
    };
    const single = await time((index) =>
      connection.execute('insert into stay (guest, total_cents) values (?, ?)', [`Guest ${index}`, 13209]),
    );
    const transaction = await time((index) =>
      orm.em.fork().transactional(async (em) => {
        const tx = em.getConnection();
        const context = em.getTransactionContext();
        await tx.execute('insert into stay (guest, total_cents) values (?, ?)', [`Guest ${index}`, 13209], 'run', context);
        await tx.execute('update stay set total_cents = total_cents + 1 where id = ?', [index + 1], 'run', context);
        await tx.execute('select count(*) from stay where guest = ?', [`Guest ${index}`], 'all', context);
      }),
    );
    return { fsync, round, single, transaction };
  } finally {
    await orm.close(true);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => n.toFixed(2).padStart(7);
console.log(
  `${COMMITS} commits per run, ${ROUNDS} rounds, DATA_DIR under ${root}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
console.log('fsync round | INSERT p50   p99   per s | transaction p50   p99   per s');
for (let round = 1; round <= ROUNDS; round++) {
  for (const fsync of ['on', 'off'] as const) {
    const { single, transaction } = await measure(fsync, round);
    console.log(
      `${fsync.padEnd(5)} ${String(round).padStart(5)} | ${fmt(single.p50)} ${fmt(single.p99)} ${fmt(single.perSecond)} | ${fmt(transaction.p50)} ${fmt(transaction.p99)} ${fmt(transaction.perSecond)}`,
    );
  }
}
console.log(
  `load at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
