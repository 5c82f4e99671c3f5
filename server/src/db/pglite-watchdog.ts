import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgliteConnection } from '@mikro-orm/pglite';
import type { Orm } from './orm';

/** What a request gets when the embedded database did not answer in time: 503 (see database-unavailable.ts). */
export class DatabaseStuck extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(seconds: number) {
    super(`The embedded database did not answer within ${seconds} s`);
    this.name = 'DatabaseStuck';
  }
}

type Call = (...args: never[]) => Promise<unknown>;

/** Rejects with DatabaseStuck when `work` has not settled after `ms`, and tells `onStuck` once. */
export function withTimeout<T>(work: Promise<T>, ms: number, onStuck: () => void = () => {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onStuck();
      reject(new DatabaseStuck(Math.round(ms / 100) / 10));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Bounds every statement the server sends PGlite (outside and inside transactions) by `seconds`. A statement
 * that takes longer means PGlite is stuck (a full disk hangs it for good): the request answers 503, and
 * `onStuck` logs a fatal error and ends the process, so that a supervisor starts a fresh one.
 */
export async function boundPgliteCalls(orm: Orm, seconds: number, onStuck: () => void): Promise<void> {
  const pglite = (await (orm.em.getConnection() as unknown as PgliteConnection).getNativeClient()) as PGlite;
  const ms = seconds * 1000;
  const bound = <T extends object>(target: T, name: keyof T & string) => {
    const original = (target[name] as Call).bind(target);
    Object.assign(target, { [name]: (...args: never[]) => withTimeout(original(...args), ms, onStuck) });
  };
  bound(pglite, 'query');
  bound(pglite, 'exec');
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      bound(tx, 'query');
      bound(tx, 'exec');
      return callback(tx);
    });
}
