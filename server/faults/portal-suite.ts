// The database fault suites share one frame: the portal on a PostgreSQL of the suite's own for the
// whole file, torn down afterwards even when a test left the cluster frozen, and the same verdict on
// every answer seen around the fault (quick, and either a success or the database's clear 503), and
// the same wait for the server to serve again by itself.
import { afterAll, beforeAll, expect } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import type { SpawnedServer } from '../testing/spawn-server.ts';
import { describeSample, sampleMs, startPortalOnOwnPostgres, waitForServer, type PortalOnOwnPostgres } from './portal-traffic.ts';
import type { RequestLanes, Sample } from './request-lanes.ts';

/** Starts the portal before the suite and stops it after; read the fields only inside tests. */
export function portalOnOwnPostgresForSuite(): PortalOnOwnPostgres {
  let portal: PortalOnOwnPostgres | undefined;
  beforeAll(async () => {
    portal = await startPortalOnOwnPostgres();
  }, 180_000);
  afterAll(async () => {
    // A frozen cluster would keep the server's shutdown waiting on its connections.
    await portal?.cluster.resume();
    await portal?.server.stop();
    await portal?.cluster.destroy();
  });
  const started = (): PortalOnOwnPostgres => {
    if (!portal) throw new Error('The portal is read before the suite started it.');
    return portal;
  };
  return {
    get cluster() {
      return started().cluster;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    get server() {
      return started().server;
    },
    get token() {
      return started().token;
    },
  };
}

/** Nothing waited on the database: every answer came within the limit, and was a success or the 503. */
export function expectQuickSuccessOrUnavailable(samples: readonly Sample[], limitMs: number): void {
  expect(samples.filter((s) => sampleMs(s) > limitMs).map(describeSample)).toEqual([]);
  expect(samples.filter((s) => !((s.status >= 200 && s.status < 300) || s.status === 503)).map(describeSample)).toEqual([]);
  for (const s of samples.filter((sample) => sample.status === 503)) {
    expect(s.body, describeSample(s)).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
    expect(Number(s.retryAfter), describeSample(s)).toBeGreaterThanOrEqual(1);
  }
}

/**
 * Once the database is back (from `since`), the same server process answers every kind of request
 * again by itself, and keeps acknowledging leads after that.
 */
export async function waitForRecovery(server: SpawnedServer, lanes: RequestLanes, laneNames: readonly string[], since: number): Promise<void> {
  await waitForServer(
    server,
    'every kind of request to succeed again without a server restart',
    () => laneNames.every((lane) => lanes.between(since, Infinity, lane).some((s) => s.status >= 200 && s.status < 300)),
    30_000,
  );
  const recovered = performance.now();
  await waitForServer(server, 'leads acknowledged after the recovery', () => lanes.between(recovered, Infinity, 'create lead').filter((s) => s.status === 201).length >= 10);
}
