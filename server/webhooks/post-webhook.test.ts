// One attempt against a real receiver on this machine: the answer's code, a redirect not followed,
// a slow receiver cut, a huge answer left unread, and production's refusal of this machine's
// addresses at the moment of connecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWith, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { freePort } from '../testing/spawn-server.ts';
import { MAX_ANSWER_BYTES, postWebhook } from './post-webhook.ts';
import { publicOnlyLookup } from './address-guard.ts';

const HUGE_BYTES = 50 * 1024 * 1024;

describe('posting one webhook attempt', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const post = (path: string, options: { timeoutMs?: number; publicOnly?: boolean; url?: string } = {}) =>
    postWebhook(
      { url: options.url ?? `${receiver.origin}${path}`, headers: { 'content-type': 'application/json', 'webhook-id': 'msg_test' }, body: '{"type":"webhook.test"}' },
      { timeoutMs: options.timeoutMs ?? 2_000, publicOnly: options.publicOnly ?? false },
    );

  it('sends the body and headers, and takes any 2xx as received', async () => {
    receiver.answer(answerWith(204));
    const outcome = await post('/hooks/ok');
    expect(outcome).toMatchObject({ ok: true, responseCode: 204, error: null });
    const got = receiver.received.at(-1)!;
    expect(got).toMatchObject({ path: '/hooks/ok', body: '{"type":"webhook.test"}' });
    expect(got.headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': 'msg_test', 'content-length': '23' });
  });

  it('logs another code as a failure with that code', async () => {
    receiver.answer(answerWith(500));
    expect(await post('/hooks/broken')).toMatchObject({ ok: false, responseCode: 500, error: null });
  });

  it('does not follow a redirect', async () => {
    receiver.answer(answerWith(302, { location: `${receiver.origin}/elsewhere` }), answerWith(200));
    const before = receiver.received.length;
    const outcome = await post('/hooks/moved');
    expect(outcome).toMatchObject({ ok: false, responseCode: 302 });
    expect(outcome.error).toBe(`Redirect not followed (302 to ${receiver.origin}/elsewhere): set the endpoint's URL to the address it redirects to.`);
    expect(receiver.received.slice(before).map((request) => request.path)).toEqual(['/hooks/moved']);
  });

  it('cuts a receiver that does not answer in time, closing the connection', async () => {
    let closed = false;
    receiver.answer((request) => request.socket.once('close', () => (closed = true)));
    const outcome = await post('/hooks/slow', { timeoutMs: 300 });
    expect(outcome).toMatchObject({ ok: false, responseCode: null, error: 'No answer within 300 ms; the attempt was cut.' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(295);
    expect(outcome.durationMs).toBeLessThan(2_000);
    await expect.poll(() => closed).toBe(true);
  });

  it('reads only the start of a huge answer and closes the connection', async () => {
    let written = 0;
    let finished = false;
    receiver.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (written < HUGE_BYTES && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        finished = written >= HUGE_BYTES;
      };
      pump();
    });
    const outcome = await post('/hooks/huge');
    expect(outcome).toMatchObject({ ok: true, responseCode: 200, error: null });
    expect(outcome.durationMs).toBeLessThan(2_000);
    expect(MAX_ANSWER_BYTES).toBeLessThanOrEqual(8 * 1024);
    await expect.poll(() => receiver.received.at(-1)?.path).toBe('/hooks/huge');
    // The receiver could not hand over its 50 MB: the portal hung up after the first few KB.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toBe(false);
    expect(written).toBeLessThan(HUGE_BYTES / 4);
  });

  it('says a receiver that is down refused the connection', async () => {
    const port = await freePort();
    const outcome = await post('/', { url: `http://127.0.0.1:${port}/hooks` });
    expect(outcome).toMatchObject({ ok: false, responseCode: null, error: `Connection refused by 127.0.0.1:${port}: is the receiver running?` });
  });
});

describe('a production attempt', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const attempt = (url: string) => postWebhook({ url, headers: {}, body: '{}' }, { timeoutMs: 2_000, publicOnly: true });

  it('never connects to this machine, whatever the name resolves to now', async () => {
    const byName = await attempt(`https://localhost:${receiver.port}/hooks`);
    expect(byName).toMatchObject({ ok: false, responseCode: null });
    expect(byName.error).toMatch(/^Not sent: localhost \((127\.0\.0\.1|::1)\) is a loopback address \(this machine\); webhooks are sent only to public addresses\.$/);
    const byAddress = await attempt(`https://127.0.0.1:${receiver.port}/hooks`);
    expect(byAddress.error).toBe('Not sent: 127.0.0.1 is a loopback address (this machine); webhooks are sent only to public addresses.');
    const mapped = await attempt(`https://[::ffff:127.0.0.1]:${receiver.port}/hooks`);
    expect(mapped.error).toMatch(/^Not sent: .* is a loopback address/);
    expect(receiver.received).toEqual([]);
  });

  it('sends only over https', async () => {
    expect((await attempt('http://crm.example.com/hooks')).error).toBe('Not sent: in production webhooks go only to https:// addresses.');
  });

  it('refuses, in the lookup itself, a name with a forbidden address in either calling form', async () => {
    const lookUp = (all: boolean) =>
      new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', { all }, (error) => resolve(error)));
    expect((await lookUp(true))?.message).toMatch(/loopback address/);
    expect((await lookUp(false))?.message).toMatch(/loopback address/);
  });
});
