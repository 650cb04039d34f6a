import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';
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

const unchanged = () => snapshotTables(server.db, ['leads']);

async function leadOf(exhibitor: ExhibitorClient, index = 0): Promise<{ _id: string } & Record<string, unknown>> {
  const list = await exhibitor.call('GET', '/leads');
  return list.body.data[index];
}

describe('GET /api/leads', () => {
  it('lists only the exhibitor leads, newest first, with the person under user', async () => {
    const { status, body } = await acme.call('GET', '/leads');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(await countRows(server.db, 'leads', `exhibitor_id = '${acme.exhibitorId}'`));
    expect(body.data).toHaveLength(12);
    const times = body.data.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({
      priority: 'high',
      status: 'new',
      source: 'booth_scan',
      remarks: 'Wants a pilot of PickBot in two warehouses.',
      user: {
        fullName: 'Priya Nair',
        emailId: 'priya.nair@freshmart.example',
        companyName: 'FreshMart Retail',
        designation: 'Head of Operations',
        phone: '+91 9000000001',
      },
    });
    const other = await borealis.call('GET', '/leads');
    expect(other.body.data).toHaveLength(3);
    const acmeIds = new Set(body.data.map((l: { _id: string }) => l._id));
    expect(other.body.data.some((l: { _id: string }) => acmeIds.has(l._id))).toBe(false);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/leads'],
      ['GET', '/leads/recent'],
    ] as const) {
      const { status, body } = await apiCall(server.url, null, method, path);
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: 'Unauthorized' });
    }
    const before = await unchanged();
    const id = (await leadOf(acme))._id;
    expect((await apiCall(server.url, null, 'POST', '/leads', { person: { fullName: 'X' } })).status).toBe(401);
    expect((await apiCall(server.url, null, 'PUT', `/leads/${id}`, { status: 'x' })).status).toBe(401);
    expect((await apiCall(server.url, null, 'DELETE', `/leads/${id}`)).status).toBe(401);
    expect((await apiCall(server.url, 'not-a-real-token', 'DELETE', `/leads/${id}`)).status).toBe(401);
    expect(await unchanged()).toEqual(before);
  });
});

describe('GET /api/leads/recent', () => {
  it('gives the 5 newest leads in the lead shape', async () => {
    const all = await acme.call('GET', '/leads');
    const recent = await acme.call('GET', '/leads/recent');
    expect(recent.status).toBe(200);
    expect(recent.body.data).toEqual(all.body.data.slice(0, 5));
  });
});

