/**
 * Which IP addresses a feed may be fetched from: the public internet's only. The server's own machine
 * (loopback), private networks (RFC 1918, unique-local), link-local (where cloud metadata answers), shared,
 * multicast and reserved ranges are refused, so that a feed's address cannot reach inside the hotel's or the
 * host's network. IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by it.
 */

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** 32 bits of a dotted quad, or null. */
function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

const inV4Range = (address: number, [base, bits]: [string, number]) => {
  const size = 2 ** (32 - bits);
  return Math.floor(address / size) === Math.floor(parseV4(base)! / size);
};

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad allowed, a zone id ignored), or null. */
function parseV6(text: string): number[] | null {
  let body = text
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (quad) {
    const v4 = parseV4(quad[1]!);
    if (v4 === null) return null;
    body = `${body.slice(0, -quad[1]!.length)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

const v4Of = (high: number, low: number) => high * 65536 + low;

/** True for an IPv4 address outside the public internet. */
function isPrivateV4(address: number): boolean {
  return PRIVATE_V4.some((range) => inV4Range(address, range));
}

/** True for an IPv6 address outside the public internet (or one that carries such an IPv4 address). */
function isPrivateV6(g: number[]): boolean {
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible; :: and ::1 among them).
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPrivateV4(v4Of(g[6]!, g[7]!));
  // 64:ff9b::a.b.c.d (NAT64) and 2002:AABB:CCDD:: (6to4).
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPrivateV4(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x2002) return isPrivateV4(v4Of(g[1]!, g[2]!));
  const first = g[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated) fec0::/10
    (first & 0xff00) === 0xff00 || // multicast ff00::/8
    (first === 0x2001 && g[1] === 0x0db8) // documentation 2001:db8::/32
  );
}

/** 4 or 6 for an IP address (brackets around IPv6 allowed), 0 for anything else (a host name). */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (parseV4(text) !== null) return 4;
  return text.includes(':') && parseV6(text) !== null ? 6 : 0;
}

/** True when an IP address is on the public internet; false for every other address and for what is no address. */
export function isPublicAddress(text: string): boolean {
  const v4 = parseV4(text);
  if (v4 !== null) return !isPrivateV4(v4);
  const v6 = text.includes(':') ? parseV6(text) : null;
  return v6 !== null && !isPrivateV6(v6);
}
