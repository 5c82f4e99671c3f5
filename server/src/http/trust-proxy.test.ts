import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { THROTTLES } from '../modules/accounts/throttle';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * X-Forwarded-For is believed only from the proxies TRUST_PROXY names. Without it, someone on the hotel's
 * network (here: the loopback peer) cannot rotate the header past the per-address limits. (Measured on the
 * reset-mail limit: the same per-address throttle as sign-in's, without a scrypt hash per request.)
 */
describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: null });
  });
  afterAll(async () => app?.close());

  const rule = THROTTLES.passwordReset;
  const attempt = (url: string, index: number) =>
    new ApiClient(url, { 'x-forwarded-for': `10.1.2.${index + 1}` }).post('/api/auth/forgot-password', {
      email: `guess-${index}@proxy.test`,
    });

  it('is off unless set', () => {
    expect(loadConfig({ DATA_DIR: app.dataDir }).trustProxy).toBeNull();
    expect(loadConfig({ DATA_DIR: app.dataDir, TRUST_PROXY: ' 172.28.0.10 ' }).trustProxy).toBe('172.28.0.10');
  });

  it(`counts a rotating X-Forwarded-For as one address: ${rule.perAddress} requests, then 429`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < rule.perAddress + 3; index += 1) statuses.push((await attempt(app.url, index)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(rule.perAddress);
    expect(statuses.slice(rule.perAddress)).toEqual([429, 429, 429]);
  });

  it('believes the header from a proxy it names', async () => {
    const proxied = await startTestApp({ trustProxy: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < rule.perAddress + 3; index += 1) statuses.push((await attempt(proxied.url, index)).status);
      // Each forwarded address is a client of its own behind the proxy.
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
