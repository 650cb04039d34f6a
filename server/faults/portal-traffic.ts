// What the database fault tests send and check: four lanes that between them write (a lead), read
// (the company), run a transaction (sending a code) and ask for health; and, afterwards, whether
// every lead the server acknowledged is in the database.
import pg from 'pg';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { signIn } from '../testing/sign-in.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres.ts';
import { waitFor, type Lane, type Sample } from './request-lanes.ts';

export interface PortalOnOwnPostgres {
  readonly cluster: ThrowawayPostgres;
  readonly databaseUrl: string;
  readonly server: SpawnedServer;
  /** The demo admin's token. */
  readonly token: string;
}

/** A PostgreSQL cluster of the test's own (so it can be stopped or frozen), the server on it, the demo admin signed in. */
export async function startPortalOnOwnPostgres(): Promise<PortalOnOwnPostgres> {
  const cluster = await startThrowawayPostgres();
  const databaseUrl = await cluster.createDatabase('portal');
  const server = await spawnServer({
    databaseUrl,
    // One client address sends every code here; the per-address limit is not what is tested.
    env: { OTP_SEND_LIMIT_PER_IP: '1000000', OTP_SEND_LIMIT_PER_NUMBER: '1000000' },
  });
  const { token } = await signIn(server.url, { mobile: DEMO_ADMIN.mobile });
  return { cluster, databaseUrl, server, token };
}

export interface PortalTraffic {
  /** Ids of the leads the server answered 201 for. */
  readonly acknowledged: string[];
  lanes(): Lane[];
}

/** `firstCodeNumber`: each test its own range of mobile numbers (with no account) to send codes to. */
export function portalTraffic(token: () => string, firstCodeNumber: number, leadName: string): PortalTraffic {
  const acknowledged: string[] = [];
  let sentLeads = 0;
  let codeNumber = firstCodeNumber;
  return {
    acknowledged,
    lanes: () => [
      {
        name: 'create lead',
        next: () => ({ method: 'POST', path: '/api/leads', token: token(), json: { person: { fullName: `${leadName} ${++sentLeads}` }, priority: 'high' } }),
        onSuccess: (body) => acknowledged.push((body as { data: { _id: string } }).data._id),
      },
      { name: 'read company', next: () => ({ method: 'GET', path: '/api/company', token: token() }) },
      {
        // A transaction (the number's advisory lock, the cooldown marker) for a number with no account.
        name: 'send code',
        next: () => ({ method: 'POST', path: '/api/auth/login-mobile-with-country', json: { mobile: String(++codeNumber), phoneCode: '91' } }),
      },
      { name: 'health', next: () => ({ method: 'GET', path: '/api/health' }) },
    ],
  };
}

export const sampleMs = (sample: Sample) => sample.endedAt - sample.startedAt;

export const describeSample = (s: Sample) => `${s.lane}: ${s.status} in ${Math.round(sampleMs(s))} ms ${s.error ?? JSON.stringify(s.body)}`;

/** Count, median, 95th percentile and maximum of the samples' latencies, in whole ms. */
export function latencyFigures(samples: readonly Sample[]): { count: number; medianMs: number; p95Ms: number; maxMs: number } {
  const latencies = samples.map(sampleMs).sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { count: latencies.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(latencies.at(-1) ?? 0) };
}

/** Waits as waitFor does; a timeout also tells whether the server process died, and its last words. */
export async function waitForServer(server: SpawnedServer, what: string, condition: () => boolean, timeoutMs?: number): Promise<void> {
  try {
    await waitFor(what, condition, timeoutMs);
  } catch (error) {
    const { exitCode, signalCode } = server.child;
    const state = exitCode === null && signalCode === null ? 'still running' : `exited (code ${exitCode}, signal ${signalCode})`;
    throw new Error(`${String(error)}; the server is ${state}. Its output ends:\n${server.output().slice(-3_000)}`);
  }
}

/** The acknowledged lead ids that are not in the database. */
export async function missingLeads(databaseUrl: string, acknowledged: readonly string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>('select id from leads where id = any($1::uuid[])', [acknowledged]);
    const present = new Set(found.rows.map((row) => row.id));
    return acknowledged.filter((id) => !present.has(id));
  } finally {
    await client.end();
  }
}
