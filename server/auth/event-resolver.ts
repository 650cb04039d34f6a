// Maps the host a request arrived on (or a `?domain=` value) to the event domain to look up.
// Local development hosts (localhost, IP addresses) have no event domain of their own, so they use
// the configured default deployment domain (SPEC §1).
import { isIP } from 'node:net';

function stripPort(host: string): string {
  // "[::1]:8080" -> "::1"; "example.com:8080" -> "example.com"; a bare IPv6 address stays whole.
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host.slice(1) : host.slice(1, end);
  }
  const colons = host.split(':').length - 1;
  return colons === 1 ? host.slice(0, host.indexOf(':')) : host;
}

function hostOf(value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed)) {
    try {
      return new URL(trimmed).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return trimmed;
    }
  }
  return stripPort(trimmed.split('/')[0] ?? '');
}

export function isLocalHost(host: string): boolean {
  return host === '' || host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
}

export function resolveEventDomain(hostOrDomain: string | undefined | null, defaultDomain: string): string {
  const host = hostOf(hostOrDomain ?? '').replace(/\.$/, '');
  return isLocalHost(host) ? defaultDomain.toLowerCase() : host;
}
