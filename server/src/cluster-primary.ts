import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { createLogger, log, useProcessLogger } from './logging/logger';
import { answerWorkersMetrics } from './metrics/cluster-metrics';

/** How long the workers get to finish their requests and close their pools after SIGTERM before they are killed. */
const STOP_GRACE_MS = 10_000;

/**
 * The primary of a server of several processes (WEB_CONCURRENCY, PostgreSQL only): it forks the workers,
 * which share the port (node:cluster hands each connection to the next worker), restarts one that dies, and
 * on SIGTERM or SIGINT stops them all and exits. It opens no database and loads none of the app: each worker
 * migrates and creates the admin under the startup lock as replicas do (start-server.ts), so the first does
 * it and the others find it done. Sessions, sign-in throttles and limits live in the database, so a request
 * may land on any worker.
 */
export function runClusterPrimary(config: AppConfig): void {
  useProcessLogger(createLogger({ level: config.logLevel, format: config.logFormat }));
  // A scrape of /metrics lands on one worker, which asks here for every worker's figures.
  answerWorkersMetrics();
  const count = config.serverProcesses;
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  /** What the primary exits with once every worker has ended after a stop: 0, or a failed start's code. */
  let exitCode = 0;

  const fork = () => cluster.fork();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (announced) log().info(`Server process ${worker.process.pid} is serving in its place`);
    if (announced || listening.size < count) return;
    announced = true;
    log().info(
      `Innkeep is running at http://localhost:${config.port} (database: postgresql, data: ${config.dataDir}, ${count} server processes)`,
    );
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    const listened = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listened) {
      // A worker that never served failed to start (PostgreSQL unreachable, a bad setting): another would fail
      // the same way, so the whole server ends with its code for the supervisor to see.
      log().error(`A server process failed to start (exit ${code ?? signal}): stopping`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
      return;
    }
    log().error(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another`);
    // A moment's pause, so that a worker dying on every request cannot spin the CPU with restarts. (Not
    // unref'd: when every worker died at once, this timer is what keeps the primary alive to restart them.)
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000);
  });

  /** Asks every worker to finish (SIGTERM); the exit handler above ends the primary after the last one. */
  function stop(code = 0): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
  }
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());

  for (let i = 0; i < count; i++) fork();
}
