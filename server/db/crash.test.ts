import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from './connect.ts';
import { createTempDataDir, createTestPostgresDatabase } from './testing.ts';
import { smsOutbox } from './schema/all-tables.ts';
import { nodeArgsFor } from '../testing/node-typescript.ts';

const writer = fileURLToPath(new URL('./crash-writer.fixture.ts', import.meta.url));
const ACKNOWLEDGED_BEFORE_KILL = 400;

// Runs the writer in a child process, kills it with SIGKILL once enough inserts were acknowledged
// (it keeps writing up to the kill), and returns every id it acknowledged.
async function writeUntilKilled(args: string[]): Promise<string[]> {
  const child = spawn(process.execPath, [...nodeArgsFor(writer), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const ids: string[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'ready') continue;
    ids.push(line);
    if (ids.length === ACKNOWLEDGED_BEFORE_KILL) child.kill('SIGKILL');
  }
  const signal = await exited;
  if (ids.length < ACKNOWLEDGED_BEFORE_KILL) throw new Error(`writer stopped early: ${stderr}`);
  expect(signal).toBe('SIGKILL');
  return ids;
}

async function expectAllPresent(opened: Awaited<ReturnType<typeof openDatabase>>, ids: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await opened.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(inArray(smsOutbox.id, ids.slice(i, i + 500)));
    for (const row of rows) found.add(row.id);
  }
  expect(ids.filter((id) => !found.has(id))).toEqual([]);
  // The whole database still reads and writes after recovery.
  const total = await opened.db.execute<{ n: number }>(sql`select count(*)::int as n from sms_outbox`);
  expect(total.rows[0]!.n).toBeGreaterThanOrEqual(ids.length);
  await opened.db.insert(smsOutbox).values({ phoneCode: '91', mobile: '1', body: 'after recovery' });
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('kill -9 in the middle of writes', () => {
  it('PGlite: reopens with every acknowledged write present', async () => {
    const dir = await createTempDataDir();
    cleanups.push(dir.cleanup);
    const ids = await writeUntilKilled([dir.path]);
    const opened = await openDatabase({ dataDir: dir.path });
    cleanups.push(opened.close);
    await expectAllPresent(opened, ids);
  }, 120_000);

  it('PostgreSQL: every acknowledged write is present', async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(database.drop);
    const ids = await writeUntilKilled(['/nonexistent', database.url]);
    const opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: database.url });
    cleanups.push(opened.close);
    await expectAllPresent(opened, ids);
  }, 120_000);
});
