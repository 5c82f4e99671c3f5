import { createHash, timingSafeEqual } from 'node:crypto';

/** What GET /metrics decides on: the connection's own peer address, never one a header claims. */
export interface MetricsCaller {
  /** The socket's remote address (req.socket.remoteAddress). */
  socketAddress: string | undefined;
  /** The request carries X-Forwarded-For or Forwarded: a proxy passed it on from someone else. */
  forwarded: boolean;
  /** The Authorization header, if any. */
  authorization: string | undefined;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether GET /metrics answers: to a scraper on this host (a loopback peer that is not a proxy on this host
 * passing someone else's request on), or to anyone with `Authorization: Bearer <METRICS_TOKEN>` when that is
 * set. Everyone else gets a 404, as if there were nothing there.
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | null): boolean {
  if (isLoopbackAddress(caller.socketAddress) && !caller.forwarded) return true;
  if (!token || !caller.authorization) return false;
  const [scheme, given] = caller.authorization.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  // Compared as digests of equal length, in constant time: the answer's timing says nothing of the token.
  return timingSafeEqual(digest(given), digest(token));
}
