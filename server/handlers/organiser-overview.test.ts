import { describe, expect, it } from 'vitest';
import { recordOrganiserActivity } from '../activity/record.ts';
import { events, exhibitors, leads } from '../db/schema/all-tables.ts';
import { callApi, dbKinds, defaultEventId, useSeededApi } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { scanFromCamera, vcard } from '../testing/scan-kit.ts';
import { DEMO_EXHIBITOR, DEMO_SECOND_EXHIBITOR } from '../demo/demo-data.ts';

interface OverviewRow {
  id: string;
  name: string;
  booth: string;
  leads: { total: number; today: number; byHour: Array<{ hour: string; leads: number }> };
}

describe.each(dbKinds)('GET /api/organiser/overview on %s', (kind) => {
  const api = useSeededApi(kind);

  const overview = async (token: string) => {
    const answer = await callApi(api.url, 'GET', '/api/organiser/overview', { token });
    expect(answer.status).toBe(200);
    return answer.body.data as { exhibitors: OverviewRow[]; hall: { leads: number; today: number; byHour: Array<{ hour: string; leads: number }> }; timeZone: string };
  };

  it('shows organisers and their staff every exhibitor of their event, and counts a scan made a moment before', async () => {
    const eventId = await defaultEventId(api.url);
    const token = await organiserToken(api, { eventId });
    const before = await overview(token);
    expect(before.timeZone).toBe('Asia/Kolkata');
    const acme = () => before.exhibitors.find((row) => row.id === api.acme.exhibitorId)!;
    expect(acme()).toMatchObject({ name: DEMO_EXHIBITOR.name, booth: DEMO_EXHIBITOR.boothNumber });
    expect(before.exhibitors.find((row) => row.id === api.borealis.exhibitorId)).toMatchObject({ name: DEMO_SECOND_EXHIBITOR.name });
    // The hall adds up every exhibitor's leads.
    expect(before.hall.leads).toBe(before.exhibitors.reduce((sum, row) => sum + row.leads.total, 0));

    const scanned = await scanFromCamera(api.acme, { badge: vcard(['FN:Overview Visitor', 'EMAIL:overview.visitor@example.com']) });
    expect(scanned.status).toBe(201);
    const after = await overview(await organiserToken(api, { eventId, role: 'organiser-staff' }));
    const acmeAfter = after.exhibitors.find((row) => row.id === api.acme.exhibitorId)!;
    expect(acmeAfter.leads.total).toBe(acme().leads.total + 1);
    expect(acmeAfter.leads.today).toBe(acme().leads.today + 1);
    expect(after.hall.leads).toBe(before.hall.leads + 1);
    expect(after.hall.today).toBe(before.hall.today + 1);
    // The hour it was captured in, on the event's clock (Kolkata's hours start at half past).
    const capturedAt = new Date(scanned.body.data.lead.createdAt as string);
    const hour = after.hall.byHour.find((row) => {
      const start = Date.parse(row.hour);
      return start <= capturedAt.getTime() && capturedAt.getTime() < start + 3_600_000;
    });
    expect(hour).toBeDefined();
    expect(new Date(hour!.hour).getUTCMinutes()).toBe(30);
    const hourBefore = before.hall.byHour.find((row) => row.hour === hour!.hour)?.leads ?? 0;
    expect(hour!.leads).toBe(hourBefore + 1);
  });

  it('shows an organiser of another event none of this event, and this event’s organiser none of theirs', async () => {
    const demoEventId = await defaultEventId(api.url);
    const [other] = await api.db.insert(events).values({ domain: `overview-${kind}.example`, title: 'Other Expo', timezone: 'Europe/Berlin' }).returning();
    const [theirs] = await api.db.insert(exhibitors).values({ eventId: other!.id, name: 'Other Exhibitor', boothNumber: 'Z-1' }).returning();
    await api.db.insert(leads).values({ exhibitorId: theirs!.id, fullName: 'Their lead' });

    const otherView = await overview(await organiserToken(api, { eventId: other!.id }));
    expect(otherView.exhibitors.map((row) => row.name)).toEqual(['Other Exhibitor']);
    expect(otherView.hall.leads).toBe(1);
    expect(otherView.timeZone).toBe('Europe/Berlin');

    const demoView = await overview(await organiserToken(api, { eventId: demoEventId }));
    const ids = demoView.exhibitors.map((row) => row.id);
    expect(ids).not.toContain(theirs!.id);
    expect(ids).toEqual(expect.arrayContaining([api.acme.exhibitorId, api.borealis.exhibitorId]));
  });

  // Found by the contract fuzz: an organiser's own change was the newest entry, its category was not
  // in the documented list, and the answer failed its schema (500).
  it('shows an organiser’s change as the exhibitor’s last activity', async () => {
    await recordOrganiserActivity(api.db, { exhibitorId: api.borealis.exhibitorId, organiserName: 'Fuzz Organiser' }, { action: 'registration.decide', summary: 'Approved a registration' });
    const view = await overview(await organiserToken(api, { eventId: await defaultEventId(api.url), role: 'organiser-staff' }));
    const borealis = view.exhibitors.find((row) => row.id === api.borealis.exhibitorId) as unknown as { lastActivity: { category: string } };
    expect(borealis.lastActivity.category).toBe('organiser');
  });

  it('refuses callers who are not the event’s organisers', async () => {
    expect((await callApi(api.url, 'GET', '/api/organiser/overview')).status).toBe(401);
    // An exhibitor's token never opens the console.
    expect((await api.acme.call('GET', '/api/organiser/overview')).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/organiser/overview', { token: 'not-a-token' })).status).toBe(401);
  });
});
