import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, mayReadMetrics } from './metrics-access';

const TOKEN = 'scrape-7a1c';

describe('who may read GET /metrics', () => {
  it('knows loopback peers, written as IPv4, IPv6 or IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '128.0.0.1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it.each([
    // [who, peer, forwarded, authorization, token set, answered]
    ['a scraper on this host', '127.0.0.1', false, undefined, null, true],
    ['a scraper on this host, with a token set', '::1', false, undefined, TOKEN, true],
    ['a proxy on this host passing a request on', '127.0.0.1', true, undefined, TOKEN, false],
    ['a proxy on this host passing the token on', '127.0.0.1', true, `Bearer ${TOKEN}`, TOKEN, true],
    ['another host', '192.0.2.9', false, undefined, TOKEN, false],
    ['another host claiming loopback in a header', '192.0.2.9', true, undefined, TOKEN, false],
    ['another host with the token', '192.0.2.9', false, `Bearer ${TOKEN}`, TOKEN, true],
    ['another host with the token, scheme in lower case', '192.0.2.9', false, `bearer ${TOKEN}`, TOKEN, true],
    ['another host with a wrong token', '192.0.2.9', false, 'Bearer scrape-7a1d', TOKEN, false],
    ['another host with the token without its scheme', '192.0.2.9', false, TOKEN, TOKEN, false],
    ['another host with a token when none is set', '192.0.2.9', false, `Bearer ${TOKEN}`, null, false],
    ['another host with an empty bearer', '192.0.2.9', false, 'Bearer ', TOKEN, false],
  ] as const)('%s: %s', (_who, socketAddress, forwarded, authorization, token, answered) => {
    expect(mayReadMetrics({ socketAddress, forwarded, authorization }, token)).toBe(answered);
  });
});
