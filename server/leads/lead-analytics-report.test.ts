import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { events } from '../db/schema/all-tables.ts';
import { eventDay } from '../../src/rules/event-time.ts';
import { signInExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// GET /leads/analytics against the lead list the same caller reads: every figure is what GET /leads
// shows that caller, so a lead scanner's figures are of their own leads only, and the owner's of
// the whole company. The trend runs over the show's days in the event's zone.

interface ListedLead {
  priority: string;
  status: string;
  source: string;
  createdAt: string;
  rating: number | null;
  capture: { kind: string };
  capturedBy: { userId: string; name: string } | null;
  owner: { userId: string; name: string } | null;
}

const tallyOf = (keys: ReadonlyArray<string | number | null>) => {
  const counts = new Map<string | number | null, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};
const asMap = <K extends string>(rows: ReadonlyArray<Record<K, unknown> & { count: number }>, key: K) =>
  new Map(rows.filter((row) => row.count > 0).map((row) => [row[key], row.count]));

/** The figures GET /leads/analytics must give for the leads a caller lists. */
function expectFiguresOf(figures: Record<string, unknown> & { total: number }, listed: ReadonlyArray<ListedLead>) {
  expect(figures.total).toBe(listed.length);
  const f = figures as unknown as {
    byPriority: Array<{ key: string; count: number }>;
    byStatus: Array<{ key: string; count: number }>;
    bySource: Array<{ key: string; count: number }>;
    byCapture: Array<{ key: string; count: number }>;
    byMember: Array<{ userId: string | null; name: string; count: number }>;
    byOwner: Array<{ userId: string | null; name: string; count: number }>;
    byRating: Array<{ rating: number | null; count: number }>;
    trend: { days: Array<{ day: string; count: number }>; beforeShow: number; afterShow: number };
  };
  expect(f.byPriority.map((row) => row.key)).toEqual(['high', 'medium', 'low']);
  expect(asMap(f.byPriority, 'key')).toEqual(tallyOf(listed.map((lead) => lead.priority)));
  expect(asMap(f.byStatus, 'key')).toEqual(tallyOf(listed.map((lead) => lead.status)));
  expect(asMap(f.bySource, 'key')).toEqual(tallyOf(listed.map((lead) => lead.source)));
  expect(asMap(f.byCapture, 'key')).toEqual(tallyOf(listed.map((lead) => lead.capture.kind)));
  expect(asMap(f.byMember, 'userId')).toEqual(tallyOf(listed.map((lead) => lead.capturedBy?.userId ?? null)));
  expect(asMap(f.byOwner, 'userId')).toEqual(tallyOf(listed.map((lead) => lead.owner?.userId ?? null)));
  for (const row of f.byOwner) {
    const named = listed.find((lead) => (lead.owner?.userId ?? null) === row.userId)?.owner?.name ?? '';
    expect(row.name).toBe(named);
  }
  expect(f.byRating.map((row) => row.rating)).toEqual([5, 4, 3, 2, 1, null]);
  expect(asMap(f.byRating, 'rating')).toEqual(tallyOf(listed.map((lead) => lead.rating)));
  // Most first, so the view draws them in order.
  for (const list of [f.byStatus, f.bySource, f.byCapture, f.byMember, f.byOwner]) {
    expect(list.map((row) => row.count)).toEqual([...list.map((row) => row.count)].sort((a, b) => b - a));
  }
  expect(f.trend.days.reduce((sum, day) => sum + day.count, 0) + f.trend.beforeShow + f.trend.afterShow).toBe(listed.length);
}

describe('lead analytics', () => {
  const api = useSeededApi('pglite');
  let scanner: SignedInExhibitor;

  beforeAll(async () => {
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    // The show is today and the next two days, in Kolkata.
    const now = Date.now();
    await api.db
      .update(events)
      .set({ startDate: new Date(now), endDate: new Date(now + 2 * 86_400_000), timezone: 'Asia/Kolkata' })
      .where(eq(events.id, api.acme.user.eventId));
    for (const body of [
      { priority: 'high', status: 'call-scheduled', rating: 5, person: { fullName: 'Ana Lopez' } },
      { priority: 'low', rating: 2, person: { fullName: 'Ben Okafor' } },
    ]) {
      expect((await api.acme.call('POST', '/api/leads', body)).status).toBe(201);
    }
    expect((await scanner.call('POST', '/api/leads', { priority: 'medium', rating: 4, person: { fullName: 'Scanned Visitor' } })).status).toBe(201);
  });

  it('gives the owner the figures of every lead of the company, by each thing a lead carries', async () => {
    const listed = (await api.acme.call('GET', '/api/leads')).body.data as ListedLead[];
    const answer = await api.acme.call('GET', '/api/leads/analytics');
    expect(answer.status).toBe(200);
    expectFiguresOf(answer.body.data, listed);
    expect(answer.body.data.byMember.map((row: { name: string }) => row.name)).toContain(DEMO_TEAM[2].fullName);
  });

  it('gives a lead scanner the figures of their own leads only', async () => {
    const mine = (await scanner.call('GET', '/api/leads')).body.data as ListedLead[];
    const company = (await api.acme.call('GET', '/api/leads')).body.data as ListedLead[];
    expect(mine.length).toBeLessThan(company.length);
    const answer = await scanner.call('GET', '/api/leads/analytics');
    expect(answer.status).toBe(200);
    expectFiguresOf(answer.body.data, mine);
    expect(answer.body.data.byOwner).toEqual([{ userId: scanner.user._id, name: DEMO_TEAM[2].fullName, count: mine.length }]);
  });

  it('counts the show’s days in the event’s zone, each day even without leads, and the leads before it apart', async () => {
    const listed = (await api.acme.call('GET', '/api/leads')).body.data as ListedLead[];
    const { trend } = (await api.acme.call('GET', '/api/leads/analytics')).body.data;
    const today = eventDay(new Date(), 'Asia/Kolkata');
    expect(trend.timeZone).toBe('Asia/Kolkata');
    expect(trend.days).toHaveLength(3);
    expect(trend.days[0].day).toBe(today);
    expect(trend.days[0].count).toBe(listed.filter((lead) => eventDay(new Date(lead.createdAt), 'Asia/Kolkata') === today).length);
    expect(trend.days.slice(1).map((day: { count: number }) => day.count)).toEqual([0, 0]);
    expect(trend.beforeShow).toBe(listed.filter((lead) => eventDay(new Date(lead.createdAt), 'Asia/Kolkata') < today).length);
    expect(trend.afterShow).toBe(0);
  });
});
