/** Messages between bench/run.ts (the parent, the load generator) and bench/bench-server.ts (the server). */
import type { WrittenHotel } from '../seeds/bench-seed';

export interface SeededHotel extends WrittenHotel {
  /** The big hotel's history slices, the many small hotels, and the booking page's 200-room hotel. */
  kind: 'big' | 'small' | 'page';
  historyDays: number;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export type ParentMessage =
  /** Runs the statements one after the other, again and again: at least minCount times, then until maxMs or maxCount. */
  | { type: 'floor'; id: number; statements: Statement[]; minCount: number; maxCount: number; maxMs: number }
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  /** The stored hash of a session token (the session lookup's floor needs it; only the server knows the secret). */
  | { type: 'session-hash'; id: number; token: string }
  /** The server process's CPU time so far (user and system), in milliseconds. */
  | { type: 'cpu'; id: number }
  /** The app's resident memory, summed over its processes: { residentBytes, processes }. */
  | { type: 'memory'; id: number }
  | { type: 'stop'; id: number };

export type ChildMessage =
  | { type: 'progress'; message: string }
  | {
      type: 'ready';
      url: string;
      hotels: SeededHotel[];
      loadSeconds: number;
      bookings: number;
      database: 'pglite' | 'postgresql';
    }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string };
