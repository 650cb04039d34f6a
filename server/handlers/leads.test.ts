import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leadPersonErrors } from '../../src/rules/lead-rules.ts';
import { leads } from '../db/schema/all-tables.ts';
import { countRows, type SignedInExhibitor, snapshot, useSeededApi } from '../testing/api-test-kit.ts';

const api = useSeededApi();

const unchanged = () => snapshot(api.db, leads);

async function leadOf(exhibitor: SignedInExhibitor, index = 0): Promise<{ _id: string } & Record<string, unknown>> {
  const list = await exhibitor.call('GET', '/api/leads');
  return list.body.data[index];
}

describe('GET /api/leads', () => {
  it('lists only the exhibitor leads, newest first, with the person under user', async () => {
    const { status, body } = await api.acme.call('GET', '/api/leads');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(await countRows(api.db, leads, `exhibitor_id = '${api.acme.exhibitorId}'`));
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
    const other = await api.borealis.call('GET', '/api/leads');
    expect(other.body.data).toHaveLength(3);
    const acmeIds = new Set(body.data.map((l: { _id: string }) => l._id));
    expect(other.body.data.some((l: { _id: string }) => acmeIds.has(l._id))).toBe(false);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/leads'],
      ['GET', '/leads/recent'],
    ] as const) {
      const { status, body } = await api.call(method, `/api${path}`);
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: 'Unauthorized' });
    }
    const before = await unchanged();
    const id = (await leadOf(api.acme))._id;
    expect((await api.call('POST', '/api/leads', { json: { person: { fullName: 'X' } } })).status).toBe(401);
    expect((await api.call('PUT', `/api/leads/${id}`, { json: { status: 'x' } })).status).toBe(401);
    expect((await api.call('DELETE', `/api/leads/${id}`)).status).toBe(401);
    expect((await api.call('DELETE', `/api/leads/${id}`, { token: 'not-a-real-token' })).status).toBe(401);
    expect(await unchanged()).toEqual(before);
  });
});

describe('GET /api/leads/recent', () => {
  it('gives the 5 newest leads in the lead shape', async () => {
    const all = await api.acme.call('GET', '/api/leads');
    const recent = await api.acme.call('GET', '/api/leads/recent');
    expect(recent.status).toBe(200);
    expect(recent.body.data).toEqual(all.body.data.slice(0, 5));
  });
});

describe('POST /api/leads', () => {
  it('creates a manual lead with defaults and shows it first', async () => {
    const { status, body } = await api.acme.call('POST', '/api/leads', {
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
    const [row] = await api.db.select().from(leads).where(eq(leads.id, body.data._id));
    expect(row?.exhibitorId).toBe(api.acme.exhibitorId);
    expect((await leadOf(api.acme))._id).toBe(body.data._id);
    expect((await api.borealis.call('GET', '/api/leads')).body.data.some((l: { _id: string }) => l._id === body.data._id)).toBe(false);
  });

  it('takes priority, status and every person field', async () => {
    const { status, body } = await api.borealis.call('POST', '/api/leads', {
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
    await api.borealis.call('DELETE', `/api/leads/${body.data._id}`);
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
      const answer = await api.acme.call('POST', '/api/leads', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message.toLowerCase()).toContain(word.toLowerCase());
    }
    const notJson = await api.acme.call('POST', '/api/leads', '{"person":');
    expect(notJson.status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });

  it('refuses the people the lead dialog and the import refuse (src/rules/lead-rules.ts)', async () => {
    const before = await unchanged();
    const refused = [{ fullName: '   ', emailId: '' }, { fullName: 'Noor', emailId: 'noor@acme' }, { fullName: 'Noor', emailId: 'noor' }];
    for (const person of refused) {
      const fields = Object.keys(leadPersonErrors(person));
      expect(fields, JSON.stringify(person)).toHaveLength(1);
      const answer = await api.acme.call('POST', '/api/leads', { person });
      expect(answer.status, JSON.stringify(person)).toBe(400);
      expect(answer.body.errors.map((e: { path: string }) => e.path).join(' '), JSON.stringify(person)).toContain(fields[0]);
    }
    expect(await unchanged()).toEqual(before);
    const taken = { fullName: '  Noor Haddad ', emailId: 'noor@acme.example' };
    expect(leadPersonErrors(taken)).toEqual({});
    const created = await api.acme.call('POST', '/api/leads', { person: taken });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({ fullName: 'Noor Haddad', emailId: 'noor@acme.example' });
  });
});

describe('PUT /api/leads/{id}', () => {
  it('changes only the fields present', async () => {
    const lead = await leadOf(api.acme, 1);
    const { status, body } = await api.acme.call('PUT', `/api/leads/${lead._id}`, {
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

    const again = await api.acme.call('PUT', `/api/leads/${lead._id}`, { priority: 'low', person: { designation: null } });
    expect(again.body.data).toMatchObject({ priority: 'low', status: 'follow-up', user: { designation: null } });

    const nothing = await api.acme.call('PUT', `/api/leads/${lead._id}`, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual(again.body.data);
  });

  it('answers 404 for another exhibitor lead or an unknown id, and changes nothing', async () => {
    const foreign = await leadOf(api.borealis);
    const before = await unchanged();
    const answer = await api.acme.call('PUT', `/api/leads/${foreign._id}`, { status: 'stolen' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Lead not found' });
    const unknown = await api.acme.call('PUT', '/api/leads/00000000-0000-4000-8000-000000000000', { status: 'x' });
    expect(unknown.status).toBe(404);
    const malformed = await api.acme.call('PUT', '/api/leads/not-a-uuid', { status: 'x' });
    expect(malformed.status).toBe(400);
    const badBody = await api.acme.call('PUT', `/api/leads/${(await leadOf(api.acme))._id}`, { priority: 5 });
    expect(badBody.status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });
});

describe('DELETE /api/leads/{id}', () => {
  it('deletes an own lead once', async () => {
    const created = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Short Lived' } });
    const id = created.body.data._id;
    const first = await api.acme.call('DELETE', `/api/leads/${id}`);
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Lead deleted' } });
    expect(await countRows(api.db, leads, `id = '${id}'`)).toBe(0);
    const second = await api.acme.call('DELETE', `/api/leads/${id}`);
    expect(second.status).toBe(404);
  });

  it('answers 404 for another exhibitor lead and keeps it', async () => {
    const foreign = await leadOf(api.borealis);
    const before = await unchanged();
    const answer = await api.acme.call('DELETE', `/api/leads/${foreign._id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Lead not found');
    expect((await api.acme.call('DELETE', '/api/leads/12345')).status).toBe(400);
    expect(await unchanged()).toEqual(before);
  });
});

describe('many leads', () => {
  it('lists 1,000+ leads in one quick answer', async () => {
    const fresh = api.borealis;
    const start = Date.now() - 10_000_000;
    await api.db.insert(leads).values(
      Array.from({ length: 1000 }, (_, i) => ({
        exhibitorId: fresh.exhibitorId,
        fullName: `Bulk Lead ${i}`,
        priority: (['high', 'medium', 'low'] as const)[i % 3]!,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const began = performance.now();
    const { status, body } = await fresh.call('GET', '/api/leads');
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
