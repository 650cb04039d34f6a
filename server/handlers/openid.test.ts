// "Continue with Google" against a real OpenID provider (oidc-provider) on this machine: the portal
// discovers it, sends the browser there, and checks every answer before it signs anyone in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openIdSignIns, teamMembers, users } from '../db/schema/all-tables.ts';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { saveProviderSettings } from '../auth/openid/providers.ts';
import { startOpenIdProvider, type OpenIdTestProvider } from '../testing/openid-provider.ts';
import { defaultEventId, useApiServer } from '../testing/api-test-kit.ts';

const api = useApiServer('pglite');
let provider: OpenIdTestProvider;
let eventId: string;

const MEMBER = 'vikram@acme-robotics.example';
const STRANGER = 'stranger@elsewhere.example';
const UNVERIFIED = 'unverified@acme-robotics.example';

beforeAll(async () => {
  eventId = await defaultEventId(api.url);
  provider = await startOpenIdProvider({
    redirectUris: [`${api.url}/api/auth/openid/callback`],
    accounts: [
      { email: DEMO_ADMIN.email, emailVerified: true },
      { email: MEMBER, emailVerified: true },
      { email: STRANGER, emailVerified: true },
      { email: UNVERIFIED, emailVerified: false },
    ],
  });
  await saveProviderSettings(api.db, eventId, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
  // A team member of Acme with this e-mail exists, so only the provider's "not verified" refuses it.
  const [acmeMember] = await api.db.select({ exhibitorId: teamMembers.exhibitorId }).from(teamMembers).where(eq(teamMembers.emailId, MEMBER));
  await api.db.insert(teamMembers).values({ exhibitorId: acmeMember!.exhibitorId, fullName: 'Una Verified', emailId: UNVERIFIED, role: 'staff' });
}, 60_000);
afterAll(() => provider?.close());

/** Opens the start page; answers the provider's authorization URL. */
async function start(): Promise<URL> {
  const answer = await api.call('GET', `/api/auth/openid/start?event=${eventId}`);
  expect(answer.status).toBe(302);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return new URL(answer.headers.get('location')!);
}

/** Hands the provider's answer to the portal's callback; answers where the portal sends the browser. */
async function finish(callbackUrl: string): Promise<string> {
  const url = new URL(callbackUrl);
  const answer = await api.call('GET', `${url.pathname}${url.search}`);
  expect(answer.status).toBe(302);
  return answer.headers.get('location')!;
}

const tokenOf = (location: string) => decodeURIComponent(/^\/exhibitor\/login#openid=(.+)$/.exec(location)?.[1] ?? '');

describe('Continue with Google (OpenID Connect)', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const url = await start();
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${api.url}/api/auth/openid/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('email');
    const [row] = await api.db.select().from(openIdSignIns).where(eq(openIdSignIns.state, url.searchParams.get('state')!));
    expect(row!.nonce).toBe(url.searchParams.get('nonce'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
  });

  it('signs in a user of the event by verified e-mail with a working session', async () => {
    const location = await finish(await provider.signIn((await start()).href, DEMO_ADMIN.email));
    const token = tokenOf(location);
    expect(token).not.toBe('');
    const me = await api.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEMO_ADMIN.email, role: 'owner' });
  });

  it('signs in a team member added by e-mail who never signed in, creating the account', async () => {
    const token = tokenOf(await finish(await provider.signIn((await start()).href, MEMBER)));
    const me = await api.call('GET', '/api/auth/me', { token });
    expect(me.body.data).toMatchObject({ email: MEMBER });
    const [member] = await api.db.select().from(teamMembers).where(eq(teamMembers.emailId, MEMBER));
    expect(member!.userId).toBe(me.body.data._id);
    expect(member!.joinedAt).not.toBeNull();
  });

  it('refuses a stranger and an unverified e-mail, naming the e-mail', async () => {
    const stranger = await finish(await provider.signIn((await start()).href, STRANGER));
    expect(stranger).toBe(`/exhibitor/login?openid_error=not_a_member&openid_email=${encodeURIComponent(STRANGER)}`);
    const unverified = await finish(await provider.signIn((await start()).href, UNVERIFIED));
    expect(unverified).toBe(`/exhibitor/login?openid_error=email_not_verified&openid_email=${encodeURIComponent(UNVERIFIED)}`);
    expect(await api.db.select().from(users).where(eq(users.email, STRANGER))).toEqual([]);
    expect(await api.db.select().from(users).where(eq(users.email, UNVERIFIED))).toEqual([]);
  });

  it('refuses a wrong state and a replayed answer', async () => {
    const callback = new URL(await provider.signIn((await start()).href, DEMO_ADMIN.email));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect(await finish(forged.href)).toBe('/exhibitor/login?openid_error=expired');
    expect(tokenOf(await finish(callback.href))).not.toBe('');
    expect(await finish(callback.href)).toBe('/exhibitor/login?openid_error=expired');
  });

  it('refuses an expired sign-in', async () => {
    const callback = new URL(await provider.signIn((await start()).href, DEMO_ADMIN.email));
    await api.db.update(openIdSignIns).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(openIdSignIns.state, callback.searchParams.get('state')!));
    expect(await finish(callback.href)).toBe('/exhibitor/login?openid_error=expired');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const callback = new URL(await provider.signIn((await start()).href, DEMO_ADMIN.email));
    await api.db.update(openIdSignIns).set({ nonce: 'another-nonce' }).where(eq(openIdSignIns.state, callback.searchParams.get('state')!));
    expect(await finish(callback.href)).toBe('/exhibitor/login?openid_error=invalid');
  });

  it('refuses an answer from another issuer', async () => {
    const callback = new URL(await provider.signIn((await start()).href, DEMO_ADMIN.email));
    expect(callback.searchParams.get('iss')).toBe(provider.issuer);
    callback.searchParams.set('iss', 'https://accounts.evil.example');
    expect(await finish(callback.href)).toBe('/exhibitor/login?openid_error=invalid');
  });

  it('refuses a sign-in cancelled at the provider', async () => {
    const state = (await start()).searchParams.get('state')!;
    expect(await finish(`${api.url}/api/auth/openid/callback?error=access_denied&state=${state}`)).toBe('/exhibitor/login?openid_error=refused');
  });

  it('says when the event has no provider', async () => {
    const answer = await api.call('GET', '/api/auth/openid/start?event=00000000-0000-4000-8000-000000000000');
    expect(answer.headers.get('location')).toBe('/exhibitor/login?openid_error=not_configured');
  });
});
