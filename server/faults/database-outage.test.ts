// The database stops under a running server (PostgreSQL of the test's own, stopped with pg_ctl, fast
// and then immediate): every request sent during the outage answers 503 with a clear message within
// 2 s, /api/health too; once PostgreSQL is back the same server process answers again by itself;
// and every lead the server acknowledged is in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_ADMIN } from '../db/demo-data.ts';
import { DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { signIn } from '../testing/sign-in.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres.ts';
import { RequestLanes, waitFor, type Lane, type Sample } from './request-lanes.ts';

const LIMIT_MS = 2_000;
/** Requests of every lane seen during each outage before PostgreSQL is started again. */
const OUTAGE_SAMPLES_PER_LANE = 10;
/**
 * How long PostgreSQL stays down: the fault the test is about, long enough for the pool's idle
 * connections to be gone and for reconnects to be tried many times over.
 */
const OUTAGE_MS = 3_000;

let cluster: ThrowawayPostgres;
let databaseUrl: string;
let server: SpawnedServer;
let token: string;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  databaseUrl = await cluster.createDatabase('portal');
  server = await spawnServer({
    databaseUrl,
    // One client address sends every code here; the per-address limit is not what is tested.
    env: { OTP_SEND_LIMIT_PER_IP: '1000000', OTP_SEND_LIMIT_PER_NUMBER: '1000000' },
  });
  token = (await signIn(server.url, { mobile: DEMO_ADMIN.mobile })).token;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
});

const acknowledged: string[] = [];
let sentLeads = 0;
let codeNumber = 7_100_000_000;

function lanes(): Lane[] {
  return [
    {
      name: 'create lead',
      next: () => ({ method: 'POST', path: '/api/leads', token, json: { person: { fullName: `Outage lead ${++sentLeads}` }, priority: 'high' } }),
      onSuccess: (body) => acknowledged.push((body as { data: { _id: string } }).data._id),
    },
    { name: 'read company', next: () => ({ method: 'GET', path: '/api/company', token }) },
    {
      // A transaction (the number's advisory lock, the cooldown marker) for a number with no account.
      name: 'send code',
      next: () => ({ method: 'POST', path: '/api/auth/login-mobile-with-country', json: { mobile: String(++codeNumber), phoneCode: '91' } }),
    },
    { name: 'health', next: () => ({ method: 'GET', path: '/api/health' }) },
  ];
}

const laneNames = lanes().map((lane) => lane.name);
const ms = (sample: Sample) => sample.endedAt - sample.startedAt;
const describeSample = (s: Sample) => `${s.lane}: ${s.status} in ${Math.round(ms(s))} ms ${s.error ?? JSON.stringify(s.body)}`;

/** Latencies of the outage answers, per stop mode, printed for the record. */
const measured: Record<string, { count: number; medianMs: number; p95Ms: number; maxMs: number }> = {};

/** Waits as waitFor does; a timeout also tells whether the server process died, and its last words. */
async function waitForServer(what: string, condition: () => boolean, timeoutMs?: number): Promise<void> {
  try {
    await waitFor(what, condition, timeoutMs);
  } catch (error) {
    const { exitCode, signalCode } = server.child;
    const state = exitCode === null && signalCode === null ? 'still running' : `exited (code ${exitCode}, signal ${signalCode})`;
    throw new Error(`${String(error)}; the server is ${state}. Its output ends:\n${server.output().slice(-3_000)}`);
  }
}

async function outage(mode: 'fast' | 'immediate'): Promise<void> {
  const traffic = new RequestLanes(server.url, lanes());
  try {
    await waitForServer('answers before the stop', () => laneNames.every((lane) => traffic.samples.some((s) => s.lane === lane && s.status < 300)));
    const ackedBefore = acknowledged.length;
    await waitForServer('more acknowledged leads', () => acknowledged.length >= ackedBefore + 20);

    const stopBegan = performance.now();
    await cluster.stop(mode);
    const stopped = performance.now();
    await waitForServer(
      'requests during the outage',
      () => performance.now() - stopped >= OUTAGE_MS && laneNames.every((lane) => traffic.between(stopped, Infinity, lane).length >= OUTAGE_SAMPLES_PER_LANE),
    );
    const startBegan = performance.now();
    await cluster.start();
    const started = performance.now();
    await waitForServer(
      'every kind of request to succeed again without a server restart',
      () => laneNames.every((lane) => traffic.between(started, Infinity, lane).some((s) => s.status >= 200 && s.status < 300)),
      30_000,
    );
    const recovered = performance.now();
    await waitForServer('leads acknowledged after the recovery', () => traffic.between(recovered, Infinity, 'create lead').filter((s) => s.status === 201).length >= 10);
    await traffic.stop();

    // Nothing answered slowly, and nothing but success or 503 came back at any time, around the
    // stop and the start included.
    const slow = traffic.samples.filter((s) => ms(s) > LIMIT_MS);
    expect(slow.map(describeSample)).toEqual([]);
    const odd = traffic.samples.filter((s) => !((s.status >= 200 && s.status < 300) || s.status === 503));
    expect(odd.map(describeSample)).toEqual([]);
    for (const s of traffic.samples.filter((sample) => sample.status === 503)) {
      expect(s.body, describeSample(s)).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
      expect(Number(s.retryAfter), describeSample(s)).toBeGreaterThanOrEqual(1);
    }
    // Everything sent while PostgreSQL was down was refused with that 503 (health included).
    const during = traffic.between(stopped, startBegan);
    for (const lane of laneNames) expect(during.filter((s) => s.lane === lane).length).toBeGreaterThanOrEqual(OUTAGE_SAMPLES_PER_LANE);
    expect(during.filter((s) => s.status !== 503).map(describeSample)).toEqual([]);
    // Before the stop every request succeeded.
    expect(traffic.samples.filter((s) => s.endedAt < stopBegan && s.status >= 300).map(describeSample)).toEqual([]);
    // The same process served throughout.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();

    const latencies = during.map(ms).sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    measured[mode] = { count: latencies.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(latencies.at(-1)!) };
    console.info(`503 answers during the ${mode} stop (${Math.round(startBegan - stopped)} ms down): ${JSON.stringify(measured[mode])}`);
  } finally {
    await traffic.stop();
  }
}

describe('PostgreSQL stops under a running server', () => {
  it('answers 503 within 2 s while it is down and recovers by itself (pg_ctl stop -m fast)', async () => {
    await outage('fast');
  }, 120_000);

  it('does the same when PostgreSQL stops without a clean shutdown (pg_ctl stop -m immediate)', async () => {
    await outage('immediate');
  }, 120_000);

  it('lost no acknowledged lead', async () => {
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const found = await client.query<{ id: string }>('select id from leads where id = any($1::uuid[])', [acknowledged]);
      const present = new Set(found.rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
