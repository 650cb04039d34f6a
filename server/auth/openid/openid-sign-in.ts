// "Continue with Google": the Authorization Code flow with PKCE, state and nonce (openid-client).
// The in-flight sign-in is a row of openid_sign_ins, so any server on the same database can finish
// it; it lives 10 minutes and is used once. Only a team member of the event, matched by an e-mail
// the provider says is verified, is signed in, with the same session a code or password gives.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '../../db/connect.ts';
import { openIdSignIns } from '../../db/schema/all-tables.ts';
import type { AuthConfig } from '../../auth-config.ts';
import type { EventRow } from '../event-lookup.ts';
import { hitRateLimits } from '../rate-limits.ts';
import { issueSession } from '../tokens.ts';
import type { DiscoveryCache } from './discovery.ts';
import { findMemberUserByEmail } from './member-by-email.ts';
import { OpenIdRefusal } from './outcomes.ts';
import { findProviderSettings } from './providers.ts';

export const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

export interface OpenIdSignInDeps {
  db: Database;
  auth: AuthConfig;
  discover: DiscoveryCache;
}

async function configurationFor(deps: OpenIdSignInDeps, eventId: string): Promise<client.Configuration> {
  const settings = await findProviderSettings(deps.db, eventId);
  if (!settings) throw new OpenIdRefusal('not_configured');
  try {
    return await deps.discover(settings);
  } catch (error) {
    throw new OpenIdRefusal('provider_error', undefined, `discovery of ${settings.issuer} failed: ${(error as Error).message}`);
  }
}

/** Claims may be in the ID token (Google) or only at the userinfo endpoint (providers that conform strictly). */
async function emailClaims(configuration: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
  const claims = tokens.claims();
  if (!claims) throw new OpenIdRefusal('invalid', undefined, 'no ID token');
  if (typeof claims.email === 'string' && claims.email_verified !== undefined) return claims;
  try {
    return await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  } catch (error) {
    throw new OpenIdRefusal('provider_error', undefined, `userinfo failed: ${(error as Error).message}`);
  }
}

export function createOpenIdSignIn(deps: OpenIdSignInDeps) {
  const { db, auth } = deps;
  return {
    /** The provider's authorization URL for this event, after counting the attempt against the IP's limit. */
    async start(ip: string, event: EventRow, redirectUri: string, now = new Date()): Promise<URL> {
      const refusal = await hitRateLimits(db, [{ key: `openid:ip:${ip}`, limit: auth.loginLimitPerIp, windowSeconds: auth.rateWindowSeconds }], now);
      if (refusal) throw new OpenIdRefusal('rate_limited');
      const configuration = await configurationFor(deps, event.id);
      // Sign-ins nobody finished are of no use once expired; each start clears them.
      await db.delete(openIdSignIns).where(lt(openIdSignIns.expiresAt, now));
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db.insert(openIdSignIns).values({ eventId: event.id, state, nonce, codeVerifier, expiresAt: new Date(now.getTime() + SIGN_IN_LIFETIME_MS) });
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /**
     * Checks the provider's answer (`callbackUrl`: the redirect URI with the query the browser
     * brought) and answers a new session token; every failure is an OpenIdRefusal.
     */
    async finish(callbackUrl: URL, now = new Date()): Promise<{ token: string; userId: string }> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new OpenIdRefusal('invalid', undefined, 'no state');
      // Taking the row and marking it used is one statement: a replayed answer finds nothing.
      const [signIn] = await db
        .update(openIdSignIns)
        .set({ usedAt: now })
        .where(and(eq(openIdSignIns.state, state), isNull(openIdSignIns.usedAt), gt(openIdSignIns.expiresAt, now)))
        .returning();
      if (!signIn) throw new OpenIdRefusal('expired', undefined, 'unknown, used or expired state');
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) {
        throw new OpenIdRefusal(providerError === 'access_denied' ? 'refused' : 'provider_error', undefined, `provider answered ${providerError}`);
      }
      const configuration = await configurationFor(deps, signIn.eventId);
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: signIn.codeVerifier,
          expectedState: signIn.state,
          expectedNonce: signIn.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new OpenIdRefusal('invalid', undefined, `the answer failed its checks: ${(error as Error).message}`);
      }
      const claims = await emailClaims(configuration, tokens);
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email) throw new OpenIdRefusal('email_not_verified', undefined, 'no e-mail claim');
      if (claims.email_verified !== true) throw new OpenIdRefusal('email_not_verified', email);
      const user = await findMemberUserByEmail(db, signIn.eventId, email);
      if (!user) throw new OpenIdRefusal('not_a_member', email);
      const session = await issueSession(db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: user.eventId }, auth.tokenTtlDays, now);
      return { token: session.token, userId: user.id };
    },
  };
}

export type OpenIdSignIn = ReturnType<typeof createOpenIdSignIn>;
