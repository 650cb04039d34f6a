// Finding an event's OpenID provider (RFC 8414 / OpenID Discovery) with openid-client. Plain HTTP is
// allowed only for a provider on this machine (a test's or a developer's), never across a network.
import * as client from 'openid-client';

export interface ProviderSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why an issuer cannot be used, or null when it is an https URL (or http on this machine). */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return `--issuer must be a URL such as https://accounts.google.com, got "${issuer}".`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return `--issuer must use https (plain http only on localhost), got "${issuer}".`;
}

const isPlainHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/** Reads the provider's metadata; rejects when it cannot be reached or is not an OpenID provider. */
export async function discoverProvider(settings: ProviderSettings, timeoutSeconds = 10): Promise<client.Configuration> {
  const configuration = await client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    // Google, Microsoft and most providers accept client_secret_basic, the default of OpenID Connect.
    { client_secret: settings.clientSecret },
    client.ClientSecretBasic(settings.clientSecret),
    { timeout: timeoutSeconds, ...(isPlainHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}) },
  );
  const metadata = configuration.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
    throw new Error('its metadata has no authorization, token or keys endpoint, so it is not an OpenID provider');
  }
  return configuration;
}

/**
 * Discovered configurations by provider settings, so a sign-in does not fetch the metadata twice; a
 * failed discovery is forgotten so the next sign-in tries again, and an entry lives an hour so a
 * provider's new keys or endpoints are picked up.
 */
export function createDiscoveryCache(discover = discoverProvider, lifetimeMs = 60 * 60 * 1000) {
  const entries = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();
  return (settings: ProviderSettings, now = Date.now()): Promise<client.Configuration> => {
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    const kept = entries.get(key);
    if (kept && now - kept.at < lifetimeMs) return kept.configuration;
    const configuration = discover(settings);
    entries.set(key, { at: now, configuration });
    configuration.catch(() => entries.delete(key));
    return configuration;
  };
}

export type DiscoveryCache = ReturnType<typeof createDiscoveryCache>;
