import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-server.ts';
import { apiCall, countRows, type ExhibitorClient, signInExhibitor, snapshotTables } from '../testing/exhibitor-api.ts';

let server: TestServer;
let acme: ExhibitorClient;
let borealis: ExhibitorClient;

beforeAll(async () => {
  server = await startTestServer();
  acme = await signInExhibitor(server.url, '9876543210');
  borealis = await signInExhibitor(server.url, '9123456780');
});

afterAll(async () => {
  await server?.close();
});

const scoped = (exhibitorId: string) => `exhibitor_id = '${exhibitorId}'`;

describe('POST /api/create-sample-data', () => {
  it('adds sample records to the signed-in exhibitor only, each call another set', async () => {
    const leadsBefore = await countRows(server.db, 'leads', scoped(acme.exhibitorId));
    const productsBefore = await countRows(server.db, 'products', scoped(acme.exhibitorId));
    const membersBefore = await countRows(server.db, 'team_members', scoped(acme.exhibitorId));
    const other = await snapshotTables(server.db, ['leads', 'products', 'team_members']).then((s) =>
      Object.values(s).flat().filter((row) => (row as { exhibitor_id: string }).exhibitor_id === borealis.exhibitorId),
    );

    const { status, body } = await acme.call('POST', '/create-sample-data');
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Sample data created successfully! Refresh the page to see the data.');
    expect(body.data.leads).toBeGreaterThan(0);
    expect(await countRows(server.db, 'leads', scoped(acme.exhibitorId))).toBe(leadsBefore + body.data.leads);
    expect(await countRows(server.db, 'products', scoped(acme.exhibitorId))).toBe(productsBefore + body.data.products);
    expect(await countRows(server.db, 'team_members', scoped(acme.exhibitorId))).toBe(membersBefore + body.data.teamMembers);

    const again = await acme.call('POST', '/create-sample-data');
    expect(again.status).toBe(201);
    expect(await countRows(server.db, 'leads', scoped(acme.exhibitorId))).toBe(leadsBefore + 2 * body.data.leads);
    const leadPage = await acme.call('GET', '/leads');
    expect(leadPage.body.data).toHaveLength(leadsBefore + 2 * body.data.leads);

    const otherAfter = await snapshotTables(server.db, ['leads', 'products', 'team_members']).then((s) =>
      Object.values(s).flat().filter((row) => (row as { exhibitor_id: string }).exhibitor_id === borealis.exhibitorId),
    );
    expect(otherAfter).toEqual(other);
  });

  it('answers 401 without a token and adds nothing', async () => {
    const before = await snapshotTables(server.db, ['leads', 'products', 'team_members']);
    const { status, body } = await apiCall(server.url, null, 'POST', '/create-sample-data');
    expect(status).toBe(401);
    expect(body.message).toBe('Unauthorized');
    expect(await snapshotTables(server.db, ['leads', 'products', 'team_members'])).toEqual(before);
  });
});
