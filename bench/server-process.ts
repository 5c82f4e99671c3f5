/** The bench server child process (bench/bench-server.ts), seen from the parent. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, SERVER_V8_FLAGS } from '../server/src/node-flags';
import { call } from './load-client';
import type { ChildMessage, ParentMessage, SeededHotel, Statement } from './protocol';

export interface ServerMemory {
  residentBytes: number;
  processes: number;
}

export /** The child process that serves the app, and a promise-based call for its floor and query answers. */
class BenchServer {
  private nextId = 1;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Extract<ChildMessage, { type: 'ready' }>,
  ) {
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'result' && message.type !== 'error') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'result') waiting?.resolve(message.value);
      else waiting?.reject(new Error(message.message));
    });
  }

  static async start(log: (message: string) => void, env: NodeJS.ProcessEnv): Promise<BenchServer> {
    const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), [], {
      // As `npm start` runs it: graphql-js and express take their production paths (graphql-js checks every
      // instanceof for a second copy of itself otherwise, 3% of a 200-booking page's CPU).
      env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', ...env },
      // With the V8 flags of `npm start`: on PGlite the app serves from this process, whose memory is measured.
      execArgv: ['--import', 'tsx', ...SERVER_V8_FLAGS],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'progress') log(message.message);
        if (message.type === 'ready') resolve(message);
      });
      child.once('exit', (code) => reject(new Error(`the bench server stopped (exit ${code}) before it was ready`)));
    });
    return new BenchServer(child, ready);
  }

  ask<T>(message: Omit<ParentMessage, 'id'> & { type: ParentMessage['type'] }): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ ...message, id } as ParentMessage);
    });
  }

  floor(statements: Statement[], maxMs: number): Promise<number[]> {
    return this.ask<number[]>({ type: 'floor', statements, minCount: 15, maxCount: 2000, maxMs } as ParentMessage);
  }

  /** The server's CPU time so far in ms: its difference over a run, divided by the requests, is what one request costs it. */
  cpuMs(): Promise<number> {
    return this.ask<number>({ type: 'cpu' } as ParentMessage);
  }

  /**
   * PostgreSQL only: the same app and database behind PgBouncer in transaction mode (a second app process,
   * DATABASE_POOLER=transaction), measured as this one is: its URL, its CPU time, the floor through PgBouncer.
   */
  async throughPgBouncer(): Promise<BenchTarget & { stop: () => Promise<void> }> {
    const url = await this.ask<string>({ type: 'pooler-start' } as ParentMessage);
    return {
      ready: { ...this.ready, url },
      ask: this.ask.bind(this),
      floor: (statements, maxMs) =>
        this.ask<number[]>({ type: 'floor', statements, minCount: 15, maxCount: 2000, maxMs, pooled: true } as ParentMessage),
      cpuMs: () => this.ask<number>({ type: 'cpu', pooled: true } as ParentMessage),
      stop: async () => {
        await this.ask({ type: 'pooler-stop' } as ParentMessage);
      },
    };
  }

  /** The app's resident memory now, summed over its processes (the primary and the workers of a cluster). */
  memory(): Promise<ServerMemory> {
    return this.ask<ServerMemory>({ type: 'memory' } as ParentMessage);
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.ask<T[]>({ type: 'query', sql, params } as ParentMessage);
  }

  async stop(): Promise<void> {
    await this.ask({ type: 'stop' } as ParentMessage).catch(() => undefined);
  }
}

/** What a measurement needs of a served app: its URL, its CPU time, the floor on its way to the database, the session's hash. */
export type BenchTarget = Pick<BenchServer, 'ready' | 'ask' | 'floor' | 'cpuMs'>;

/** Signs a hotel in through the API and answers its session cookie. */
export async function signIn(baseUrl: string, hotel: SeededHotel): Promise<string> {
  const answer = await call(baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: hotel.email, password: hotel.password },
  });
  const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (answer.status !== 200 || !cookie)
    throw new Error(`sign-in of ${hotel.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookie;
}
