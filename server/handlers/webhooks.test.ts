// The Integrations operations through real HTTP on both databases: endpoints made, changed, paused,
// resumed, given a new secret and removed; a test event and a resend reaching a real receiver; bad
// input and another company's ids refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/all-tables.ts';
import { countRows, dbKinds, expectRefusedUnchanged, snapshot, unknownId, useSeededApi, type CallOptions } from '../testing/api-test-kit.ts';
import { answerWith, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';

const SECRET = /^whsec_[A-Za-z0-9+/]{32}$/;

describe.each(dbKinds)('webhook handlers on %s', (kind) => {
  const api = useSeededApi(kind);
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  const acme = (options: Omit<CallOptions, 'token'> = {}) => ({ ...options, token: api.acme.token });
  const create = (json: object, token = api.acme.token) => api.call('POST', '/api/webhooks', { token, json });
  const state = () => snapshot(api.db, [webhookEndpoints, webhookDeliveries]);
  const deliveries = async (id: string) => (await api.call('GET', `/api/webhooks/${id}/deliveries`, acme())).body.data as Array<Record<string, any>>;

  it('adds an endpoint and shows its secret once, then only its hint', async () => {
    const made = await create({ url: `${receiver.origin}/hooks/leads`, description: ' Our CRM ', events: ['lead.created', 'lead.updated'] });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Endpoint added. Copy its secret now; it is not shown again.');
    const { endpoint, secret } = made.body.data;
    expect(secret).toMatch(SECRET);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(endpoint).toMatchObject({
      url: `${receiver.origin}/hooks/leads`,
      description: 'Our CRM',
      events: ['lead.created', 'lead.updated'],
      status: 'active',
      pausedReason: null,
      secretHint: `whsec_…${secret.slice(-4)}`,
      consecutiveFailures: 0,
    });
    const list = await api.call('GET', '/api/webhooks', acme());
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { _id: string }) => e._id)).toContain(endpoint._id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Borealis sees none of Acme's.
    const other = await api.call('GET', '/api/webhooks', { token: api.borealis.token });
    expect(JSON.stringify(other.body)).not.toContain(endpoint._id);
  });

  it.each([
    ['no scheme', 'crm.example.com/hooks', /Enter the receiver's full address, starting with https:\/\//],
    ['another scheme', 'ftp://crm.example.com/', /must start with https:\/\//],
  ])('refuses a URL with %s, pointing at it, and adds nothing', async (_label, url, message) => {
    const answer = await expectRefusedUnchanged(state, () => create({ url, events: ['lead.created'] }), 400, message);
    expect(answer.body.errors).toEqual([{ path: '/url', message: answer.body.message }]);
  });

  it.each([
    ['no events', { url: 'http://127.0.0.1:9/x', events: [] }],
    ['an unknown event', { url: 'http://127.0.0.1:9/x', events: ['lead.exploded'] }],
    ['an event twice', { url: 'http://127.0.0.1:9/x', events: ['lead.created', 'lead.created'] }],
    ['no URL', { events: ['lead.created'] }],
    ['a secret of its own', { url: 'http://127.0.0.1:9/x', events: ['lead.created'], secret: 'whsec_mine' }],
  ])('refuses a body with %s', async (_label, json) => {
    await expectRefusedUnchanged(state, () => create(json), 400);
  });

  it('changes, pauses and resumes an endpoint, and checks a changed URL', async () => {
    const { endpoint } = (await create({ url: `${receiver.origin}/a`, events: ['lead.created'] })).body.data;
    const changed = await api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: { url: `${receiver.origin}/b`, description: '', events: ['lead.deleted'] } }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: 'Endpoint saved.', data: { url: `${receiver.origin}/b`, description: null, events: ['lead.deleted'], status: 'active' } });
    const paused = await api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: { paused: true } }));
    expect(paused.body).toMatchObject({ message: 'Endpoint paused.', data: { status: 'paused', pausedReason: 'Paused by Asha Rao.' } });
    const resumed = await api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: { paused: false } }));
    expect(resumed.body).toMatchObject({ message: 'Endpoint resumed.', data: { status: 'active', pausedReason: null, consecutiveFailures: 0 } });
    const refused = await expectRefusedUnchanged(state, () => api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: { url: 'mailto:crm@example.com' } })), 400);
    expect(refused.body.errors[0].path).toBe('/url');
    await expectRefusedUnchanged(state, () => api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: {} })), 400);
  });

  it('sends a signed test event with a sample lead, even to a paused endpoint', async () => {
    const { endpoint, secret } = (await create({ url: `${receiver.origin}/test-event`, events: ['lead.created'] })).body.data;
    await api.call('PUT', `/api/webhooks/${endpoint._id}`, acme({ json: { paused: true } }));
    receiver.answer(answerWith(200));
    const queued = await api.call('POST', `/api/webhooks/${endpoint._id}/test`, acme());
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ message: 'Test event queued.', data: { eventType: 'webhook.test', status: 'pending', attempts: [] } });
    expect(queued.body.data.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/test-event').length, { timeout: 15_000 }).toBe(1);
    const got = receiver.received.find((r) => r.path === '/test-event')!;
    const event = new Webhook(secret).verify(got.body, got.headers) as Record<string, any>;
    expect(got.headers['webhook-id']).toBe(queued.body.data.messageId);
    expect(event).toMatchObject({ type: 'webhook.test', data: { user: { fullName: 'Sample Visitor' }, capturedBy: null }, crm: { hubspot: { 'First Name': 'Sample', 'Last Name': 'Visitor' } } });
    expect(got.body).not.toContain('Acme');
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 15_000 }).toBe('succeeded');
  });

  it('resends a delivery with the same webhook-id, signed with the secret of now, its attempts kept', async () => {
    const { endpoint, secret: first } = (await create({ url: `${receiver.origin}/resend`, events: ['lead.created'] })).body.data;
    receiver.answer(answerWith(200));
    const { data: delivery } = (await api.call('POST', `/api/webhooks/${endpoint._id}/test`, acme())).body;
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 15_000 }).toBe('succeeded');
    const rotated = await api.call('POST', `/api/webhooks/${endpoint._id}/secret`, acme());
    expect(rotated.status).toBe(200);
    const { secret } = rotated.body.data;
    expect(secret).toMatch(SECRET);
    expect(secret).not.toBe(first);
    expect(rotated.body.data.endpoint.secretHint).toBe(`whsec_…${secret.slice(-4)}`);

    const again = await api.call('POST', `/api/webhooks/${endpoint._id}/deliveries/${delivery._id}/resend`, acme());
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ message: 'Delivery queued again.', data: { _id: delivery._id, messageId: delivery.messageId, status: 'pending' } });
    expect(again.body.data.attempts).toHaveLength(1);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/resend').length, { timeout: 15_000 }).toBe(2);
    const [before, after] = receiver.received.filter((r) => r.path === '/resend');
    expect(after!.headers['webhook-id']).toBe(before!.headers['webhook-id']);
    expect(after!.body).toBe(before!.body);
    expect(() => new Webhook(secret).verify(after!.body, after!.headers)).not.toThrow();
    expect(() => new Webhook(first).verify(after!.body, after!.headers)).toThrow();
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.attempts.length, { timeout: 15_000 }).toBe(2);
    const [logged] = await deliveries(endpoint._id);
    expect(logged).toMatchObject({ _id: delivery._id, status: 'succeeded', nextAttemptAt: null });
    expect(logged!.attempts.map((a: { responseCode: number }) => a.responseCode)).toEqual([200, 200]);
    expect(Date.parse(logged!.attempts[0].at)).toBeLessThanOrEqual(Date.parse(logged!.attempts[1].at));
  });

  it('lists the latest 50 deliveries, newest first', async () => {
    const { endpoint } = (await create({ url: `${receiver.origin}/many`, events: ['lead.created'] })).body.data;
    receiver.answer(answerWith(200));
    const made: string[] = [];
    for (let n = 0; n < 52; n++) made.push((await api.call('POST', `/api/webhooks/${endpoint._id}/test`, acme())).body.data._id);
    const list = await deliveries(endpoint._id);
    expect(list).toHaveLength(50);
    expect(list.map((d) => d._id)).toEqual(made.slice(2).reverse());
    // All sent before the next test compares the tables.
    await expect.poll(() => countRows(api.db, webhookDeliveries, `endpoint_id = '${endpoint._id}' and status <> 'succeeded'`), { timeout: 30_000 }).toBe(0);
  });

  it('answers 404 for another company’s endpoint or delivery, and changes nothing', async () => {
    const { endpoint } = (await create({ url: `${receiver.origin}/private`, events: ['lead.created'] })).body.data;
    const { data: delivery } = (await api.call('POST', `/api/webhooks/${endpoint._id}/test`, acme())).body;
    const borealis = { token: api.borealis.token };
    const tries: Array<[string, string, CallOptions]> = [
      ['PUT', `/api/webhooks/${endpoint._id}`, { ...borealis, json: { paused: true } }],
      ['DELETE', `/api/webhooks/${endpoint._id}`, borealis],
      ['POST', `/api/webhooks/${endpoint._id}/secret`, borealis],
      ['POST', `/api/webhooks/${endpoint._id}/test`, borealis],
      ['GET', `/api/webhooks/${endpoint._id}/deliveries`, borealis],
      ['POST', `/api/webhooks/${endpoint._id}/deliveries/${delivery._id}/resend`, borealis],
      ['PUT', `/api/webhooks/${unknownId}`, acme({ json: { paused: true } })],
      ['POST', `/api/webhooks/${endpoint._id}/deliveries/${unknownId}/resend`, acme()],
    ];
    // A delivery of Acme's named under Borealis's own endpoint is as missing.
    const own = (await create({ url: `${receiver.origin}/borealis`, events: ['lead.created'] }, api.borealis.token)).body.data.endpoint;
    tries.push(['POST', `/api/webhooks/${own._id}/deliveries/${delivery._id}/resend`, borealis]);
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 15_000 }).toBe('succeeded');
    for (const [method, path, options] of tries) await expectRefusedUnchanged(state, () => api.call(method, path, options), 404);
  });

  it('removes an endpoint with its delivery log', async () => {
    const { endpoint } = (await create({ url: `${receiver.origin}/gone`, events: ['lead.created'] })).body.data;
    await api.call('POST', `/api/webhooks/${endpoint._id}/test`, acme());
    const removed = await api.call('DELETE', `/api/webhooks/${endpoint._id}`, acme());
    expect(removed.body).toEqual({ success: true, message: 'Endpoint removed.' });
    expect((await snapshot(api.db, webhookDeliveries)).some((row: any) => row.endpointId === endpoint._id)).toBe(false);
    await expectRefusedUnchanged(state, () => api.call('GET', `/api/webhooks/${endpoint._id}/deliveries`, acme()), 404);
  });
});
