import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { leads, leadTouches, ticketAllocations, tickets, users } from '../db/schema/all-tables.ts';
import { eq } from 'drizzle-orm';
import { registerNewExhibitor, useSeededApi } from '../testing/api-test-kit.ts';
import { EMPTY_DASHBOARD } from '../testing/empty-dashboard.ts';

const api = useSeededApi();

async function addAllocation(exhibitorId: string, ticketType: string, allocatedCount: number): Promise<string> {
  const [row] = await api.db
    .insert(ticketAllocations)
    .values({ exhibitorId, ticketType, allocatedCount })
    .returning({ id: ticketAllocations.id });
  return row!.id;
}

/** Leads created on today's date in the event's zone, counted by PostgreSQL itself. */
async function leadsTodayInEventZone(exhibitorId: string): Promise<number> {
  const result = await api.db.execute(sql`
    select count(*)::int as n from leads l
    join exhibitors x on x.id = l.exhibitor_id
    join events e on e.id = x.event_id
    where l.exhibitor_id = ${exhibitorId}
      and (l.created_at at time zone e.timezone)::date = (now() at time zone e.timezone)::date`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('GET /api/dashboard/analytics', () => {
  it('computes the demo company figures from its rows', async () => {
    const { status, body } = await api.acme.call('GET', '/api/dashboard/analytics');
    expect(status).toBe(200);
    const data = body.data;
    // 12 demo leads: 4 high; 5 booth scans; 5 networking/referral; 3 new and 1 lost.
    expect(data).toMatchObject({
      totalLeads: 12,
      highInterestLeads: 4,
      boothVisits: 5,
      totalConnections: 5,
      conversionRate: 67,
      // Used: 3 referral registrations on passes (of 4: the rejected one gave its place back) and 6
      // guest tickets (7 issued, 1 cancelled). Allocated: 6 + 3 passes and 50 + 10 guest tickets.
      ticketsIssued: 9,
      totalTickets: 69,
      ticketStats: { issued: 9, totalTickets: 69 },
    });
    expect(data.connectionsToday).toBe(await leadsTodayInEventZone(api.acme.exhibitorId));
    expect(data.recentLeads).toHaveLength(5);
    expect(data.recentLeads[0]).toMatchObject({
      name: 'Priya Nair',
      email: 'priya.nair@freshmart.example',
      company: 'FreshMart Retail',
      jobTitle: 'Head of Operations',
      interest: 'high',
      source: 'booth_scan',
    });
    const leadPage = await api.acme.call('GET', '/api/leads');
    expect(data.recentLeads.map((l: { id: string }) => l.id)).toEqual(
      leadPage.body.data.slice(0, 5).map((l: { _id: string }) => l._id),
    );
  });

  it('follows inserted rows exactly', async () => {
    const fresh = await registerNewExhibitor(api.url, '9000011111');
    const empty = await fresh.call('GET', '/api/dashboard/analytics');
    expect(empty.body.data).toEqual(EMPTY_DASHBOARD);

    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * 24 * 3_600_000);
    await api.db.insert(leads).values([
      { exhibitorId: fresh.exhibitorId, fullName: 'A', priority: 'high', status: 'new', source: 'booth_scan', createdAt: new Date(now - 1000) },
      { exhibitorId: fresh.exhibitorId, fullName: 'B', priority: 'high', status: 'contacted', source: 'networking', createdAt: twoDaysAgo },
      { exhibitorId: fresh.exhibitorId, fullName: 'C', priority: 'low', status: 'Converted', source: 'referral', createdAt: twoDaysAgo },
      { exhibitorId: fresh.exhibitorId, fullName: 'D', priority: 'medium', status: 'lost', source: 'manual', createdAt: twoDaysAgo },
      { exhibitorId: fresh.exhibitorId, fullName: '', priority: 'medium', status: 'nurture', source: 'booth_scan', createdAt: new Date(twoDaysAgo.getTime() + 1000) },
      { exhibitorId: fresh.exhibitorId, fullName: 'F', priority: 'low', status: 'new', source: 'manual', createdAt: twoDaysAgo },
    ]);
    const allocationId = await addAllocation(fresh.exhibitorId, 'Visitor', 8);
    await api.db.insert(tickets).values([
      { eventId: fresh.eventId, exhibitorId: fresh.exhibitorId, allocationId, guestName: 'G1', ticketCode: 'T-DASH-1', ticketType: 'Visitor' },
      { eventId: fresh.eventId, exhibitorId: fresh.exhibitorId, allocationId, guestName: 'G2', ticketCode: 'T-DASH-2', ticketType: 'Visitor', status: 'used' },
      { eventId: fresh.eventId, exhibitorId: fresh.exhibitorId, allocationId, guestName: 'G3', ticketCode: 'T-DASH-3', ticketType: 'Visitor', status: 'cancelled' },
    ]);

    const { body } = await fresh.call('GET', '/api/dashboard/analytics');
    expect(body.data).toMatchObject({
      totalLeads: 6,
      connectionsToday: 1,
      highInterestLeads: 2,
      boothVisits: 2,
      totalConnections: 2,
      // contacted, Converted, nurture are taken forward; new ×2 and lost are not: 3 of 6.
      conversionRate: 50,
      ticketsIssued: 2,
      totalTickets: 8,
      ticketStats: { issued: 2, totalTickets: 8 },
    });
    expect(body.data.recentLeads.map((l: { name: string }) => l.name)).toHaveLength(5);
    expect(body.data.recentLeads[0].name).toBe('A');
    // A nameless lead shows as "Unknown", like on the lead page.
    expect(body.data.recentLeads[1].name).toBe('Unknown');
  });

  it('counts badge scans (every touch) by member and by hour, a removed account as a former member', async () => {
    const fresh = await registerNewExhibitor(api.url, '9000011112');
    const colleague = await registerNewExhibitor(api.url, '9000011113');
    const [me] = await api.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, fresh.user._id));
    const [scanned, other] = await api.db
      .insert(leads)
      .values([
        { exhibitorId: fresh.exhibitorId, fullName: 'Scanned', source: 'booth_scan' },
        { exhibitorId: colleague.exhibitorId, fullName: 'Not theirs', source: 'booth_scan' },
      ])
      .returning({ id: leads.id });
    const now = Date.now();
    const hourStart = (at: number) => new Date(Math.floor(at / 3_600_000) * 3_600_000).toISOString();
    const twoDaysAgo = now - 2 * 24 * 3_600_000;
    await api.db.insert(leadTouches).values([
      { leadId: scanned!.id, userId: fresh.user._id, at: new Date(now - 1000) },
      { leadId: scanned!.id, userId: fresh.user._id, at: new Date(twoDaysAgo) },
      { leadId: scanned!.id, userId: null, at: new Date(twoDaysAgo) },
      // Another company's scan by this member's account is not this company's figure.
      { leadId: other!.id, userId: fresh.user._id, at: new Date(now - 1000) },
    ]);
    const { body } = await fresh.call('GET', '/api/dashboard/analytics');
    expect(body.data.boothVisits).toBe(1);
    expect(body.data.boothScans).toEqual({
      total: 3,
      today: 1,
      byMember: [
        { userId: fresh.user._id, name: `${me!.firstName} ${me!.lastName}`.trim(), scans: 2 },
        { userId: null, name: 'Former member', scans: 1 },
      ],
      byHour: [
        { hour: hourStart(twoDaysAgo), scans: 2 },
        { hour: hourStart(now - 1000), scans: 1 },
      ],
    });
  });

  it('shows each company only its own figures', async () => {
    const { body } = await api.borealis.call('GET', '/api/dashboard/analytics');
    expect(body.data).toMatchObject({
      totalLeads: 3,
      highInterestLeads: 1,
      boothVisits: 3,
      totalConnections: 0,
      conversionRate: 0,
      // Erik's registration uses one of the 4 Gold passes; 20 guest tickets allocated, none issued.
      ticketsIssued: 1,
      totalTickets: 24,
    });
    expect(body.data.recentLeads.every((l: { name: string }) => l.name.startsWith('Borealis Visitor'))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await api.call('GET', '/api/dashboard/analytics');
    expect(status).toBe(401);
    expect(body.message).toBe('Unauthorized');
  });
});

