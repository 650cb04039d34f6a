// The database stops under a running server (PostgreSQL of the test's own, stopped with pg_ctl, fast
// and then immediate): every request sent during the outage answers 503 with a clear message within
// 2 s, /api/health too; once PostgreSQL is back the same server process answers again by itself;
// and every lead the server acknowledged is in the database.
import { describe, expect, it } from 'vitest';
import { describeSample, latencyFigures, missingLeads, portalTraffic, waitForServer } from './portal-traffic.ts';
import { expectQuickSuccessOrUnavailable, portalOnOwnPostgresForSuite, waitForRecovery } from './portal-suite.ts';
import { RequestLanes } from './request-lanes.ts';

const LIMIT_MS = 2_000;
/** Requests of every lane seen during each outage before PostgreSQL is started again. */
const OUTAGE_SAMPLES_PER_LANE = 10;
/**
 * How long PostgreSQL stays down: the fault the test is about, long enough for the pool's idle
 * connections to be gone and for reconnects to be tried many times over.
 */
const OUTAGE_MS = 3_000;

const portal = portalOnOwnPostgresForSuite();

const traffic = portalTraffic(() => portal.token, 7_100_000_000, 'Outage lead');
const { acknowledged } = traffic;
const laneNames = traffic.lanes().map((lane) => lane.name);

/** Latencies of the outage answers, per stop mode, printed for the record. */
const measured: Record<string, ReturnType<typeof latencyFigures>> = {};

const waitForServerTo = (what: string, condition: () => boolean, timeoutMs?: number) => waitForServer(portal.server, what, condition, timeoutMs);

async function outage(mode: 'fast' | 'immediate'): Promise<void> {
  const lanes = new RequestLanes(portal.server.url, traffic.lanes());
  try {
    await waitForServerTo('answers before the stop', () => laneNames.every((lane) => lanes.samples.some((s) => s.lane === lane && s.status < 300)));
    const ackedBefore = acknowledged.length;
    await waitForServerTo('more acknowledged leads', () => acknowledged.length >= ackedBefore + 20);

    const stopBegan = performance.now();
    await portal.cluster.stop(mode);
    const stopped = performance.now();
    await waitForServerTo(
      'requests during the outage',
      () => performance.now() - stopped >= OUTAGE_MS && laneNames.every((lane) => lanes.between(stopped, Infinity, lane).length >= OUTAGE_SAMPLES_PER_LANE),
    );
    const startBegan = performance.now();
    await portal.cluster.start();
    const started = performance.now();
    await waitForRecovery(portal.server, lanes, laneNames, started);
    await lanes.stop();

    // Nothing answered slowly, and nothing but success or 503 came back at any time, around the
    // stop and the start included.
    expectQuickSuccessOrUnavailable(lanes.samples, LIMIT_MS);
    // Everything sent while PostgreSQL was down was refused with that 503 (health included).
    const during = lanes.between(stopped, startBegan);
    for (const lane of laneNames) expect(during.filter((s) => s.lane === lane).length).toBeGreaterThanOrEqual(OUTAGE_SAMPLES_PER_LANE);
    expect(during.filter((s) => s.status !== 503).map(describeSample)).toEqual([]);
    // Before the stop every request succeeded.
    expect(lanes.samples.filter((s) => s.endedAt < stopBegan && s.status >= 300).map(describeSample)).toEqual([]);
    // The same process served throughout.
    expect(portal.server.child.exitCode).toBeNull();
    expect(portal.server.child.signalCode).toBeNull();

    measured[mode] = latencyFigures(during);
    console.info(`503 answers during the ${mode} stop (${Math.round(startBegan - stopped)} ms down): ${JSON.stringify(measured[mode])}`);
  } finally {
    await lanes.stop();
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
    expect(await missingLeads(portal.databaseUrl, acknowledged)).toEqual([]);
  });
});
