// In production (NODE_ENV=production) a webhook goes only over https to public addresses: URLs of
// this machine or a private network are refused when added, with what to fix, and an endpoint
// whose name points here by the time of delivery (DNS changed since it was added) is not sent to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { webhookEndpoints } from '../db/schema/all-tables.ts';
import { dbKinds, expectRefusedUnchanged, signInExhibitor, snapshot, useApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { newWebhookSecret } from '../webhooks/webhook-secret.ts';

describe.each(dbKinds)('webhook endpoints in production on %s', (kind) => {
  const api = useApiServer(kind, { env: { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', WEBHOOK_RETRY_SECONDS: '1' } });
  let acme: SignedInExhibitor;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    acme = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(() => receiver?.close());

  it.each([
    ['http', () => `http://crm.example.com/hooks`, /Use an https:\/\/ address/],
    ['loopback by name', () => `https://localhost:${receiver.port}/hooks`, /localhost \((127\.0\.0\.1|::1)\) is a loopback address \(this machine\)/],
    ['loopback by address', () => `https://127.0.0.1:${receiver.port}/hooks`, /127\.0\.0\.1 is a loopback address/],
    ['IPv6 loopback', () => 'https://[::1]/hooks', /::1 is a loopback address/],
    ['IPv4-mapped loopback', () => 'https://[::ffff:127.0.0.1]/hooks', /is a loopback address/],
    ['a private network', () => 'https://192.168.1.20/hooks', /is a private network address/],
    ['link-local (cloud metadata)', () => 'https://169.254.169.254/latest', /is a link-local address/],
    ['unique-local IPv6', () => 'https://[fd12::1]/hooks', /is a unique-local \(private\) address/],
  ])('refuses %s with what to fix, and adds nothing', async (_label, url, message) => {
    const answer = await expectRefusedUnchanged(
      () => snapshot(api.db, webhookEndpoints),
      () => api.call('POST', '/api/webhooks', { token: acme.token, json: { url: url(), events: ['lead.created'] } }),
      400,
      message,
    );
    expect(answer.body.errors).toEqual([{ path: '/url', message: answer.body.message }]);
  });

  it('does not connect when the name points at this machine by the time of delivery', async () => {
    // As if crm.example.com had been added while public and its DNS now answered 127.0.0.1.
    const [row] = await api.db
      .insert(webhookEndpoints)
      .values({ exhibitorId: acme.user.exhibitorId, url: `https://localhost:${receiver.port}/rebound`, events: ['lead.created'], secret: newWebhookSecret() })
      .returning();
    const queued = await api.call('POST', `/api/webhooks/${row!.id}/test`, { token: acme.token });
    expect(queued.status).toBe(202);
    const read = async () => (await api.call('GET', `/api/webhooks/${row!.id}/deliveries`, { token: acme.token })).body.data[0];
    await expect.poll(async () => (await read())?.attempts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [attempt] = (await read()).attempts;
    expect(attempt).toMatchObject({ responseCode: null });
    expect(attempt.error).toMatch(/^Not sent: localhost \((127\.0\.0\.1|::1)\) is a loopback address \(this machine\); webhooks are sent only to public addresses\.$/);
    expect(receiver.received).toEqual([]);
  });
});
