import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_EVENT, DEMO_TEAM } from '../demo/demo-data.ts';
import { events, leads } from '../db/schema/all-tables.ts';
import { addDays, FOLLOW_UP_MESSAGES } from '../../src/rules/lead-follow-up-rules.ts';
import { eventDay, unknownZoneNote } from '../../src/rules/event-time.ts';
import { dbKinds, signInExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// The follow-up handlers read "today" in the zone the event in the database has: dates before it
// are refused, the due list is due by it and says which zone it was read in. The edges of the rule
// with a fixed clock are server/leads/follow-up-day.test.ts; here the real clock, and two zones far
// enough from UTC (UTC+14 and UTC-12) that at any hour one of them is on another day than UTC, so a
// handler reading the UTC day fails one of these tests whenever it runs.

const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Etc/GMT+12';
const utcDay = () => new Date().toISOString().slice(0, 10);

describe.each(dbKinds)('follow-ups in the event’s zone on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;

  const setZone = (timezone: string) => api.db.update(events).set({ timezone }).where(eq(events.id, api.acme.eventId));
  const newLead = async (who: SignedInExhibitor, fullName: string) => (await who.call('POST', '/api/leads', { person: { fullName } })).body.data._id as string;
  const followUp = (who: SignedInExhibitor, id: string, followUpDate: string) => who.call('POST', `/api/leads/${id}/follow-up`, { action: 'followUp', followUpDate });
  const due = async (who: SignedInExhibitor) => (await who.call('GET', '/api/leads/follow-ups-due?limit=50')).body.data;

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
  });
  afterEach(async () => {
    await setZone(DEMO_EVENT.timezone);
  });

  it.each(['America/Los_Angeles', 'Asia/Kolkata'])('an event in %s: today is its day, yesterday there is refused, the due list says its zone', async (zone) => {
    await setZone(zone);
    const today = eventDay(new Date(), zone);
    const id = await newLead(api.acme, `Zone ${zone}`);
    const past = await followUp(api.acme, id, addDays(today, -1));
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ path: '/followUpDate', message: FOLLOW_UP_MESSAGES.datePast }]);
    expect((await followUp(api.acme, id, today)).status).toBe(200);
    const list = await due(api.acme);
    expect(list).toMatchObject({ today, timeZone: zone, timeZoneNote: null });
    expect(list.leads).toContainEqual(expect.objectContaining({ _id: id, followUpDate: today, late: false }));
  });

  it('reads the day of whichever far zone is on another day than UTC right now', async () => {
    const zone = eventDay(new Date(), AHEAD) !== utcDay() ? AHEAD : BEHIND;
    await setZone(zone);
    const today = eventDay(new Date(), zone);
    const utc = utcDay();
    expect(today).not.toBe(utc);
    const id = await newLead(api.acme, 'Far Zone');
    if (today < utc) {
      // Behind UTC: the event's today is UTC's yesterday, and still a day to follow up on.
      expect((await followUp(api.acme, id, today)).status).toBe(200);
    } else {
      // Ahead of UTC: UTC's today is the event's yesterday, already past.
      expect((await followUp(api.acme, id, utc)).body.message).toBe(FOLLOW_UP_MESSAGES.datePast);
      expect((await followUp(api.acme, id, today)).status).toBe(200);
    }
    expect((await due(api.acme)).today).toBe(today);
  });

  it('falls back to UTC for a zone the server does not know, and says so', async () => {
    await setZone('Mars/Olympus_Mons');
    const list = await due(api.acme);
    expect(list).toMatchObject({ today: utcDay(), timeZone: 'UTC', timeZoneNote: unknownZoneNote('Mars/Olympus_Mons') });
  });

  it('lists each member only the leads they own, late ones marked', async () => {
    const today = eventDay(new Date(), DEMO_EVENT.timezone);
    const mine = await newLead(staff, 'Staff Due Today');
    const ownersLead = await newLead(api.acme, 'Owner Due Today');
    for (const [who, id] of [[staff, mine], [api.acme, ownersLead]] as const) expect((await followUp(who, id, today)).status).toBe(200);
    // A day already past: only a lead set before that day can have it.
    const overdue = await newLead(staff, 'Staff Overdue');
    await api.db.update(leads).set({ followUpDate: addDays(today, -2) }).where(eq(leads.id, overdue));
    const staffDue = await due(staff);
    expect(staffDue.leads.map((lead: { _id: string; late: boolean }) => [lead._id, lead.late])).toEqual([
      [overdue, true],
      [mine, false],
    ]);
    expect(staffDue.total).toBe(2);
    const ownerDue = (await due(api.acme)).leads.map((lead: { _id: string }) => lead._id);
    expect(ownerDue).toContain(ownersLead);
    expect(ownerDue).not.toContain(mine);
  });
});
