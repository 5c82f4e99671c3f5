/**
 * A small, bounded HTTP load generator for loopback: `connections` keep-alive sockets, each sending its next
 * request as soon as the previous answer is read, until `maxRequests` are done or `maxSeconds` have passed
 * (whichever comes first). Latency is measured per request from write to the last byte of the answer.
 * (autocannon would do the same; this keeps the bench free of a new dependency and lets every request carry
 * its own body, which the booking benchmarks need.)
 */
import http from 'node:http';

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** More headers (X-Forwarded-For: a guest of the booking page behind the loopback proxy). */
  headers?: Record<string, string>;
}

export interface LoadOptions {
  baseUrl: string;
  cookie: string;
  connections: number;
  maxRequests: number;
  maxSeconds: number;
  /** Keep going past maxSeconds until this many are done (a slow call still gets a usable p99). */
  minRequests?: number;
  /** The i-th request (0-based, in the order they are sent). */
  request: (index: number) => RequestSpec;
  /** Checked on every answer; a returned string is counted as an error with that reason. */
  check?: (status: number, body: string, index: number) => string | null;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Failed checks by reason (first few kinds). */
  errors: Record<string, number>;
  latencies: number[];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;

  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const spec = options.request(index);
      const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
      const begin = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: {
            cookie: options.cookie,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...spec.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - begin);
            const status = String(res.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            const problem = options.check?.(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), index) ?? null;
            if (problem) errors[problem.slice(0, 160)] = (errors[problem.slice(0, 160)] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        errors[error.message] = (errors[error.message] ?? 0) + 1;
        resolve();
      });
      if (payload) req.write(payload);
      req.end();
    });

  const worker = async () => {
    const minimum = options.minRequests ?? 0;
    while (next < options.maxRequests && (next < minimum || performance.now() < deadline)) await one(next++);
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    statuses,
    errors,
    latencies: sorted,
  };
}

/** One request outside a measurement (sign-in, setup), answering status, headers and parsed body. */
export async function call(
  baseUrl: string,
  spec: RequestSpec,
  cookie = '',
): Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }> {
  const url = new URL(spec.path, baseUrl);
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: spec.method,
        headers: {
          cookie,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
