import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  activityLog,
  events,
  exhibitorCategories,
  exhibitors,
  leads,
  passes,
  products,
  referralRegistrations,
  teamMembers,
} from '../db/schema/all-tables.ts';
import { dbKinds, useApiServer } from '../testing/api-test-kit.ts';
import { eventOverview, missingProfileParts } from './event-overview.ts';

// 11:30 in Kolkata (UTC+05:30): the event's day began at 18:30 UTC the day before, and its hours
// start at half past the UTC hour.
const NOW = new Date('2026-03-14T06:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('missingProfileParts', () => {
  it('names each part a profile lacks, in order', () => {
    expect(missingProfileParts({ logo: 'a.png', description: 'Robots', products: 1, teamOthers: 1 })).toEqual([]);
    expect(missingProfileParts({ logo: null, description: '  ', products: 0, teamOthers: 0 })).toEqual(['logo', 'description', 'products', 'team']);
    expect(missingProfileParts({ logo: '', description: 'x', products: 2, teamOthers: 0 })).toEqual(['logo', 'team']);
  });
});

describe.each(dbKinds)('the event overview on %s', (kind) => {
  const api = useApiServer(kind);

  async function newEvent(domain: string, timezone = 'Asia/Kolkata'): Promise<string> {
    const [event] = await api.db.insert(events).values({ domain, title: domain, timezone }).returning({ id: events.id });
    return event!.id;
  }

  async function newExhibitor(eventId: string, values: Partial<typeof exhibitors.$inferInsert> & { name: string }): Promise<string> {
    const [row] = await api.db.insert(exhibitors).values({ eventId, ...values }).returning({ id: exhibitors.id });
    return row!.id;
  }

  it('counts every exhibitor of the event from its own rows, in the event’s day and hours', async () => {
    const eventId = await newEvent('overview-one.example');
    const otherEventId = await newEvent('overview-two.example', 'Europe/Berlin');
    const acme = await newExhibitor(eventId, { name: 'Acme', boothNumber: ' B-1 ', logo: 'acme.png', description: 'Robots' });
    const bare = await newExhibitor(eventId, { name: 'Bare', boothLocation: 'Hall C', description: '  ' });
    const stranger = await newExhibitor(otherEventId, { name: 'Another event’s', boothNumber: 'Z-9' });

    const [gold] = await api.db.insert(exhibitorCategories).values({ eventId, categoryName: 'Gold' }).returning();
    const [silver] = await api.db.insert(exhibitorCategories).values({ eventId, categoryName: 'Silver' }).returning();
    const [elsewhere] = await api.db.insert(exhibitorCategories).values({ eventId: otherEventId, categoryName: 'Gold' }).returning();
    const [goldPass] = await api.db.insert(passes).values({ exhibitorId: acme, categoryId: gold!.id, numberOfPasses: 5 }).returning();
    await api.db.insert(passes).values({ exhibitorId: acme, categoryId: silver!.id, numberOfPasses: 2 });
    const [strangerPass] = await api.db.insert(passes).values({ exhibitorId: stranger, categoryId: elsewhere!.id, numberOfPasses: 9 }).returning();
    await api.db.insert(referralRegistrations).values([
      { exhibitorId: acme, passId: goldPass!.id, firstName: 'One' },
      { exhibitorId: acme, passId: goldPass!.id, firstName: 'Two' },
      // A rejected registration gave its place back.
      { exhibitorId: acme, passId: goldPass!.id, firstName: 'Three', reject: true },
      { exhibitorId: stranger, passId: strangerPass!.id, firstName: 'Four' },
    ]);

    await api.db.insert(products).values([
      { eventId, exhibitorId: acme, productName: 'Arm' },
      { eventId: otherEventId, exhibitorId: stranger, productName: 'Other' },
    ]);
    await api.db.insert(teamMembers).values([
      { exhibitorId: acme, fullName: 'Owner', role: 'owner', isParentExhibitor: true },
      { exhibitorId: acme, fullName: 'Scanner', role: 'scanner' },
      { exhibitorId: bare, fullName: 'Only owner', role: 'owner', isParentExhibitor: true },
    ]);

    await api.db.insert(leads).values([
      // 00:10 on the 14th in Kolkata: today, though still the 13th in UTC.
      { exhibitorId: acme, fullName: 'L1', createdAt: at('2026-03-13T18:40:00.000Z') },
      { exhibitorId: acme, fullName: 'L2', createdAt: at('2026-03-14T04:35:00.000Z') },
      { exhibitorId: acme, fullName: 'L3', createdAt: at('2026-03-14T04:50:00.000Z') },
      { exhibitorId: acme, fullName: 'L4', createdAt: at('2026-03-14T05:40:00.000Z') },
      // 17:30 the day before, in Kolkata.
      { exhibitorId: acme, fullName: 'L5', createdAt: at('2026-03-13T12:00:00.000Z') },
      { exhibitorId: stranger, fullName: 'Elsewhere', createdAt: at('2026-03-14T04:40:00.000Z') },
    ]);
    await api.db.insert(activityLog).values([
      { exhibitorId: acme, actorName: 'Owner', category: 'company', action: 'company.update', summary: 'Old', createdAt: at('2026-03-01T00:00:00.000Z') },
      { exhibitorId: acme, actorName: 'Owner', category: 'team', action: 'team.add', summary: 'Added', createdAt: at('2026-03-14T05:50:00.000Z') },
      { exhibitorId: bare, actorName: 'Only owner', category: 'company', action: 'company.update', summary: 'Edited', createdAt: at('2026-03-10T09:00:00.000Z') },
      { exhibitorId: stranger, actorName: 'X', category: 'team', action: 'team.add', summary: 'X', createdAt: at('2026-03-14T05:59:00.000Z') },
    ]);

    const overview = await eventOverview(api.db, eventId, NOW);
    expect(overview).toMatchObject({ timeZone: 'Asia/Kolkata', timeZoneNote: null, today: '2026-03-14', generatedAt: NOW.toISOString() });
    expect(overview.exhibitors).toEqual([
      {
        id: acme,
        name: 'Acme',
        booth: 'B-1',
        categories: ['Gold', 'Silver'],
        passes: { used: 2, allocated: 7 },
        leads: {
          total: 5,
          today: 4,
          byHour: [
            { hour: '2026-03-13T11:30:00.000Z', leads: 1 },
            { hour: '2026-03-13T18:30:00.000Z', leads: 1 },
            { hour: '2026-03-14T04:30:00.000Z', leads: 2 },
            { hour: '2026-03-14T05:30:00.000Z', leads: 1 },
          ],
        },
        profile: { complete: true, missing: [], products: 1, teamMembers: 2 },
        lastActivity: { at: '2026-03-14T05:50:00.000Z', category: 'team' },
      },
      {
        id: bare,
        name: 'Bare',
        booth: 'Hall C',
        categories: [],
        passes: { used: 0, allocated: 0 },
        leads: { total: 0, today: 0, byHour: [] },
        profile: { complete: false, missing: ['logo', 'description', 'products', 'team'], products: 0, teamMembers: 1 },
        lastActivity: { at: '2026-03-10T09:00:00.000Z', category: 'company' },
      },
    ]);
    expect(overview.hall).toEqual({
      exhibitors: 2,
      leads: 5,
      today: 4,
      byHour: [
        { hour: '2026-03-13T11:30:00.000Z', leads: 1 },
        { hour: '2026-03-13T18:30:00.000Z', leads: 1 },
        { hour: '2026-03-14T04:30:00.000Z', leads: 2 },
        { hour: '2026-03-14T05:30:00.000Z', leads: 1 },
      ],
    });

    // A lead newer than the log's newest entry is the last activity.
    await api.db.insert(leads).values({ exhibitorId: acme, fullName: 'L6', createdAt: at('2026-03-14T05:55:00.000Z') });
    const later = await eventOverview(api.db, eventId, NOW);
    expect(later.exhibitors[0]!.lastActivity).toEqual({ at: '2026-03-14T05:55:00.000Z', category: 'leads' });

    // The other event sees only its own exhibitor, in its own zone (12:40 in Berlin, hours on the UTC hour).
    const other = await eventOverview(api.db, otherEventId, NOW);
    expect(other.timeZone).toBe('Europe/Berlin');
    expect(other.exhibitors.map((row) => row.id)).toEqual([stranger]);
    expect(other.exhibitors[0]).toMatchObject({
      booth: 'Z-9',
      categories: ['Gold'],
      passes: { used: 1, allocated: 9 },
      leads: { total: 1, today: 1, byHour: [{ hour: '2026-03-14T04:00:00.000Z', leads: 1 }] },
      lastActivity: { at: '2026-03-14T05:59:00.000Z', category: 'team' },
    });
    expect(other.hall).toMatchObject({ exhibitors: 1, leads: 1, today: 1 });
  });

  it('reads a zone the runtime does not know in UTC and says so; an event without exhibitors is empty', async () => {
    const eventId = await newEvent('overview-zone.example', 'Mars/Olympus_Mons');
    const overview = await eventOverview(api.db, eventId, NOW);
    expect(overview.timeZone).toBe('UTC');
    expect(overview.timeZoneNote).toMatch(/Mars\/Olympus_Mons/);
    expect(overview.exhibitors).toEqual([]);
    expect(overview.hall).toEqual({ exhibitors: 0, leads: 0, today: 0, byHour: [] });
  });

  it('reads a few hundred exhibitors and tens of thousands of leads in a handful of statements', async () => {
    const eventId = await newEvent('overview-large.example');
    await api.db.execute(sql`
      insert into exhibitors (event_id, name, booth_number)
      select ${eventId}, 'Exhibitor ' || lpad(n::text, 3, '0'), 'H-' || n from generate_series(1, 300) n`);
    await api.db.execute(sql`
      insert into leads (exhibitor_id, full_name, created_at)
      select x.id, 'Lead ' || n, timestamptz '2026-03-14 03:30:00+00' + (n % 40) * interval '7 minutes'
      from exhibitors x cross join generate_series(1, 100) n where x.event_id = ${eventId}`);
    const started = performance.now();
    const overview = await eventOverview(api.db, eventId, NOW);
    const took = performance.now() - started;
    expect(overview.exhibitors).toHaveLength(300);
    expect(overview.hall.leads).toBe(30_000);
    expect(overview.hall.byHour.reduce((sum, hour) => sum + hour.leads, 0)).toBe(30_000);
    expect(overview.exhibitors.every((row) => row.leads.total === 100)).toBe(true);
    // Generous for a loaded machine: a statement per exhibitor would take many times this.
    expect(took).toBeLessThan(5_000);
  });
});
