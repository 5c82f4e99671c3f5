import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_FRESH_MS, startFirstScreenRead, takeFirstScreenRead } from './first-screen-reads';

describe('a read started at start-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const slowRead = (afterMs: number, value: string) => () =>
    new Promise<string>((resolve) => setTimeout(() => resolve(value), afterMs));

  it('is taken by a page that mounts long after start-up while the read is still on its way (not asked twice)', async () => {
    startFirstScreenRead('slow', slowRead(FIRST_SCREEN_FRESH_MS * 2, 'board'));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_FRESH_MS + 1_000);
    const taken = takeFirstScreenRead<string>('slow');
    expect(taken).toBeDefined();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_FRESH_MS);
    expect(await taken).toBe('board');
  });

  it('is taken soon after it answered, however long it took, and only once', async () => {
    startFirstScreenRead('answered', slowRead(FIRST_SCREEN_FRESH_MS + 5_000, 'rows'));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_FRESH_MS + 5_000 + FIRST_SCREEN_FRESH_MS - 1_000);
    expect(await takeFirstScreenRead<string>('answered')).toBe('rows');
    expect(takeFirstScreenRead('answered')).toBeUndefined();
  });

  it('is not shown once its answer has grown old: the page asks afresh', async () => {
    startFirstScreenRead('old', slowRead(100, 'stale'));
    await vi.advanceTimersByTimeAsync(100 + FIRST_SCREEN_FRESH_MS + 1);
    expect(takeFirstScreenRead('old')).toBeUndefined();
  });
});
