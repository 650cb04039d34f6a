// A real OpenID Connect provider for tests (oidc-provider) on a free port of 127.0.0.1: one client
// registered for the portal's callback, accounts with `email` and `email_verified`, and a tiny login
// page of its own in place of Google's (type the e-mail, press Sign in). No internet is needed.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpenIdTestAccount {
  readonly email: string;
  readonly emailVerified: boolean;
}

export interface OpenIdTestProvider {
  /** `http://127.0.0.1:<port>`: the issuer the portal discovers. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Follows an authorization URL the way a browser would (cookies kept), signs in as `email` on the
   * login page and answers the URL the provider sends the browser back to (the portal's callback).
   */
  signIn(authorizationUrl: string, email: string): Promise<string>;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations; these are the few parts used here.
interface Interaction {
  uid: string;
  params: Record<string, string | undefined>;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: unknown, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}
type ProviderClass = new (issuer: string, configuration: unknown) => OidcProvider;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOpenIdProvider(options: {
  redirectUris: string[];
  accounts: OpenIdTestAccount[];
}): Promise<OpenIdTestProvider> {
  const { default: Provider } = (await import('oidc-provider' as string)) as { default: ProviderClass };
  const accounts = new Map(options.accounts.map((a) => [a.email.toLowerCase(), a]));
  const clientId = 'exhibitor-portal';
  const clientSecret = randomBytes(24).toString('base64url');

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: Interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // Explicit lifetimes keep the provider from printing a notice for each default it falls back to.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified }) };
    },
  });
  const oidc = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return oidc(req, res);
    void (async () => {
      try {
        const interaction = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(
            `<!doctype html><title>Sign in</title><h1>Sign in to the test provider</h1>` +
              `<form method="post" action="/interaction/${escapeHtml(interaction.uid)}">` +
              `<label>E-mail <input name="login" type="email" autocomplete="off"></label>` +
              `<button type="submit">Sign in</button></form>`,
          );
          return;
        }
        const login = (await readForm(req)).get('login')?.trim().toLowerCase() ?? '';
        if (!accounts.has(login)) {
          res.statusCode = 400;
          res.end('Unknown account');
          return;
        }
        // Login and consent in one step: the test provider trusts its only client.
        const grant = new provider.Grant({ accountId: login, clientId: String(interaction.params.client_id) });
        grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: login }, consent: { grantId } }, { mergeWithLastSubmission: false });
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, email) {
      const cookies = new Map<string, string>();
      const keep = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
      };
      const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop += 1) {
        if (!url.startsWith(issuer)) return url;
        const isLogin = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
        const response = await fetch(
          url,
          isLogin
            ? {
                method: 'POST',
                redirect: 'manual',
                headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ login: email }).toString(),
              }
            : { redirect: 'manual', headers: { cookie: cookieHeader() } },
        );
        keep(response);
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider answered ${response.status} at ${url}: ${await response.text()}`);
        url = new URL(location, url).toString();
      }
      throw new Error('The provider redirected too many times');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
