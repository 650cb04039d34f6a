// Lead events delivered to a real receiver on both databases, as the server's own worker sends them:
// a signed lead.created whose body is the API's lead with its CRM records; a receiver that fails
// three times and then takes it; an endpoint that keeps failing paused with its owner told; and an
// emit that never throws, whatever the database does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { crmRecords } from '../../src/rules/crm-mapping.ts';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { openDatabase } from '../db/connect.ts';
import { mailOutbox, webhookDeliveries } from '../db/schema/all-tables.ts';
import { createTempDataDir } from '../db/testing.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { countRows, dbKinds, signInExhibitor, useApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { preparePgliteDataDir } from '../testing/pglite-template.ts';
import { answerWith, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { createWebhookEvents, type WebhookEvents } from './webhook-events.ts';

const PAUSE_AFTER = 4;

describe.each(dbKinds)('webhook deliveries on %s', (kind) => {
  const api = useApiServer(kind, { env: { WEBHOOK_RETRY_SECONDS: '1,1,1', WEBHOOK_PAUSE_AFTER_FAILURES: String(PAUSE_AFTER), WEBHOOK_TIMEOUT_MS: '2000' } });
  let receiver: WebhookReceiver;
  let acme: SignedInExhibitor;
  let jobs: JobQueue;
  let events: WebhookEvents;
  const errors: Array<{ details: object; message: string }> = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    acme = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    // What a lead handler holds as deps.leadEvents: the same database and job queue as the app's worker.
    jobs = await openJobQueue(api.db, { supervise: false, onError: () => undefined });
    events = createWebhookEvents(api.db, jobs, { error: (details, message) => errors.push({ details, message }) });
  }, 60_000);
  afterAll(async () => {
    await events?.drain();
    await jobs?.stop();
    await receiver?.close();
  });

  const call = (method: string, path: string, json?: object) => api.call(method, path, { token: acme.token, ...(json ? { json } : {}) });
  const addEndpoint = async (path: string, events: string[] = ['lead.created']) => (await call('POST', '/api/webhooks', { url: `${receiver.origin}${path}`, events })).body.data;
  const deliveries = async (id: string) => (await call('GET', `/api/webhooks/${id}/deliveries`)).body.data as Array<Record<string, any>>;
  const anyLead = async () => (await call('GET', '/api/leads')).body.data[0] as Record<string, any>;
  const at = (path: string) => receiver.received.filter((request) => request.path === path);

  it('sends a signed lead.created: the lead as the API shows it, with its CRM records', async () => {
    const { endpoint, secret } = await addEndpoint('/signed');
    const lead = await anyLead();
    receiver.answer(answerWith(200));
    expect(events.emit(acme.user.exhibitorId, 'lead.created', [lead._id])).toBeUndefined();
    await expect.poll(() => at('/signed').length, { timeout: 15_000 }).toBe(1);
    const [got] = at('/signed');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const event = new Webhook(secret).verify(got!.body, got!.headers) as Record<string, any>;
    expect(event.type).toBe('lead.created');
    expect(Date.parse(event.timestamp)).not.toBeNaN();
    const { data: shown } = (await call('GET', '/api/leads')).body;
    expect(event.data).toEqual(shown.find((l: { _id: string }) => l._id === lead._id));
    expect(event.crm).toEqual(crmRecords(event.data));
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 15_000 }).toBe('succeeded');
  });

  it('sends a lead added through the API as lead.created, once the write has answered', async () => {
    const { secret } = await addEndpoint('/from-api');
    const added = await call('POST', '/api/leads', { person: { fullName: 'Meera Iyer', emailId: 'meera.iyer@globex.example', companyName: 'Globex' } });
    expect(added.status).toBe(201);
    await expect.poll(() => at('/from-api').length, { timeout: 15_000 }).toBe(1);
    const event = new Webhook(secret).verify(at('/from-api')[0]!.body, at('/from-api')[0]!.headers) as Record<string, any>;
    expect(event).toMatchObject({ type: 'lead.created', data: { _id: added.body.data._id, user: { fullName: 'Meera Iyer', companyName: 'Globex' } } });
    expect(event.crm.salesforce).toMatchObject({ 'First Name': 'Meera', 'Last Name': 'Iyer', Company: 'Globex', Email: 'meera.iyer@globex.example' });
  });

  it('sends nothing for an event the endpoint did not ask for, nor another company’s lead', async () => {
    const { endpoint } = await addEndpoint('/choosy', ['lead.deleted']);
    const lead = await anyLead();
    events.emit(acme.user.exhibitorId, 'lead.created', [lead._id]);
    // Borealis has no endpoint: Acme's lead id named for it finds nothing to send anywhere.
    const borealisId = (await signInExhibitor(api.url, '9123456780')).user.exhibitorId;
    events.emit(borealisId, 'lead.deleted', [lead._id]);
    events.emit(acme.user.exhibitorId, 'lead.deleted', ['00000000-0000-4000-8000-000000000000']);
    await events.drain();
    expect(await deliveries(endpoint._id)).toEqual([]);
  });

  it('retries a receiver that answers 500 three times and delivers on the fourth attempt, logging each', async () => {
    const { endpoint, secret } = await addEndpoint('/flaky');
    receiver.answerAt('/flaky', answerWith(500), answerWith(500), answerWith(500), answerWith(200));
    events.emit(acme.user.exhibitorId, 'lead.created', [(await anyLead())._id]);
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 30_000 }).toBe('succeeded');
    const [delivery] = await deliveries(endpoint._id);
    expect(delivery!.attempts.map((a: { responseCode: number }) => a.responseCode)).toEqual([500, 500, 500, 200]);
    for (const attempt of delivery!.attempts) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    const times = delivery!.attempts.map((a: { at: string }) => Date.parse(a.at));
    // The configured waits (1 s each) come between the attempts.
    for (let n = 1; n < times.length; n++) expect(times[n] - times[n - 1]).toBeGreaterThanOrEqual(900);
    expect(delivery!.nextAttemptAt).toBeNull();
    const sent = at('/flaky');
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.messageId]));
    for (const request of sent) expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
    const [listed] = (await call('GET', '/api/webhooks')).body.data.filter((e: { _id: string }) => e._id === endpoint._id);
    expect(listed.consecutiveFailures).toBe(0);
  });

  it(`pauses an endpoint after ${PAUSE_AFTER} failed attempts in a row, tells the owner, and sends it nothing new until resumed`, async () => {
    const { endpoint } = await addEndpoint('/down');
    receiver.answerAt('/down', answerWith(503));
    const [first, second] = (await call('GET', '/api/leads')).body.data as Array<{ _id: string }>;
    events.emit(acme.user.exhibitorId, 'lead.created', [first!._id]);
    await expect.poll(async () => (await call('GET', '/api/webhooks')).body.data.find((e: { _id: string }) => e._id === endpoint._id)?.status, { timeout: 30_000 }).toBe('paused');
    const [listed] = (await call('GET', '/api/webhooks')).body.data.filter((e: { _id: string }) => e._id === endpoint._id);
    expect(listed).toMatchObject({ pausedReason: `Paused after ${PAUSE_AFTER} failed attempts in a row.`, consecutiveFailures: PAUSE_AFTER });
    const [delivery] = await deliveries(endpoint._id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(delivery!.attempts).toHaveLength(PAUSE_AFTER);

    await expect.poll(() => countRows(api.db, mailOutbox, `"to" = '${DEMO_ADMIN.email}' and subject like 'Webhook paused:%'`), { timeout: 15_000 }).toBe(1);
    const [mail] = await api.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, DEMO_ADMIN.email), sql`${mailOutbox.subject} like 'Webhook paused:%'`));
    expect(mail!.text).toContain(`${receiver.origin}/down was paused after ${PAUSE_AFTER} failed attempts in a row`);
    expect(mail!.text).toContain('The last attempt: the endpoint answered 503.');
    expect(mail!.text).toMatch(/Open Integrations in the Exhibitor Portal \(http:\/\/127\.0\.0\.1:\d+\/exhibitor\/integrations\).*choose Resume/s);

    // Paused: a new event makes no delivery for it.
    events.emit(acme.user.exhibitorId, 'lead.created', [second!._id]);
    await events.drain();
    expect(await deliveries(endpoint._id)).toHaveLength(1);

    const resumed = await call('PUT', `/api/webhooks/${endpoint._id}`, { paused: false });
    expect(resumed.body.data).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedReason: null });
  });

  it('stops the retries waiting for an endpoint someone pauses', async () => {
    const { endpoint } = await addEndpoint('/paused-later');
    receiver.answerAt('/paused-later', answerWith(500));
    events.emit(acme.user.exhibitorId, 'lead.created', [(await anyLead())._id]);
    await expect.poll(async () => (await deliveries(endpoint._id))[0]?.status, { timeout: 15_000 }).toBe('retrying');
    await call('PUT', `/api/webhooks/${endpoint._id}`, { paused: true });
    const [delivery] = await deliveries(endpoint._id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const tried = at('/paused-later').length;
    // The retry that was queued finds itself out of date: nothing more reaches the receiver.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(at('/paused-later')).toHaveLength(tried);
    expect(await countRows(api.db, webhookDeliveries, `endpoint_id = '${endpoint._id}' and status <> 'failed'`)).toBe(0);
  });

  it('never throws to the caller when the database refuses, and logs why', async () => {
    errors.length = 0;
    // PostgreSQL refuses a company id that is not a uuid: a real database error, in the background.
    expect(() => events.emit('not-a-company-id', 'lead.created', ['x'])).not.toThrow();
    expect(await events.wants('not-a-company-id', 'lead.created')).toBe(false);
    await events.drain();
    expect(errors.map((e) => e.message).sort()).toEqual(['could not read whether webhook endpoints listen', 'lead events could not be queued for webhooks']);

    // A database that is closed altogether.
    const dir = await createTempDataDir();
    await preparePgliteDataDir(dir.path);
    const closed = await openDatabase({ dataDir: dir.path });
    await closed.close();
    const failing: string[] = [];
    const orphan = createWebhookEvents(closed.db, jobs, { error: (_details, message) => failing.push(message) });
    const leadId = (await anyLead())._id;
    expect(() => orphan.emit(acme.user.exhibitorId, 'lead.created', [leadId])).not.toThrow();
    await orphan.drain();
    expect(failing).toEqual(['lead events could not be queued for webhooks']);
    await dir.cleanup();
  });
});
