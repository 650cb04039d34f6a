// The real process, as `npm run serve` starts it: banner, readiness, graceful stop, and data that
// outlives a restart on the same DATA_DIR.
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { spawnServer, type SpawnedServer } from './spawn-server.ts';

const started: SpawnedServer[] = [];
let dataDir: TempDataDir | undefined;

afterAll(async () => {
  for (const server of started) await server.stop();
  await dataDir?.cleanup();
});

interface OutboxEntry {
  mobile: string;
  code: string | null;
  sentAt: string;
}

async function outbox(server: SpawnedServer, mobile: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${server.url}/api/dev/outbox?mobile=${mobile}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

describe('spawnServer', () => {
  it('keeps written data across a graceful restart on the same data folder', { timeout: 240_000 }, async () => {
    dataDir = await createTempDataDir();
    const first = await spawnServer({ dataDir: dataDir.path });
    started.push(first);

    // The banner tells a developer where everything is.
    expect(first.output()).toContain(`Portal:    ${first.url}/exhibitor/`);
    expect(first.output()).toContain(`API:       ${first.url}/api`);
    expect(first.output()).toContain('PGlite (embedded)');
    expect(first.output()).toContain('+91 9876543210');
    expect(first.output()).toContain(`${first.url}/api/dev/outbox?mobile=9876543210`);

    // A write through the API: the sign-in code lands in the SMS outbox table.
    const sent = await fetch(`${first.url}/api/auth/login-mobile-with-country`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9876543210', phoneCode: '91' }),
    });
    expect(sent.status).toBe(200);
    const before = await outbox(first, '9876543210');
    expect(before).toHaveLength(1);
    expect(before[0]?.code).toMatch(/^\d{4}$/);

    // SIGTERM: Fastify and the database close, and the process says it ended cleanly.
    expect(await first.stop()).toBe(0);
    expect(first.child.exitCode).toBe(0);

    const second = await spawnServer({ dataDir: dataDir.path });
    started.push(second);
    expect(await outbox(second, '9876543210')).toEqual(before);
    // The seeded event is still there for the host's lookup.
    const event = await fetch(`${second.url}/api/auth/domain-event?domain=localhost`);
    expect(event.status).toBe(200);
    expect(await second.stop()).toBe(0);
  });

  it('reports a server that cannot start instead of waiting forever', { timeout: 60_000 }, async () => {
    await expect(spawnServer({ env: { LOG_LEVEL: 'loud' } })).rejects.toThrow(/LOG_LEVEL must be one of/);
  });
});
