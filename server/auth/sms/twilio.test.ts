import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { createTwilioSender, SMS_SEND_FAILED, toE164 } from './twilio.ts';
import type { SmsLogger } from '../../context/sms-sender.ts';

// A real HTTP peer on 127.0.0.1 standing in for api.twilio.com.
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answer = { status: 201, body: { sid: 'SM123', status: 'queued' } };
});

function collectingLogger() {
  const errors: Array<{ obj: object; msg?: string }> = [];
  const log: SmsLogger = { info: () => undefined, error: (obj, msg) => errors.push({ obj, ...(msg ? { msg } : {}) }) };
  return { log, errors };
}

const twilio = () => ({ accountSid: 'AC0123456789', authToken: 's3cret', from: '+15005550006', apiBaseUrl: baseUrl });

describe('Twilio sender', () => {
  it('posts a form-encoded message with basic auth to the Messages API', async () => {
    const sender = createTwilioSender({ twilio: twilio() });
    expect(sender.kind).toBe('twilio');
    await sender.send({ phoneCode: '91', mobile: '98765 43210', body: 'Your ExpoHub code is 0042', code: '0042' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789:s3cret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: 'Your ExpoHub code is 0042',
    });
  });

  it('turns a refusal into a 502 with a clear message and logs the provider error', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } };
    const { log, errors } = collectingLogger();
    const sender = createTwilioSender({ twilio: twilio(), log });
    const error = await sender.send({ phoneCode: '91', mobile: '1', body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: SMS_SEND_FAILED });
    expect(SMS_SEND_FAILED).toBe('Could not send the code by SMS. Try again shortly.');
    expect(JSON.stringify(errors)).toContain('21211');
  });

  it('turns an unreachable provider into the same 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { log, errors } = collectingLogger();
    const sender = createTwilioSender({ twilio: { ...twilio(), apiBaseUrl: `http://127.0.0.1:${port}` }, log });
    await expect(sender.send({ phoneCode: '91', mobile: '9876543210', body: 'x' })).rejects.toMatchObject({ status: 502, message: SMS_SEND_FAILED });
    expect(errors).toHaveLength(1);
  });

  it('formats E.164 numbers from the stored parts', () => {
    expect(toE164('+44', '07911 123456')).toBe('+4407911123456');
    expect(toE164('1', '(415) 555-0100')).toBe('+14155550100');
  });
});
