// Test helpers for exhibitor-scoped operations: signed-in JSON calls against a running test server,
// a new empty company registered through the real API, and snapshots of tables so a test can show
// that a refused request changed nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { latestOutboxCode, signIn } from './sign-in.ts';

export interface ApiAnswer {
  status: number;
  // Tests read into the envelope freely; the server's response validation already checked its shape.
  body: any;
}

export interface ExhibitorClient {
  token: string;
  exhibitorId: string;
  eventId: string;
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
}

/** One JSON call; `path` is below /api. `token: null` sends no Authorization header. */
export async function apiCall(
  origin: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function client(origin: string, token: string, exhibitorId: string, eventId: string): ExhibitorClient {
  return { token, exhibitorId, eventId, call: (method, path, body) => apiCall(origin, token, method, path, body) };
}

/** Signs in an existing account by mobile number (the demo admins: 9876543210 and 9123456780). */
export async function signInExhibitor(origin: string, mobile: string): Promise<ExhibitorClient> {
  const signed = await signIn(origin, { mobile });
  return client(origin, signed.token, signed.user.exhibitorId, signed.eventId);
}

/** Registers a brand-new company with its admin and signs it in: an exhibitor with no data at all. */
export async function registerNewExhibitor(origin: string, mobile: string): Promise<ExhibitorClient> {
  const phoneCode = '91';
  const registered = await apiCall(origin, null, 'POST', '/auth/register-mobile', {
    mobile,
    phoneCode,
    firstName: 'Nina',
    lastName: 'Empty',
  });
  if (registered.status >= 300) throw new Error(`register-mobile answered ${registered.status}: ${registered.body?.message}`);
  const otp = await latestOutboxCode(origin, mobile);
  const verified = await apiCall(origin, null, 'POST', '/auth/verify-otp-with-country', { mobile, phoneCode, otp });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body?.message}`);
  const user = verified.body.data.user as { exhibitorId: string; eventId: string };
  return client(origin, verified.body.token as string, user.exhibitorId, user.eventId);
}

/** Every row of the named tables, in a stable order, for before/after comparisons. */
export async function snapshotTables(db: Database, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select * from "${table}" order by id`));
    snapshot[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return snapshot;
}

/** Counts rows of one table matching a raw SQL condition (tests only; never user input). */
export async function countRows(db: Database, table: string, where = 'true'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from "${table}" where ${where}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
