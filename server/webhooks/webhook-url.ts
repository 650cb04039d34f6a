// Whether a URL may be a webhook endpoint, checked when it is added or changed: a full http(s)
// address; in production only https, on a host whose every address is public (the delivery checks
// again on the address it connects to). Outside production http and any address are allowed, so a
// receiver on the developer's own machine can be tried.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { forbiddenAddressProblem } from './address-guard.ts';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const EXAMPLE = 'https://crm.example.com/hooks/leads';

/** The host of a URL as DNS and the address rules take it: without an IPv6 literal's brackets. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/u, '$1');

export async function checkWebhookUrl(raw: string, publicOnly: boolean): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: `Enter the receiver's full address, starting with https://, like ${EXAMPLE}.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `The address must start with https:// (it starts with ${url.protocol}//), like ${EXAMPLE}.` };
  }
  if (!publicOnly) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') {
    return { ok: false, message: 'Use an https:// address: leads are sent only encrypted. Ask whoever runs the receiver for its https address.' };
  }
  const host = bareHost(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return { ok: false, message: `The host ${host} could not be found. Check the address for typing mistakes.` };
  }
  const problem = forbiddenAddressProblem(host, addresses);
  if (problem !== null) return { ok: false, message: `${problem} Use the receiver's public https address.` };
  return { ok: true, url: url.href };
}
