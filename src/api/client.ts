import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "./schema.d.ts";
import { serializeBody, serializeQuery } from "./serializers.ts";
import { createTokenStore, type TokenStorage, type TokenStore } from "./token-store.ts";
import { defaultApiBase } from "./api-base.ts";

export { DEFAULT_API_BASE, defaultApiBase } from "./api-base.ts";

/**
 * A relative base is resolved against the page's origin so the client builds absolute request
 * URLs everywhere; an absolute base is used as given.
 */
export const resolveBaseUrl = (base: string, origin: string | undefined = globalThis.location?.origin): string => {
  if (/^https?:\/\//i.test(base) || origin === undefined) return base;
  return new URL(base, origin).toString().replace(/\/+$/, "");
};

export interface UnauthorizedEvent {
  /** The request that was answered 401. */
  readonly url: string;
  /** Whether the request carried a bearer token (a session that ended, as opposed to a signed-out call). */
  readonly hadToken: boolean;
}

export interface ApiClientOptions {
  /** Defaults to `VITE_API_BASE`, else same-origin `/api`. */
  readonly baseUrl?: string;
  /** Injected in tests; defaults to the global fetch. */
  readonly fetch?: (input: Request) => Promise<Response>;
  /** Where `access_token` lives; defaults to localStorage. */
  readonly storage?: TokenStorage;
  /** The storage key of the token: the console's (`organiser_token`) is not the portal's. */
  readonly tokenKey?: string;
  /**
   * Told after a 401 once the token is cleared. The session machine listens here; navigation is
   * its decision, never this layer's.
   */
  readonly onUnauthorized?: (event: UnauthorizedEvent) => void;
}

export type ApiClient = Client<paths>;

const bearerOf = (request: Request): string | null => {
  const header = request.headers.get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : null;
};

/**
 * Sends the stored token on every request (read each time, so a sign-in or sign-out elsewhere is
 * seen at once) and ends the session on a 401 answer (SPEC §4, §8).
 */
export const authMiddleware = (tokens: TokenStore, onUnauthorized?: (event: UnauthorizedEvent) => void): Middleware => ({
  onRequest({ request }) {
    const token = tokens.get();
    if (token !== null && !request.headers.has("Authorization")) {
      request.headers.set("Authorization", `Bearer ${token}`);
    }
    return request;
  },
  onResponse({ request, response }) {
    if (response.status !== 401) return undefined;
    const sent = bearerOf(request);
    // Clear only the token this request carried: a 401 for an older token that arrives after a new
    // sign-in must not throw the new session away.
    if (sent === null || tokens.get() === sent) tokens.clear();
    onUnauthorized?.({ url: request.url, hadToken: sent !== null });
    return undefined;
  },
});

/**
 * The one openapi-fetch client of the portal, typed by the generated contract. Bodies go out as
 * JSON, or multipart when they hold a file (or the call passes `bodySerializer: toFormData`);
 * queries are flattened as `a[b]`. DELETE carries its parameters in `params.query` (the contract
 * gives DELETE no body), so they travel in the query string as SPEC §7 says.
 */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const client = createClient<paths>({
    baseUrl: resolveBaseUrl(options.baseUrl ?? defaultApiBase()),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    bodySerializer: serializeBody,
    querySerializer: serializeQuery,
  });
  client.use(authMiddleware(createTokenStore(options.storage, options.tokenKey), options.onUnauthorized));
  return client;
};
