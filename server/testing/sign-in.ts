// Signs a demo account in through the real HTTP API (send code, read it from the dev SMS outbox,
// verify), so tests and the benchmark hold a genuine bearer token.
import type { Role } from '../../src/rules/roles.ts';
import { callApi, type CallOptions } from './api-call.ts';

export interface SignInOptions {
  /** National number in digits, e.g. "9876543210". */
  mobile: string;
  /** Defaults to "+91". */
  phoneCode?: string;
  /** Event id; looked up from the server's default domain when omitted. */
  event?: string;
}

export interface SignedIn {
  token: string;
  eventId: string;
  user: { _id: string; exhibitorId: string; eventId: string; role: Role; teamMemberId: string } & Record<string, unknown>;
}

interface Envelope {
  success?: boolean;
  message?: string;
  token?: string;
  data?: unknown;
}

/** A step of the sign-in: anything but a 2xx answer stops it with the server's message. */
async function step(origin: string, method: string, path: string, options?: CallOptions): Promise<Envelope> {
  const answer = await callApi(origin, method, path, options);
  const body = (answer.body ?? {}) as Envelope;
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${origin}${path} answered ${answer.status}: ${body.message ?? ''}`);
  }
  return body;
}

/** The event served on the server's default domain (localhost maps to it). */
export async function defaultEventId(origin: string): Promise<string> {
  const body = await step(origin, 'GET', '/api/auth/domain-event');
  const data = body.data as { domainData: { event: { _id: string } } };
  return data.domainData.event._id;
}

/** Newest code the outbox SMS sender holds for a number. */
export async function latestOutboxCode(origin: string, mobile: string): Promise<string> {
  const body = await step(origin, 'GET', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
  const messages = body.data as Array<{ code: string | null }>;
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${mobile}`);
  return code;
}

/** `origin` is the server's origin without `/api`, e.g. http://127.0.0.1:41234 */
export async function signIn(origin: string, opts: SignInOptions): Promise<SignedIn> {
  const phoneCode = opts.phoneCode ?? '+91';
  const event = opts.event ?? (await defaultEventId(origin));
  await step(origin, 'POST', '/api/auth/login-mobile-with-country', { json: { mobile: opts.mobile, phoneCode, event } });
  const otp = await latestOutboxCode(origin, opts.mobile);
  const verified = await step(origin, 'POST', '/api/auth/verify-otp-with-country', {
    json: { mobile: opts.mobile, phoneCode, otp, event },
  });
  if (!verified.token) throw new Error(`Verify answered no token for ${opts.mobile}`);
  const user = (verified.data as { user: SignedIn['user'] }).user;
  return { token: verified.token, eventId: event, user };
}
