// The DNS lookup every production delivery connects through: a host that resolves to any address
// a webhook may not reach is refused there, at the moment of connecting, so a name that resolved to
// a public address when the endpoint was added and to a private one now (DNS rebinding) is caught.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { describeKind, forbiddenKind } from './address-rules.ts';

export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError';
  readonly code = 'EWEBHOOKADDRESS';
}

/** The first address of `addresses` a webhook may not reach, as a sentence; null when all are public. */
export function forbiddenAddressProblem(host: string, addresses: readonly string[]): string | null {
  for (const address of addresses) {
    const kind = forbiddenKind(address);
    if (kind === null) continue;
    const named = address === host ? host : `${host} (${address})`;
    return `${named} is ${describeKind(kind)}; webhooks are sent only to public addresses.`;
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for node:http(s) requests that answers only public addresses, in either calling form. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const problem = forbiddenAddressProblem(hostname, addresses.map((entry) => entry.address));
    if (problem !== null) return callback(new ForbiddenAddressError(problem), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address.`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}
