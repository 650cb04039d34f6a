// A small HTTP client for the sign-in tests: JSON in and out, optional bearer token, and a client
// address passed as X-Forwarded-For (the test servers trust it) so per-IP limits can be exercised.
import { randomInt } from 'node:crypto';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function apiClient(origin: string) {
  return async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as T) : (undefined as T) };
  };
}

let nextIp = randomInt(0, 1 << 20);
/** A client address no other call of this run has used, so per-IP counters start at zero. */
export function freshIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

let nextMobile = randomInt(1_000_000, 8_000_000);
/** A 10-digit number no seeded account uses. */
export function freshMobile(): string {
  nextMobile += 1;
  return `70${String(nextMobile).padStart(8, '0')}`;
}
