import { describe, expect, it } from 'vitest';
import { leads, products, teamMembers } from '../db/schema/all-tables.ts';
import { countRows, snapshot, useSeededApi } from '../testing/api-test-kit.ts';

const api = useSeededApi();

const scoped = (exhibitorId: string) => `exhibitor_id = '${exhibitorId}'`;
const written = [leads, products, teamMembers];

describe('POST /api/create-sample-data', () => {
  it('adds sample records to the signed-in exhibitor only, each call another set', async () => {
    const leadsBefore = await countRows(api.db, leads, scoped(api.acme.exhibitorId));
    const productsBefore = await countRows(api.db, products, scoped(api.acme.exhibitorId));
    const membersBefore = await countRows(api.db, teamMembers, scoped(api.acme.exhibitorId));
    const other = await snapshot(api.db, written).then((s) =>
      s.flat().filter((row) => (row as { exhibitorId: string }).exhibitorId === api.borealis.exhibitorId),
    );

    const { status, body } = await api.acme.call('POST', '/api/create-sample-data');
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Sample data created successfully! Refresh the page to see the data.');
    expect(body.data.leads).toBeGreaterThan(0);
    expect(await countRows(api.db, leads, scoped(api.acme.exhibitorId))).toBe(leadsBefore + body.data.leads);
    expect(await countRows(api.db, products, scoped(api.acme.exhibitorId))).toBe(productsBefore + body.data.products);
    expect(await countRows(api.db, teamMembers, scoped(api.acme.exhibitorId))).toBe(membersBefore + body.data.teamMembers);

    const again = await api.acme.call('POST', '/api/create-sample-data');
    expect(again.status).toBe(201);
    expect(await countRows(api.db, leads, scoped(api.acme.exhibitorId))).toBe(leadsBefore + 2 * body.data.leads);
    const leadPage = await api.acme.call('GET', '/api/leads');
    expect(leadPage.body.data).toHaveLength(leadsBefore + 2 * body.data.leads);
    // The member who asked for them added them, and follows them up.
    const samples = leadPage.body.data.filter((lead: { user: { fullName: string } }) => lead.user.fullName.startsWith('Sample Lead:'));
    const asha = { userId: api.acme.user._id, name: 'Asha Rao' };
    expect(samples.map((lead: { owner: unknown; capturedBy: unknown }) => [lead.owner, lead.capturedBy])).toEqual(samples.map(() => [asha, asha]));

    const otherAfter = await snapshot(api.db, written).then((s) =>
      s.flat().filter((row) => (row as { exhibitorId: string }).exhibitorId === api.borealis.exhibitorId),
    );
    expect(otherAfter).toEqual(other);
  });

  it('answers 401 without a token and adds nothing', async () => {
    const before = await snapshot(api.db, written);
    const { status, body } = await api.call('POST', '/api/create-sample-data');
    expect(status).toBe(401);
    expect(body.message).toBe('Unauthorized');
    expect(await snapshot(api.db, written)).toEqual(before);
  });
});
