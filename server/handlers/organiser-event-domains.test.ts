import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDomains, events } from '../db/schema/all-tables.ts';
import { callApi, dbKinds, defaultEventId, useSeededApi } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';

// The event's extra domains (aliases) in the console's Event settings: the portal finds the event on
// each of them; a domain is one event's, main or extra, and a refused list saves nothing.

describe.each(dbKinds)('organiser event domains (%s)', (kind) => {
  const api = useSeededApi(kind);
  const organiserOf = async (eventId: string) => {
    const token = await organiserToken(api, { eventId });
    return (method: string, json?: unknown) => callApi(api.url, method, '/api/organiser/event-settings', { token, ...(json === undefined ? {} : { json }) });
  };
  const portalEvent = (domain: string) => callApi(api.url, 'GET', `/api/auth/domain-event?domain=${domain}`);
  const extraOf = async (eventId: string) =>
    (await api.db.select({ domain: eventDomains.domain }).from(eventDomains).where(eq(eventDomains.eventId, eventId))).map(({ domain }) => domain).sort();

  it('serves the event on each extra domain, in order, until it is removed', async () => {
    const eventId = await defaultEventId(api.url);
    const settings = await organiserOf(eventId);
    expect((await settings('GET')).body.data.domains).toEqual([]);

    const saved = await settings('PATCH', { domains: [' Stands.Example.com. ', 'booths.example.com'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.domains).toEqual(['booths.example.com', 'stands.example.com']);
    const onAlias = await portalEvent('stands.example.com');
    expect(onAlias.status).toBe(200);
    expect(onAlias.body.data.domainData.event._id).toBe(eventId);
    expect((await portalEvent(api.config.defaultEventDomain)).body.data.domainData.event._id).toBe(eventId);

    const removed = await settings('PATCH', { domains: ['booths.example.com'] });
    expect(removed.body.data.domains).toEqual(['booths.example.com']);
    expect((await portalEvent('stands.example.com')).status).toBe(404);
  });

  it('refuses a bad host, the main domain and a repeat per entry, saving nothing', async () => {
    const eventId = await defaultEventId(api.url);
    const settings = await organiserOf(eventId);
    const before = (await api.db.select().from(events).where(eq(events.id, eventId)))[0];
    const extraBefore = await extraOf(eventId);
    const refused = await settings('PATCH', { title: 'Not saved', domains: ['ok.example.com', 'https://x.example.com/', api.config.defaultEventDomain, 'ok.example.com'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(['/domains/1', '/domains/2', '/domains/3']);
    expect(refused.body.errors[0].message).toContain('not a host name');
    expect(refused.body.errors[1].message).toContain('main domain');
    expect((await api.db.select().from(events).where(eq(events.id, eventId)))[0]).toEqual(before);
    expect(await extraOf(eventId)).toEqual(extraBefore);
  });

  it("refuses a domain another event is served on, main or extra, saying what to do, and saves nothing", async () => {
    const eventId = await defaultEventId(api.url);
    const [other] = await api.db.insert(events).values({ domain: `other-${kind}.example`, title: 'Other Expo' }).returning();
    await api.db.insert(eventDomains).values({ eventId: other!.id, domain: `alias-${kind}.example` });
    const settings = await organiserOf(eventId);
    const extraBefore = await extraOf(eventId);

    for (const domain of [other!.domain, `alias-${kind}.example`]) {
      const taken = await settings('PATCH', { title: 'Not saved', domains: ['mine.example.com', domain] });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toContain(`${domain} is already served by another event`);
      expect(taken.body.message).toContain("first have it removed from that event (from its main domain or its extra domains, on that event's Event settings)");
      expect(taken.body.errors).toEqual([{ path: expect.stringMatching(/^\/domains\/\d$/), message: taken.body.message }]);
    }
    // Nor can the main domain become another event's extra one.
    const main = await settings('PATCH', { domain: `alias-${kind}.example` });
    expect(main.status).toBe(409);
    expect(main.body.errors[0].path).toBe('/domain');

    const read = await settings('GET');
    expect(read.body.data).toMatchObject({ domain: api.config.defaultEventDomain, domains: extraBefore });
    expect(read.body.data.title).not.toBe('Not saved');
    expect((await portalEvent(`alias-${kind}.example`)).body.data.domainData.event._id).toBe(other!.id);
  });
});
