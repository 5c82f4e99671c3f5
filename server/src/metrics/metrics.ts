import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';

/**
 * Everything GET /metrics shows (docs/operations.md), in prom-client's default registry. No label ever holds a
 * hotel, a person or a guest: labels are the route as declared, the method, the status class and fixed words,
 * so a series' count stays bounded whatever the data.
 */
export const metricsRegistry = register;

/**
 * The metric of that name already in the process's registry, else a new one: a process that evaluates this
 * module twice (the test runner's main process loads the server once per test project's set-up) shares one
 * set of metrics instead of failing on a name registered twice.
 */
function registered<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequestDuration = registered(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response sent, by method, route as declared and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const httpRequestsInFlight = registered(
  'http_requests_in_flight',
  () =>
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being served now',
    }),
);

export const dbQueryDuration = registered(
  'innkeep_db_query_duration_seconds',
  () =>
    new Histogram({
      name: 'innkeep_db_query_duration_seconds',
      help: 'Time of each statement sent to the database, from sending it to its answer',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);

/** What a PostgreSQL pool (pg.Pool) says of its connections. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly ended?: boolean;
}
const pools = new Set<PoolCounts>();

/** Counts the connections of `pool` under innkeep_db_pool_connections until it ends. */
export function countPoolConnections(pool: PoolCounts): void {
  pools.add(pool);
}

export const dbPoolConnections = registered(
  'innkeep_db_pool_connections',
  () =>
    new Gauge({
      name: 'innkeep_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: idle, busy (checked out), and requests waiting for one',
      labelNames: ['state'] as const,
      collect() {
        let idle = 0;
        let busy = 0;
        let waiting = 0;
        for (const pool of pools) {
          if (pool.ended) {
            pools.delete(pool);
            continue;
          }
          idle += pool.idleCount;
          busy += pool.totalCount - pool.idleCount;
          waiting += pool.waitingCount;
        }
        if (pools.size === 0) return;
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, busy);
        this.set({ state: 'waiting' }, waiting);
      },
    }),
);

export const bookingsCreated = registered(
  'innkeep_bookings_created_total',
  () =>
    new Counter({
      name: 'innkeep_bookings_created_total',
      help: 'Bookings created by people (one at a time, or rows of a batch), counted once committed',
    }),
);

export const LOGIN_RESULTS = ['ok', 'refused', 'throttled'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

export const logins = registered(
  'innkeep_logins_total',
  () =>
    new Counter({
      name: 'innkeep_logins_total',
      help: 'Sign-ins that ended: ok (a session opened), refused (a wrong password or code, a sign-in turned off), throttled (too many attempts)',
      labelNames: ['result'] as const,
    }),
);
// Every result shows from the start at 0, so that a rate over it is defined before the first refusal.
for (const result of LOGIN_RESULTS) logins.inc({ result }, 0);

export const documentsRendering = registered(
  'innkeep_documents_rendering',
  () =>
    new Gauge({
      name: 'innkeep_documents_rendering',
      help: 'PDF and XLSX documents being made now (their data read and their bytes rendered)',
    }),
);

let defaultMetrics = false;
/** The process and Node.js metrics of prom-client (CPU, memory, heap, event loop lag, GC), started once per process. */
export function startDefaultMetrics(): void {
  if (defaultMetrics || register.getSingleMetric('process_cpu_seconds_total')) return;
  defaultMetrics = true;
  collectDefaultMetrics({ register });
}