describe('GET /api/tickets/by-type', () => {
  it('keys passes by category and guest tickets by type', async () => {
    const { status, body } = await api.acme.call('GET', '/api/tickets/by-type');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      // Four registrations on Gold, one of them rejected: its place is free again, as on the pass card.
      'Gold Exhibitor': { allocated: 6, issued: 3, available: 3 },
      'Silver Exhibitor': { allocated: 3, issued: 0, available: 3 },
      'Business Visitor': { allocated: 50, issued: 4, available: 46 },
      'VIP Delegate': { allocated: 10, issued: 2, available: 8 },
    });
    const other = await api.borealis.call('GET', '/api/tickets/by-type');
    expect(other.body.data).toEqual({
      'Gold Exhibitor': { allocated: 4, issued: 1, available: 3 },
      'Business Visitor': { allocated: 20, issued: 0, available: 20 },
    });
  });

  it('never shows a negative availability and is empty for a new company', async () => {
    const fresh = await registerNewExhibitor(api.url, '9000022222');
    expect((await fresh.call('GET', '/api/tickets/by-type')).body.data).toEqual({});
    const allocationId = await addAllocation(fresh.exhibitorId, 'Press', 1);
    await api.db.insert(tickets).values([
      { eventId: fresh.eventId, exhibitorId: fresh.exhibitorId, allocationId, guestName: 'G1', ticketCode: 'T-OVER-1', ticketType: 'Press' },
      { eventId: fresh.eventId, exhibitorId: fresh.exhibitorId, allocationId, guestName: 'G2', ticketCode: 'T-OVER-2', ticketType: 'Press' },
    ]);
    expect((await fresh.call('GET', '/api/tickets/by-type')).body.data).toEqual({
      Press: { allocated: 1, issued: 2, available: 0 },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('GET', '/api/tickets/by-type')).status).toBe(401);
  });
});
