/**
 * Reads the first screen needs, started at start-up (while the session is still being checked) instead of
 * once its page has mounted: on a 10,000-booking hotel the page's first read otherwise went out only after
 * the session, the licence and the page's code, a second after navigation. Each read is taken once, by the
 * page it was started for, while it is on its way or soon after it answered (a page slow to mount, on a busy
 * machine, takes the read it caused rather than asking again); a new account session (sign-in, sign-out) drops
 * them all, so no page ever shows what was read with a previous account's cookie. A read that failed (a
 * signed-out visitor) is simply asked again by the page.
 */
export const FIRST_SCREEN_FRESH_MS = 10_000;

const reads = new Map<string, { answer: Promise<unknown>; answeredAt: number | null }>();
/** Once an account session has started since start-up, no read is kept any more (one chained later too). */
let closed = false;

export function startFirstScreenRead<T>(key: string, read: () => Promise<T>): void {
  if (closed) return;
  const answer = read();
  const entry: { answer: Promise<unknown>; answeredAt: number | null } = { answer, answeredAt: null };
  const answered = () => {
    entry.answeredAt = Date.now();
  };
  // Nobody may take it (another tab opened first): a failure then must not be reported as unhandled.
  answer.then(answered, answered);
  reads.set(key, entry);
}

/**
 * The read started at start-up under `key`, once; undefined when none was, or its answer came too long ago
 * to show. One still on its way is always taken: asking again would read the same page twice.
 */
export function takeFirstScreenRead<T>(key: string): Promise<T> | undefined {
  const read = reads.get(key);
  reads.delete(key);
  if (!read || (read.answeredAt !== null && Date.now() - read.answeredAt > FIRST_SCREEN_FRESH_MS)) return undefined;
  return read.answer as Promise<T>;
}

/** Whether start-up reads may still be started (no account session has started since start-up). */
export function firstScreenReadsOpen(): boolean {
  return !closed;
}

/** A new account session: what was read at start-up belongs to the previous one. */
export function dropFirstScreenReads(): void {
  closed = true;
  reads.clear();
}
