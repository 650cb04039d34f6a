// Signs a demo account in through the real HTTP API (send code, read it from the dev SMS outbox,
// verify), so tests and the benchmark hold a genuine bearer token.

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
  user: { _id: string; exhibitorId: string; eventId: string } & Record<string, unknown>;
}

interface Envelope {
  success?: boolean;
  message?: string;
  token?: string;
  data?: unknown;
}

async function call(url: string, init?: RequestInit): Promise<Envelope> {
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body.message ?? ''}`);
  }
  return body;
}

const post = (url: string, body: unknown) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The event served on the server's default domain (localhost maps to it). */
export async function defaultEventId(origin: string): Promise<string> {
  const body = await call(`${origin}/api/auth/domain-event`);
  const data = body.data as { domainData: { event: { _id: string } } };
  return data.domainData.event._id;
}

/** Newest code the outbox SMS sender holds for a number. */
export async function latestOutboxCode(origin: string, mobile: string): Promise<string> {
  const body = await call(`${origin}/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
  const messages = body.data as Array<{ code: string | null }>;
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${mobile}`);
  return code;
}

/** `origin` is the server's origin without `/api`, e.g. http://127.0.0.1:41234 */
export async function signIn(origin: string, opts: SignInOptions): Promise<SignedIn> {
  const phoneCode = opts.phoneCode ?? '+91';
  const event = opts.event ?? (await defaultEventId(origin));
  await post(`${origin}/api/auth/login-mobile-with-country`, { mobile: opts.mobile, phoneCode, event });
  const otp = await latestOutboxCode(origin, opts.mobile);
  const verified = await post(`${origin}/api/auth/verify-otp-with-country`, { mobile: opts.mobile, phoneCode, otp, event });
  if (!verified.token) throw new Error(`Verify answered no token for ${opts.mobile}`);
  const user = (verified.data as { user: SignedIn['user'] }).user;
  return { token: verified.token, eventId: event, user };
}
