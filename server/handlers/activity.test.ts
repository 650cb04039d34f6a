import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog } from '../db/schema/all-tables.ts';
import type { ActivityCategory } from '../activity/record.ts';
import { signIn } from '../testing/sign-in.ts';
import { dbKinds, freshMobile, registerNewExhibitor, unknownId, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { UNKNOWN_CURSOR_MESSAGE } from './activity-handlers.ts';

interface Entry {
  id: string;
  at: string;
  actor: { userId: string | null; name: string };
  category: ActivityCategory;
  action: string;
  summary: string;
  subjectId: string | null;
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
  actors: Array<{ userId: string; name: string }>;
}

describe.each(dbKinds)('activity log on %s', (kind) => {
  const api = useSeededApi(kind);

  const list = async (who: { token: string }, query = '') => {
    const answer = await api.call('GET', `/api/activity${query}`, { token: who.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Page;
  };

  /** A company with an empty log, so a test knows every entry in it. */
  const freshCompany = () => registerNewExhibitor(api.url, freshMobile());

  /** Entries written straight to the table, `at` seconds after a fixed instant, oldest first. */
  const seed = async (company: SignedInExhibitor, rows: Array<{ at: number; category: ActivityCategory; actor?: { userId: string | null; name: string } }>) => {
    const base = Date.parse('2026-01-10T09:00:00.000Z');
    return api.db
      .insert(activityLog)
      .values(
        rows.map((row, index) => ({
          exhibitorId: company.exhibitorId,
          actorUserId: row.actor ? row.actor.userId : company.user._id,
          actorName: row.actor ? row.actor.name : 'Nina Empty',
          category: row.category,
          action: `${row.category}.test`,
          summary: `Entry ${index}`,
          createdAt: new Date(base + row.at * 1000),
        })),
      )
      .returning({ id: activityLog.id });
  };

  /** Every page of a listing, following nextCursor. */
  const allPages = async (who: { token: string }, query: string) => {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(who, `?${query}${cursor ? `&before=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  };

  it('records a profile save with the changed fields and shows it to the company, newest first, with the actor', async () => {
    const before = await list(api.acme);
    const saved = await api.acme.call('GET', '/api/company-profile');
    const profile = saved.body.data;
    const put = await api.acme.call('PUT', '/api/company-profile', {
      name: `${profile.name} Ltd`,
      website: 'https://acme-robotics.example/new',
      industry: profile.industry,
    });
    expect(put.status).toBe(200);
    const after = await list(api.acme);
    expect(after.entries[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { userId: api.acme.user._id, name: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}` },
      category: 'company',
      action: 'company.update',
      summary: 'Updated the company profile: name, website',
      subjectId: api.acme.exhibitorId,
    });
    expect(after.entries.slice(1)).toEqual(before.entries.slice(0, after.entries.length - 1));
    expect(after.actors).toContainEqual({ userId: api.acme.user._id, name: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}` });
    // Another company never sees it.
    const borealis = await list(api.borealis);
    expect(borealis.entries.map((e) => e.id)).not.toContain(after.entries[0]!.id);
    expect(borealis.actors.map((a) => a.userId)).not.toContain(api.acme.user._id);
  });

  it('records nothing for a save that changes nothing', async () => {
    const company = await freshCompany();
    const profile = (await company.call('GET', '/api/company-profile')).body.data;
    expect((await company.call('PUT', '/api/company-profile', { name: profile.name })).status).toBe(200);
    expect((await list(company)).entries).toEqual([]);
    expect((await company.call('PUT', '/api/company-profile', { name: profile.name, city: 'Pune' })).status).toBe(200);
    const page = await list(company);
    expect(page.entries.map((e) => e.summary)).toEqual(['Updated the company profile: city']);
    expect(page.actors).toEqual([{ userId: company.user._id, name: 'Nina Empty' }]);
  });

  it('records sample data as an import of leads', async () => {
    const company = await freshCompany();
    expect((await company.call('POST', '/api/create-sample-data')).status).toBe(201);
    const page = await list(company);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      category: 'import',
      action: 'sample.create',
      summary: 'Added sample data: 5 leads, 3 products, 1 team member',
      actor: { userId: company.user._id, name: 'Nina Empty' },
    });
  });

  it('pages newest first by time then id, each entry exactly once, the last page without a cursor', async () => {
    const company = await freshCompany();
    // Four entries share one instant: the id decides their order, and a page may end among them.
    const ids = (await seed(company, [0, 1, 2, 2, 2, 2, 3, 4].map((at) => ({ at, category: 'leads' as const })))).map((r) => r.id);
    const expected = [...ids.keys()]
      .sort((a, b) => {
        const at = [0, 1, 2, 2, 2, 2, 3, 4];
        return at[b]! - at[a]! || (ids[b]! > ids[a]! ? 1 : -1);
      })
      .map((index) => ids[index]);
    const pages = await allPages(company, 'limit=3');
    expect(pages.map((p) => p.entries.length)).toEqual([3, 3, 2]);
    expect(pages.flatMap((p) => p.entries.map((e) => e.id))).toEqual(expected);
    expect(pages.map((p) => p.nextCursor)).toEqual([pages[0]!.entries[2]!.id, pages[1]!.entries[2]!.id, null]);
    // A page that ends exactly at the last entry has no next page.
    const exact = await allPages(company, 'limit=4');
    expect(exact.map((p) => p.entries.length)).toEqual([4, 4]);
    expect(exact[1]!.nextCursor).toBeNull();
    const whole = await list(company, '?limit=8');
    expect(whole.entries.map((e) => e.id)).toEqual(expected);
    expect(whole.nextCursor).toBeNull();
    // Entries written after the first page do not shift the next one.
    const first = await list(company, '?limit=3');
    await seed(company, [{ at: 10, category: 'team' }]);
    const second = await list(company, `?limit=3&before=${first.nextCursor}`);
    expect(second.entries.map((e) => e.id)).toEqual(expected.slice(3, 6));
  });

  it('answers 50 entries by default and at most 200, and refuses a limit outside 1..200', async () => {
    const company = await freshCompany();
    await seed(company, Array.from({ length: 205 }, (_, at) => ({ at, category: 'leads' as const })));
    const first = await list(company);
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toBe(first.entries[49]!.id);
    expect((await list(company, '?limit=200')).entries).toHaveLength(200);
    for (const limit of ['0', '201', 'ten']) {
      const answer = await company.call('GET', `/api/activity?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });

  it('narrows by person and by kind, together and through pages, and lists each person once by their latest name', async () => {
    const company = await freshCompany();
    const ravi = { userId: api.acme.user._id, name: 'Ravi Old Name' };
    await seed(company, [
      { at: 0, category: 'team' },
      { at: 1, category: 'leads', actor: ravi },
      { at: 2, category: 'leads' },
      { at: 3, category: 'export', actor: { ...ravi, name: 'Ravi Kumar' } },
      { at: 4, category: 'leads', actor: { ...ravi, name: 'Ravi Kumar' } },
      { at: 5, category: 'import', actor: { userId: null, name: 'Removed Person' } },
    ]);
    const byRavi = await list(company, `?actor=${ravi.userId}`);
    expect(byRavi.entries.map((e) => e.summary)).toEqual(['Entry 4', 'Entry 3', 'Entry 1']);
    const leads = await list(company, '?category=leads');
    expect(leads.entries.map((e) => e.summary)).toEqual(['Entry 4', 'Entry 2', 'Entry 1']);
    const both = await allPages(company, `actor=${ravi.userId}&category=leads&limit=1`);
    expect(both.flatMap((p) => p.entries.map((e) => e.summary))).toEqual(['Entry 4', 'Entry 1']);
    expect((await list(company, `?actor=${unknownId}`)).entries).toEqual([]);
    const all = await list(company);
    expect(all.entries[0]!.actor).toEqual({ userId: null, name: 'Removed Person' });
    // The filters do not narrow the people offered, and a person without an account cannot be picked.
    expect(leads.actors).toEqual(all.actors);
    expect(all.actors).toEqual([
      { userId: company.user._id, name: 'Nina Empty' },
      { userId: ravi.userId, name: 'Ravi Kumar' },
    ]);
    expect((await company.call('GET', '/api/activity?category=billing')).status).toBe(400);
    expect((await company.call('GET', '/api/activity?actor=nope')).status).toBe(400);
  });

  it("never shows another company's entries, even by its cursor or its people", async () => {
    const mine = await freshCompany();
    const theirs = await freshCompany();
    await seed(mine, [{ at: 0, category: 'leads' }]);
    const [theirEntry] = await seed(theirs, [{ at: 1, category: 'leads' }, { at: 2, category: 'team' }]);
    const page = await list(mine);
    expect(page.entries.map((e) => e.summary)).toEqual(['Entry 0']);
    expect((await list(mine, `?actor=${theirs.user._id}`)).entries).toEqual([]);
    const byCursor = await mine.call('GET', `/api/activity?before=${theirEntry!.id}`);
    expect(byCursor.status).toBe(400);
    expect(byCursor.body.message).toBe(UNKNOWN_CURSOR_MESSAGE);
    expect((await mine.call('GET', `/api/activity?before=${unknownId}`)).status).toBe(400);
  });

  it.each([
    ['booth staff', DEMO_TEAM[1].authenticationId],
    ['a lead scanner', DEMO_TEAM[2].authenticationId],
  ])('refuses %s with 403', async (_label, mobile) => {
    const member = await signIn(api.url, { mobile });
    const answer = await api.call('GET', '/api/activity', { token: member.token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('lets another admin of the company read it, and answers 401 without a token', async () => {
    const admin = await signIn(api.url, { mobile: DEMO_TEAM[0].authenticationId });
    expect((await list(admin)).entries.map((e) => e.id)).toEqual((await list(api.acme)).entries.map((e) => e.id));
    expect((await api.call('GET', '/api/activity')).status).toBe(401);
  });
});