describe('POST /api/leads', () => {
  it('creates a manual lead with defaults and shows it first', async () => {
    const { status, body } = await acme.call('POST', '/leads', {
      remarks: '  Met at the coffee stand. ',
      person: { fullName: 'Ada Lovelace', emailId: 'Ada@Engine.example', companyName: 'Analytical Engines', designation: '', phone: null },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Lead created',
      data: {
        priority: 'medium',
        status: 'new',
        source: 'manual',
        remarks: 'Met at the coffee stand.',
        user: {
          fullName: 'Ada Lovelace',
          emailId: 'ada@engine.example',
          companyName: 'Analytical Engines',
          designation: null,
          phone: null,
        },
      },
    });
    const [row] = await server.db.select().from(leads).where(eq(leads.id, body.data._id));
    expect(row?.exhibitorId).toBe(acme.exhibitorId);
    expect((await leadOf(acme))._id).toBe(body.data._id);
    expect((await borealis.call('GET', '/leads')).body.data.some((l: { _id: string }) => l._id === body.data._id)).toBe(false);
  });

  it('takes priority, status and every person field', async () => {
    const { status, body } = await borealis.call('POST', '/leads', {
      priority: 'high',
      status: 'contacted',
      remarks: null,
      person: { fullName: 'Grace Hopper', emailId: '', companyName: 'Navy', designation: 'Rear Admiral', phone: '+1 555 0100' },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      priority: 'high',
      status: 'contacted',
      remarks: null,
      user: { fullName: 'Grace Hopper', emailId: null, companyName: 'Navy', designation: 'Rear Admiral', phone: '+1 555 0100' },
    });
    await borealis.call('DELETE', `/leads/${body.data._id}`);
  });

  it('refuses bad bodies and stores nothing', async () => {
    const before = await unchanged();
    const bad: Array<[unknown, string]> = [
      [{}, 'person'],
      [{ person: {} }, 'fullName'],
      [{ person: { fullName: '' } }, 'fullName'],
      [{ person: { fullName: '   ' } }, 'blank'],
      [{ person: { fullName: 42 } }, 'fullName'],
      [{ priority: 'urgent', person: { fullName: 'A' } }, 'priority'],
      [{ status: '', person: { fullName: 'A' } }, 'status'],
      [{ person: { fullName: 'A', emailId: 'not-an-email' } }, 'emailId'],
      [{ person: { fullName: 'A' }, source: 'booth_scan' }, 'source'],
      [{ person: { fullName: 'A', age: 3 } }, 'age'],
      [{ person: { fullName: 'x'.repeat(201) } }, 'fullName'],
      [[{ person: { fullName: 'A' } }], 'object'],
    ];
    for (const [body, word] of bad) {
      const answer = await acme.call('POST', '/leads', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message.toLowerCase()).toContain(word.toLowerCase());
    }
    const notJson = await acme.call('POST', '/leads', '{"person":');
    expect(notJson.status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });
});

describe('PUT /api/leads/{id}', () => {
  it('changes only the fields present', async () => {
    const lead = await leadOf(acme, 1);
    const { status, body } = await acme.call('PUT', `/leads/${lead._id}`, {
      status: 'follow-up',
      remarks: 'Call on Monday.',
      person: { phone: '+91 9000000099' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Lead updated');
    expect(body.data).toMatchObject({
      _id: lead._id,
      priority: lead.priority,
      status: 'follow-up',
      remarks: 'Call on Monday.',
      source: lead.source,
      createdAt: lead.createdAt,
      user: { ...(lead.user as object), phone: '+91 9000000099' },
    });
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(lead.updatedAt as string));

    const again = await acme.call('PUT', `/leads/${lead._id}`, { priority: 'low', person: { designation: null } });
    expect(again.body.data).toMatchObject({ priority: 'low', status: 'follow-up', user: { designation: null } });

    const nothing = await acme.call('PUT', `/leads/${lead._id}`, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual(again.body.data);
  });

  it('answers 404 for another exhibitor lead or an unknown id, and changes nothing', async () => {
    const foreign = await leadOf(borealis);
    const before = await unchanged();
    const answer = await acme.call('PUT', `/leads/${foreign._id}`, { status: 'stolen' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Lead not found' });
    const unknown = await acme.call('PUT', '/leads/00000000-0000-4000-8000-000000000000', { status: 'x' });
    expect(unknown.status).toBe(404);
    const malformed = await acme.call('PUT', '/leads/not-a-uuid', { status: 'x' });
    expect(malformed.status).toBe(400);
    const badBody = await acme.call('PUT', `/leads/${(await leadOf(acme))._id}`, { priority: 5 });
    expect(badBody.status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });
});

describe('DELETE /api/leads/{id}', () => {
  it('deletes an own lead once', async () => {
    const created = await acme.call('POST', '/leads', { person: { fullName: 'Short Lived' } });
    const id = created.body.data._id;
    const first = await acme.call('DELETE', `/leads/${id}`);
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Lead deleted' } });
    expect(await countRows(server.db, 'leads', `id = '${id}'`)).toBe(0);
    const second = await acme.call('DELETE', `/leads/${id}`);
    expect(second.status).toBe(404);
  });

  it('answers 404 for another exhibitor lead and keeps it', async () => {
    const foreign = await leadOf(borealis);
    const before = await unchanged();
    const answer = await acme.call('DELETE', `/leads/${foreign._id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Lead not found');
    expect((await acme.call('DELETE', '/leads/12345')).status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });
});

describe('many leads', () => {
  it('lists 1,000+ leads in one quick answer', async () => {
    const fresh = borealis;
    const start = Date.now() - 10_000_000;
    await server.db.insert(leads).values(
      Array.from({ length: 1000 }, (_, i) => ({
        exhibitorId: fresh.exhibitorId,
        fullName: `Bulk Lead ${i}`,
        priority: (['high', 'medium', 'low'] as const)[i % 3]!,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const began = performance.now();
    const { status, body } = await fresh.call('GET', '/leads');
    const took = performance.now() - began;
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1003);
    // The three seeded Borealis leads are newer than the bulk ones; then the bulk leads, newest first.
    expect(body.data[3].user.fullName).toBe('Bulk Lead 999');
    expect(body.data[1002].user.fullName).toBe('Bulk Lead 0');
    // Generous bound for a slow CI machine with response validation on; a query per lead would blow it.
    expect(took).toBeLessThan(3000);
  });
});
