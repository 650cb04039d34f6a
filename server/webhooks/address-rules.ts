// Which network addresses a webhook may not reach in production: a company's endpoint must not
// become a way into the portal's own machine or network (its database, a cloud metadata service).
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are matched by their IPv4 rules: BlockList does that.
import { BlockList, isIP } from 'node:net';

export type ForbiddenKind = 'unspecified' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'reserved';

const RANGES: ReadonlyArray<readonly [ForbiddenKind, string, number, 'ipv4' | 'ipv6']> = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  // Carrier-grade NAT's shared space: inside a provider's network, never a public receiver.
  ['private', '100.64.0.0', 10, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['unique-local', 'fc00::', 7, 'ipv6'],
  // The old site-local range, private in the same way.
  ['unique-local', 'fec0::', 10, 'ipv6'],
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) would reach IPv4 addresses by another spelling.
  ['reserved', '::', 96, 'ipv6'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '224.0.0.0', 4, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['reserved', 'ff00::', 8, 'ipv6'],
];

const LISTS = new Map<ForbiddenKind, BlockList>();
for (const [kind, network, prefix, family] of RANGES) {
  const list = LISTS.get(kind) ?? new BlockList();
  list.addSubnet(network, prefix, family);
  LISTS.set(kind, list);
}

/** The kind of address that may not be reached, or null for a public one. Not an IP at all: reserved. */
export function forbiddenKind(address: string): ForbiddenKind | null {
  // A zone index (fe80::1%eth0) names an interface of this machine.
  const bare = address.replace(/%.*$/u, '');
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  for (const [kind, list] of LISTS) if (list.check(bare, family === 4 ? 'ipv4' : 'ipv6')) return kind;
  return null;
}

const KIND_WORDS: Readonly<Record<ForbiddenKind, string>> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local (private) address',
  reserved: 'a reserved address',
};

export const describeKind = (kind: ForbiddenKind): string => KIND_WORDS[kind];
