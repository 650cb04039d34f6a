// Shared by the company, team, product, resource, FAQ and upload tests: a real seeded server (PGlite
// in a temp folder, or a throwaway PostgreSQL database), both demo companies signed in through the
// real OTP flow, a small HTTP caller and table snapshots to prove a refused request changed nothing.
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_ADMIN, DEMO_SECOND_ADMIN } from '../db/demo-data.ts';
import type { Database } from '../db/connect.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../db/testing.ts';
import { signIn, type SignedIn } from '../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../testing/start-server.ts';

export type DbKind = 'pglite' | 'postgres';

/** Both drivers, or one of them with TEST_DB_KINDS=pglite (or postgres). */
export const dbKinds: DbKind[] = ((process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',') as DbKind[]).filter(
  (kind) => kind === 'pglite' || kind === 'postgres',
);

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // Parsed JSON; tests read arbitrary envelope fields from it.
  body: any;
}

export interface SeededApi {
  server: TestServer;
  db: Database;
  /** Asha Rao, admin of Acme Robotics. */
  acme: SignedIn;
  /** Ingrid Halvorsen, admin of Borealis Analytics. */
  borealis: SignedIn;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

export async function call(origin: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
  }
  const response = await fetch(`${origin}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a file, a redirect page): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export async function startSeededApi(kind: DbKind = 'pglite'): Promise<SeededApi> {
  let pg: TestPostgresDatabase | undefined;
  if (kind === 'postgres') pg = await createTestPostgresDatabase('ep_handlers');
  let server: TestServer | undefined;
  try {
    server = await startTestServer(pg ? { databaseUrl: pg.url } : {});
    const origin = server.url;
    const acme = await signIn(origin, { mobile: DEMO_ADMIN.mobile });
    const borealis = await signIn(origin, { mobile: DEMO_SECOND_ADMIN.mobile });
    const started = server;
    return {
      server: started,
      db: started.db,
      acme,
      borealis,
      call: (method, path, options) => call(origin, method, path, options),
      async close() {
        await started.close();
        await pg?.drop();
      },
    };
  } catch (error) {
    await server?.close();
    await pg?.drop();
    throw error;
  }
}

/** Every row of a table in a stable order, for before/after comparisons. */
export async function snapshot(db: Database, table: PgTable): Promise<unknown[]> {
  const idColumn = (table as unknown as Record<string, unknown>).id;
  const query = db.select().from(table as never);
  const rows = idColumn ? await query.orderBy(asc(idColumn as never)) : await query;
  return JSON.parse(JSON.stringify(rows)) as unknown[];
}

/** A UUID no row has. */
export const unknownId = '00000000-0000-4000-8000-000000000000';
