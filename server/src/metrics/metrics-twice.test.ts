import { describe, expect, it, vi } from 'vitest';

describe('the metrics module evaluated twice in one process', () => {
  // The test runner's main process loads the server's modules once per test project's set-up: a second
  // evaluation must share the first's metrics, not stop the run on a name registered twice.
  it('shares one set of metrics', async () => {
    const first = await import('./metrics');
    vi.resetModules();
    const second = await import('./metrics');
    expect(second).not.toBe(first);
    expect(second.httpRequestDuration).toBe(first.httpRequestDuration);
    expect(second.logins).toBe(first.logins);
    first.startDefaultMetrics();
    expect(() => second.startDefaultMetrics()).not.toThrow();
  });
});
