// The kit for the server's API tests: a real server (PGlite in a temp folder, or a throwaway
// PostgreSQL database), optionally seeded with both demo companies signed in through the real OTP
// flow, started before a suite and closed after it; plus the caller, sign-ins and table helpers the
// tests share.
import { DEMO_ADMIN, DEMO_SECOND_ADMIN } from '../demo/demo-data.ts';
import { createTestPostgresDatabase } from '../db/testing.ts';
import { callApi, type ApiAnswer, type CallOptions } from './api-call.ts';
import { signInExhibitor, type SignedInExhibitor } from './exhibitors.ts';
import { useSuiteResource } from './suite-resource.ts';
import { startTestServer, type StartTestServerOptions, type TestServer } from './start-server.ts';

export { callApi, type ApiAnswer, type CallOptions } from './api-call.ts';
export { registerNewExhibitor, signInExhibitor, type SignedInExhibitor } from './exhibitors.ts';
export { defaultEventId, latestOutboxCode } from './sign-in.ts';
export { freshIp, freshMobile } from './fresh-identities.ts';
export { countRows, snapshot } from './table-rows.ts';
export { expectRefusedUnchanged, refusalCheck } from './refusals.ts';

export type DbKind = 'pglite' | 'postgres';

/** Both drivers, or one of them with TEST_DB_KINDS=pglite (or postgres). */
export const dbKinds: DbKind[] = ((process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',') as DbKind[]).filter(
  (kind) => kind === 'pglite' || kind === 'postgres',
);

/** A UUID no row has. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

/** A PostgreSQL start creates a database and migrates it; PGlite copies a template. */
const START_TIMEOUT_MS = 180_000;

export interface ApiServer extends TestServer {
  /** `path` is the full path on the server, e.g. `/api/leads`. */
  call: (method: string, path: string, options?: CallOptions) => Promise<ApiAnswer>;
}

export interface SeededApi extends ApiServer {
  /** Asha Rao, admin of Acme Robotics. */
  acme: SignedInExhibitor;
  /** Ingrid Halvorsen, admin of Borealis Analytics. */
  borealis: SignedInExhibitor;
}

/** A server on the given database kind; `close` also drops the PostgreSQL database. */
export async function startApiServer(kind: DbKind = 'pglite', options: StartTestServerOptions = {}): Promise<ApiServer> {
  const pg = kind === 'postgres' ? await createTestPostgresDatabase('ep_handlers') : undefined;
  try {
    const server = await startTestServer(pg ? { ...options, databaseUrl: pg.url } : options);
    return {
      ...server,
      call: (method, path, callOptions) => callApi(server.url, method, path, callOptions),
      async close() {
        await server.close();
        await pg?.drop();
      },
    };
  } catch (error) {
    await pg?.drop();
    throw error;
  }
}

/** A seeded server with both demo company admins signed in. */
export async function startSeededApi(kind: DbKind = 'pglite'): Promise<SeededApi> {
  const server = await startApiServer(kind);
  try {
    const acme = await signInExhibitor(server.url, DEMO_ADMIN.mobile);
    const borealis = await signInExhibitor(server.url, DEMO_SECOND_ADMIN.mobile);
    return { ...server, acme, borealis };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Starts `start()` for the current suite and closes it after (see useSuiteResource). */
function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  return useSuiteResource(start, (started) => started.close(), START_TIMEOUT_MS);
}

/**
 * A server for the current suite. `options` may be a function, for values only known once earlier
 * hooks have run (a port, a folder).
 */
export function useApiServer(
  kind: DbKind = 'pglite',
  options: StartTestServerOptions | (() => StartTestServerOptions) = {},
): ApiServer {
  return useStarted(() => startApiServer(kind, typeof options === 'function' ? options() : options));
}

/** A seeded server for the current suite, both demo company admins signed in. */
export function useSeededApi(kind: DbKind = 'pglite'): SeededApi {
  return useStarted(() => startSeededApi(kind));
}
