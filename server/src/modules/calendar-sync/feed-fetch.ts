import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { FEED_MAX_REDIRECTS } from '@core/calendar-sync';
import { FEED_MAX_BYTES, FeedError, TOO_LARGE } from '@core/ical-import';
import { FEED_URL_SCHEME } from '@core/schemas/calendar-feed.schema';
import { ipVersion } from '@core/network-address';
import {
  addressAllowed,
  bareHost,
  guardedLookup,
  PRIVATE_ADDRESS_MESSAGE,
  PrivateAddressError,
  type AddressPolicy,
} from './feed-address';

/** What a read of a feed needs of the server's configuration. */
export type FeedReadPolicy = AddressPolicy & { icalTimeoutMs: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The text at a feed's address: GET over http or https, at most FEED_MAX_REDIRECTS redirects (each checked as
 * the first address), the whole read within the policy's timeout, the body at most FEED_MAX_BYTES. Every
 * failure is a FeedError whose message the room's settings show.
 */
export async function readFeedText(url: string, policy: FeedReadPolicy): Promise<string> {
  const signal = AbortSignal.timeout(policy.icalTimeoutMs);
  try {
    let current = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const response = await get(current, policy, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FeedError(`The calendar's address answered HTTP ${status} without saying where to`);
        if (redirects >= FEED_MAX_REDIRECTS)
          throw new FeedError(`The calendar's address redirected more than ${FEED_MAX_REDIRECTS} times`);
        current = new URL(location, current);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FeedError(`The calendar's address answered HTTP ${status}`);
      }
      return await bodyOf(response);
    }
  } catch (error) {
    throw asFeedError(error, policy, signal);
  }
}

/** One GET, its connection made to a checked address. */
function get(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError(FEED_URL_SCHEME);
  const host = bareHost(url.hostname);
  // An address written in the URL is connected to without a lookup: it is checked here.
  if (ipVersion(host) !== 0 && !addressAllowed(policy, host)) throw new PrivateAddressError();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      signal,
      lookup: guardedLookup(policy),
      // A connection of its own each time: a pooled socket would skip the lookup above.
      agent: false,
      headers: { accept: 'text/calendar, */*;q=0.5', 'accept-encoding': 'identity', 'user-agent': 'Innkeep calendar sync' },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body as text, refused once it passes FEED_MAX_BYTES (or says it will). */
async function bodyOf(response: IncomingMessage): Promise<string> {
  if (Number(response.headers['content-length'] ?? 0) > FEED_MAX_BYTES) {
    response.destroy();
    throw new FeedError(TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FEED_MAX_BYTES) {
      response.destroy();
      throw new FeedError(TOO_LARGE);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** Node's errors in words for the desk; FeedErrors as they are. */
function asFeedError(error: unknown, policy: FeedReadPolicy, signal: AbortSignal): FeedError {
  if (error instanceof FeedError) return error;
  if (error instanceof PrivateAddressError) return new FeedError(PRIVATE_ADDRESS_MESSAGE);
  if (signal.aborted) {
    const seconds = Math.max(1, Math.round(policy.icalTimeoutMs / 1000));
    return new FeedError(`The calendar did not answer within ${seconds} second${seconds === 1 ? '' : 's'}`);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedError("The calendar's address could not be found");
  if (code === 'ECONNREFUSED') return new FeedError("The calendar's server refused the connection");
  if (code === 'ECONNRESET') return new FeedError("The calendar's server closed the connection");
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code))
    return new FeedError("The calendar's server has no valid certificate");
  return new FeedError(`The calendar could not be read: ${(error as Error).message}`.slice(0, 300));
}
