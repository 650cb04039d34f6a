import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventOpenIdProviders, events } from '../db/schema/all-tables.ts';
import { samplePdf, samplePng } from '../storage/sample-files.ts';
import { callApi, dbKinds, defaultEventId, useSeededApi } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { startOpenIdProvider } from '../testing/openid-provider.ts';

// The console's Event settings on the server: organisers of the event read and change it, nobody
// else does; bad values are refused per field and change nothing; the portal's event lookup shows
// what was saved.

describe.each(dbKinds)('organiser event settings (%s)', (kind) => {
  const api = useSeededApi(kind);
  const as = (token: string) => ({
    call: (method: string, path: string, json?: unknown) => callApi(api.url, method, `/api${path}`, { token, ...(json === undefined ? {} : { json }) }),
  });
  const eventRow = async (eventId: string) => (await api.db.select().from(events).where(eq(events.id, eventId)))[0]!;

  it('reads and saves the settings, and the exhibitor portal shows the new title and look', async () => {
    const eventId = await defaultEventId(api.url);
    const token = await organiserToken(api, { eventId });
    const organiser = as(token);
    const read = await organiser.call('GET', '/organiser/event-settings');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ eventId, domain: api.config.defaultEventDomain, googleSignIn: { enabled: false, clientSecretSet: false } });

    const saved = await organiser.call('PATCH', '/organiser/event-settings', {
      title: 'Renamed Expo',
      primaryColor: '#0b8043',
      timezone: 'Europe/London',
      startDate: '2026-03-14T09:00:00.000Z',
      endDate: '2026-03-16T17:00:00.000Z',
      supportEmail: 'help@renamed.example',
      badgeIdPattern: '^EXPO-[0-9]{6}$',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Event settings saved', data: { title: 'Renamed Expo', primaryColor: '#0b8043', timezone: 'Europe/London', endDate: '2026-03-16T17:00:00.000Z' } });
    const portal = await callApi(api.url, 'GET', `/api/auth/domain-event?domain=${api.config.defaultEventDomain}`);
    expect(portal.body.data.domainData.event).toMatchObject({ title: 'Renamed Expo', primaryColor: '#0b8043', logo: null });

    const logo = new FormData();
    logo.append('file', new Blob([new Uint8Array(samplePng())]), 'logo.png');
    const uploaded = await callApi(api.url, 'POST', '/api/organiser/event-settings/logo', { token, form: logo });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.logo).toMatch(/^eventWebsite\/[0-9a-f-]{36}\.png$/);
    const after = await callApi(api.url, 'GET', `/api/auth/domain-event?domain=${api.config.defaultEventDomain}`);
    expect(after.body.data.domainData.event.logo).toBe(uploaded.body.data.logo);
    const pdf = new FormData();
    pdf.append('file', new Blob([new Uint8Array(samplePdf())]), 'logo.pdf');
    expect((await callApi(api.url, 'POST', '/api/organiser/event-settings/logo', { token, form: pdf })).status).toBe(415);
    expect((await organiser.call('PATCH', '/organiser/event-settings', { logo: null })).body.data.logo).toBeNull();
  });

  it('refuses a bad time zone, crossed dates, a bad badge pattern and a bad colour per field, changing nothing', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = as(await organiserToken(api, { eventId }));
    const before = await eventRow(eventId);
    const refused = await organiser.call('PATCH', '/organiser/event-settings', {
      title: 'Not saved',
      timezone: 'Mars/Olympus',
      startDate: '2026-03-16T09:00:00.000Z',
      endDate: '2026-03-14T09:00:00.000Z',
      badgeIdPattern: '([',
      primaryColor: 'green',
    });
    expect(refused.status).toBe(400);
    const byPath = Object.fromEntries(refused.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(Object.keys(byPath).sort()).toEqual(['/badgeIdPattern', '/endDate', '/primaryColor', '/timezone']);
    expect(byPath['/timezone']).toContain('IANA');
    expect(byPath['/endDate']).toContain('cannot end before it starts');
    expect(byPath['/primaryColor']).toContain('#1a73e8');
    expect(await eventRow(eventId)).toEqual(before);
  });

  it("refuses a domain another event is served on, saying what to do; another event's organiser changes only their own event", async () => {
    const eventId = await defaultEventId(api.url);
    const [other] = await api.db.insert(events).values({ domain: `other-${kind}.example`, title: 'Other Expo' }).returning();
    const organiser = as(await organiserToken(api, { eventId }));
    const before = await eventRow(eventId);
    const taken = await organiser.call('PATCH', '/organiser/event-settings', { title: 'Not saved', domain: other!.domain });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('already served by another event');
    expect(taken.body.message).toContain('Choose another domain');
    expect(taken.body.errors).toEqual([{ path: '/domain', message: taken.body.message }]);
    expect(await eventRow(eventId)).toEqual(before);

    // The other event's organiser is scoped to theirs: the demo event stays as it was.
    const otherOrganiser = as(await organiserToken(api, { eventId: other!.id }));
    const theirs = await otherOrganiser.call('PATCH', '/organiser/event-settings', { title: 'Other Expo, renamed' });
    expect(theirs.body.data).toMatchObject({ eventId: other!.id, title: 'Other Expo, renamed' });
    expect(await eventRow(eventId)).toEqual(before);
  });

  it('is for organisers only: staff and exhibitors are refused, and the client secret is never read back', async () => {
    const eventId = await defaultEventId(api.url);
    const staff = as(await organiserToken(api, { eventId, role: 'organiser-staff' }));
    const before = await eventRow(eventId);
    expect((await staff.call('GET', '/organiser/event-settings')).status).toBe(403);
    expect((await staff.call('PATCH', '/organiser/event-settings', { title: 'Staff title' })).status).toBe(403);
    expect(await eventRow(eventId)).toEqual(before);

    await api.db.insert(eventOpenIdProviders).values({ eventId, issuer: 'https://accounts.google.com', clientId: 'client-1', clientSecret: 'very-secret-value' });
    await api.db.update(events).set({ googleLoginEnabled: true }).where(eq(events.id, eventId));
    const organiser = as(await organiserToken(api, { eventId }));
    const read = await organiser.call('GET', '/organiser/event-settings');
    expect(read.body.data.googleSignIn).toMatchObject({ enabled: true, clientId: 'client-1', clientSecretSet: true });
    expect(JSON.stringify(read.body)).not.toContain('very-secret-value');
    const removed = await organiser.call('PATCH', '/organiser/event-settings', { googleSignIn: null });
    expect(removed.body.data.googleSignIn).toMatchObject({ enabled: false, clientSecretSet: false });
  });

  it('sets Google sign-in as openid set does: the issuer is checked first, the secret is kept when left out and never read back', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = as(await organiserToken(api, { eventId }));
    const provider = await startOpenIdProvider({ redirectUris: [`https://${api.config.defaultEventDomain}/api/auth/openid/callback`], accounts: [] });
    try {
      const unreachable = await organiser.call('PATCH', '/organiser/event-settings', { googleSignIn: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' } });
      expect(unreachable.status).toBe(400);
      expect(unreachable.body.errors[0]).toMatchObject({ path: '/googleSignIn/issuer' });
      expect(unreachable.body.errors[0].message).toContain('is not a reachable OpenID provider');
      const noSecret = await organiser.call('PATCH', '/organiser/event-settings', { googleSignIn: { issuer: provider.issuer, clientId: provider.clientId } });
      expect(noSecret.body.errors).toEqual([{ path: '/googleSignIn/clientSecret', message: expect.stringContaining('client secret') }]);

      const set = await organiser.call('PATCH', '/organiser/event-settings', { googleSignIn: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } });
      expect(set.status).toBe(200);
      expect(set.body.data.googleSignIn).toMatchObject({ enabled: true, issuer: provider.issuer, clientId: provider.clientId, clientSecretSet: true });
      expect(JSON.stringify(set.body)).not.toContain(provider.clientSecret);
      const kept = await organiser.call('PATCH', '/organiser/event-settings', { googleSignIn: { issuer: provider.issuer, clientId: provider.clientId } });
      expect(kept.status).toBe(200);
      const [stored] = await api.db.select().from(eventOpenIdProviders).where(eq(eventOpenIdProviders.eventId, eventId));
      expect(stored!.clientSecret).toBe(provider.clientSecret);
      const portal = await callApi(api.url, 'GET', `/api/auth/domain-event?domain=${api.config.defaultEventDomain}`);
      expect(portal.body.data.domainData.event.googleLoginEnabled).toBe(true);
    } finally {
      await provider.close();
    }
  });
});
