// The database host hangs under a running server: every PostgreSQL process is frozen with SIGSTOP for
// 10 s while requests keep coming, so connections stay open and nothing answers or fails. Every
// request answers within 2.5 s (503 with a clear message, or success), the server serves again by
// itself once PostgreSQL resumes, and every lead the server acknowledged is in the database.
import { describe, expect, it } from 'vitest';
import { describeSample, latencyFigures, missingLeads, portalTraffic, waitForServer } from './portal-traffic.ts';
import { expectQuickSuccessOrUnavailable, portalOnOwnPostgresForSuite, waitForRecovery } from './portal-suite.ts';
import { RequestLanes } from './request-lanes.ts';

const LIMIT_MS = 2_500;
const HANG_MS = 10_000;

const portal = portalOnOwnPostgresForSuite();

const traffic = portalTraffic(() => portal.token, 7_200_000_000, 'Hang lead');
const laneNames = traffic.lanes().map((lane) => lane.name);
const waitForServerTo = (what: string, condition: () => boolean, timeoutMs?: number) => waitForServer(portal.server, what, condition, timeoutMs);

describe('the PostgreSQL host hangs under a running server', () => {
  it('answers every request within 2.5 s while it is frozen, and serves again once it resumes', async () => {
    const lanes = new RequestLanes(portal.server.url, traffic.lanes());
    try {
      await waitForServerTo('answers before the freeze', () => laneNames.every((lane) => lanes.samples.some((s) => s.lane === lane && s.status < 300)));
      await waitForServerTo('acknowledged leads', () => traffic.acknowledged.length >= 20);

      await portal.cluster.pause();
      const frozen = performance.now();
      await waitForServerTo('the freeze to last', () => performance.now() - frozen >= HANG_MS, HANG_MS + 5_000);
      const resumeBegan = performance.now();
      await portal.cluster.resume();
      await waitForRecovery(portal.server, lanes, laneNames, resumeBegan);
      await lanes.stop();

      // Nothing waited on the frozen database: every answer, around the freeze and the resume
      // included, came within the limit and was a success or the database's 503.
      expectQuickSuccessOrUnavailable(lanes.samples, LIMIT_MS);
      // Requests kept coming through the freeze, and those sent once it was noticed were refused.
      const during = lanes.between(frozen + 2_000, resumeBegan);
      for (const lane of laneNames) expect(during.filter((s) => s.lane === lane).length, lane).toBeGreaterThanOrEqual(10);
      expect(during.filter((s) => s.status !== 503).map(describeSample)).toEqual([]);
      expect(portal.server.child.exitCode).toBeNull();
      expect(portal.server.child.signalCode).toBeNull();

      const figures = JSON.stringify(latencyFigures(lanes.samples.filter((s) => s.endedAt >= frozen && s.startedAt <= resumeBegan)));
      console.info(`Answers while PostgreSQL was frozen for ${Math.round(resumeBegan - frozen)} ms: ${figures}`);
    } finally {
      await lanes.stop();
    }
  }, 120_000);

  it('lost no acknowledged lead', async () => {
    expect(traffic.acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(await missingLeads(portal.databaseUrl, traffic.acknowledged)).toEqual([]);
  });
});
