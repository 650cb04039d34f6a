import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportRequests } from '../db/schema/all-tables.ts';
import { snapshot, useSeededApi } from '../testing/api-test-kit.ts';
import { BOOTH_POWER_REQUEST } from '../testing/support-request-fixture.ts';

const api = useSeededApi();

// The e-mail in capitals: it is stored lower-cased.
const request = { ...BOOTH_POWER_REQUEST, email: 'Asha@Acme-Robotics.example' };

describe('POST /api/support', () => {
  it('stores the request and answers a SUP- ticket id', async () => {
    const { status, body } = await api.acme.call('POST', '/api/support', request);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Support request submitted', data: { ticketId: expect.stringMatching(/^SUP-[A-Z2-7]{8}$/) } });
    const [row] = await api.db.select().from(supportRequests).where(eq(supportRequests.ticketId, body.data.ticketId));
    expect(row).toMatchObject({ exhibitorId: api.acme.exhibitorId, ...BOOTH_POWER_REQUEST });
  });

  it('fills category and priority defaults and gives every request its own id', async () => {
    const { category: _c, priority: _p, ...minimal } = request;
    const first = await api.acme.call('POST', '/api/support', minimal);
    const second = await api.acme.call('POST', '/api/support', minimal);
    expect(first.status).toBe(201);
    expect(first.body.data.ticketId).not.toBe(second.body.data.ticketId);
    const [row] = await api.db.select().from(supportRequests).where(eq(supportRequests.ticketId, first.body.data.ticketId));
    expect(row).toMatchObject({ category: 'general', priority: 'medium' });
  });

  it('refuses missing or wrong fields and no token, storing nothing', async () => {
    const before = await snapshot(api.db, supportRequests);
    const bad: unknown[] = [
      {},
      { ...request, name: undefined },
      { ...request, email: 'not-an-email' },
      { ...request, subject: '' },
      { ...request, message: 42 },
      { ...request, category: 'complaint' },
      { ...request, priority: 'urgent' },
      { ...request, ticketId: 'SUP-AAAAAAAA' },
      { ...request, message: 'x'.repeat(5001) },
    ];
    for (const body of bad) {
      const answer = await api.acme.call('POST', '/api/support', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message.length).toBeGreaterThan(0);
    }
    const anonymous = await api.call('POST', '/api/support', { json: request });
    expect(anonymous).toEqual({ status: 401, body: { success: false, message: 'Unauthorized' } });
    expect(await snapshot(api.db, supportRequests)).toEqual(before);
  });
});
