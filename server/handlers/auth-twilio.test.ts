// The Twilio sender wired into the server, against a real HTTP peer on 127.0.0.1 that stands in
// for api.twilio.com (TWILIO_API_BASE_URL).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../db/schema/all-tables.ts';
import { freshIp, freshMobile, useApiServer } from '../testing/api-test-kit.ts';

let provider: Server;
let messages: Array<{ url: string; authorization: string | undefined; form: Record<string, string> }> = [];
let failWith: number | undefined;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      messages.push({ url: req.url ?? '', authorization: req.headers.authorization, form: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(failWith ?? 201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failWith ? { code: 20500, message: 'Internal Server Error', status: failWith } : { sid: 'SM1', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});
// Registered after the provider's hooks: starts once it listens, closes before it stops.
const api = useApiServer('pglite', () => ({
  env: {
    TRUST_PROXY: '1',
    OTP_RESEND_SECONDS: '30',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACtest0001',
    TWILIO_AUTH_TOKEN: 'token-0001',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
  },
}));

describe('Twilio delivery', () => {
  it('sends the code through the provider, and it signs in', async () => {
    messages = [];
    const mobile = freshMobile();
    const registered = await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '+91', firstName: 'Tw', lastName: 'Ilio' }, ip: freshIp() });
    expect(registered.status).toBe(201);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.url).toBe('/2010-04-01/Accounts/ACtest0001/Messages.json');
    expect(message!.authorization).toBe(`Basic ${Buffer.from('ACtest0001:token-0001').toString('base64')}`);
    expect(message!.form).toMatchObject({ To: `+91${mobile}`, From: '+15005550006' });
    const code = /code is (\d{4})/.exec(message!.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const verified = await api.call('POST', '/api/auth/verify-otp-with-country', { json: { mobile, phoneCode: '91', otp: code }, ip: freshIp() });
    expect(verified).toMatchObject({ status: 200, body: { success: true, token: expect.any(String) } });
  });

  it('answers 502 when the provider fails, leaves no usable code and no cooldown', async () => {
    const mobile = freshMobile();
    failWith = 500;
    try {
      const answer = await api.call('POST', '/api/auth/register-mobile', { json: { mobile, phoneCode: '91', firstName: 'Fa', lastName: 'Il' }, ip: freshIp() });
      expect(answer).toMatchObject({ status: 502, body: { success: false, message: 'Could not send the code by SMS. Try again shortly.' } });
      const live = await api.db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)));
      expect(live).toHaveLength(0);
    } finally {
      failWith = undefined;
    }
    // The account exists; a login code can be requested at once because nothing was delivered.
    messages = [];
    const retry = await api.call('POST', '/api/auth/login-mobile-with-country', { json: { mobile, phoneCode: '91' }, ip: freshIp() });
    expect(retry.status).toBe(200);
    expect(messages).toHaveLength(1);
  });

  it('hides the development outbox', async () => {
    const answer = await api.call('GET', '/api/dev/outbox');
    expect(answer).toMatchObject({ status: 404, body: { success: false } });
  });
});
