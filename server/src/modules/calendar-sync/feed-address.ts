import { lookup as dnsLookup, promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { ipVersion, isPublicAddress } from '@core/network-address';
import { invalidInput } from '@core/errors';
import type { AppConfig } from '../../config';

/**
 * Where a feed may be read from (docs/security.md, "Calendar feeds"): the public internet only, unless the
 * server was started with ICAL_ALLOW_PRIVATE=1 (or names a private address in ICAL_ALLOW_ADDRESSES). The name
 * is checked when the feed is added (a 422 the desk can act on) and the address actually connected to on
 * every read, each redirect included: a name that resolves elsewhere by then (DNS rebinding) is still refused.
 */

export type AddressPolicy = Pick<AppConfig, 'icalAllowPrivate' | 'icalAllowAddresses'>;

export const PRIVATE_ADDRESS_MESSAGE = "The calendar's address is on this server or a private network";
/** How long the check at adding waits for the name's addresses (the sync says later what it could not). */
const ADD_LOOKUP_MS = 5000;

/** "[::1]" → "::1": a URL's IPv6 host without its brackets. */
export const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

export function addressAllowed(policy: AddressPolicy, address: string): boolean {
  return policy.icalAllowPrivate || isPublicAddress(address) || policy.icalAllowAddresses.includes(address);
}

/** A refusal of the address a read was about to connect to. */
export class PrivateAddressError extends Error {
  constructor() {
    super(PRIVATE_ADDRESS_MESSAGE);
    this.name = 'PrivateAddressError';
  }
}

/**
 * The check when a feed is added: an IP address as it is, a name by every address it resolves to now. A
 * name that does not resolve (yet) is let through: its syncs will say so.
 */
export async function refusePrivateFeedAddress(url: string, policy: AddressPolicy): Promise<void> {
  const host = bareHost(new URL(url).hostname);
  if (ipVersion(host) !== 0) {
    if (!addressAllowed(policy, host)) throw invalidInput(PRIVATE_ADDRESS_MESSAGE);
    return;
  }
  if (policy.icalAllowPrivate) return;
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    dns.lookup(host, { all: true, verbatim: true }).catch(() => []),
    new Promise<LookupAddress[]>((resolve) => {
      timer = setTimeout(() => resolve([]), ADD_LOOKUP_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (addresses.some((entry) => !addressAllowed(policy, entry.address))) throw invalidInput(PRIVATE_ADDRESS_MESSAGE);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of a read's connection: the name resolved as node would, then refused unless every address
 * it gave is allowed, so the address the socket connects to is one that was checked.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((entry) => !addressAllowed(policy, entry.address))) {
        return callback(new PrivateAddressError(), []);
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
