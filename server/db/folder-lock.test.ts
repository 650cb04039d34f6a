import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { preparePgliteDataDir } from '../testing/pglite-template.ts';
import { openDatabase } from './connect.ts';
import { DatabaseInUseError, lockFileOf, lockFolder, type LockHolder } from './folder-lock.ts';
import { createTempDataDir } from './testing.ts';
import { nodeArgsFor } from '../testing/node-typescript.ts';

const holderScript = fileURLToPath(new URL('./folder-lock-holder.fixture.ts', import.meta.url));

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
});

async function tempFolder(): Promise<string> {
  const dir = await createTempDataDir();
  cleanups.push(dir.cleanup);
  return join(dir.path, 'db');
}

/** Another process holding the folder; resolves once it has the lock. */
async function holdInChild(folder: string, role: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgsFor(holderScript), folder, role], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  for await (const line of createInterface({ input: child.stdout! })) if (line === 'locked') return child;
  throw new Error(`the holder stopped before it had the lock: ${stderr}`);
}

/** A pid no process has: one that has just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const refusal = (take: Promise<unknown>) => take.then(() => expect.fail('the second take was not refused'), (error: unknown) => error as DatabaseInUseError);

describe('embedded database folder lock', () => {
  it('refuses a second process at once, naming the server that holds the folder, until it lets go', async () => {
    const folder = await tempFolder();
    const server = await holdInChild(folder, 'server');

    const error = await refusal(lockFolder(folder, 'command line'));
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect(error.message).toBe(
      `The embedded database in ${folder} is in use by the portal server (process ${server.pid}). Stop the server first, or run the command against PostgreSQL (DATABASE_URL).`,
    );
    expect(error.holder).toMatchObject({ pid: server.pid, role: 'server' });

    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.stdin!.end();
    await ended;
    expect(existsSync(lockFileOf(folder)), 'released on close').toBe(false);
    const lock = await lockFolder(folder, 'command line');
    await lock.release();
  });

  it('tells a server that the command line holds the folder', async () => {
    const folder = await tempFolder();
    const command = await holdInChild(folder, 'command line');
    const error = await refusal(lockFolder(folder, 'server'));
    expect(error.message).toBe(
      `The embedded database in ${folder} is in use by the organiser command line (process ${command.pid}). Let the command finish (or stop it), then start the server again.`,
    );
  });

  it('refuses a second take in the same process; after release it can be taken again', async () => {
    const folder = await tempFolder();
    const first = await lockFolder(folder, 'test');
    const held = JSON.parse(await readFile(lockFileOf(folder), 'utf8')) as LockHolder;
    expect(held).toMatchObject({ pid: process.pid, role: 'test' });
    expect(Number.isNaN(Date.parse(held.startedAt))).toBe(false);

    const error = await refusal(lockFolder(folder, 'test'));
    expect(error.message).toContain(`is in use by this process (process ${process.pid})`);

    await first.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    await first.release();
    const second = await lockFolder(folder, 'test');
    await second.release();
  });

  it('lets only one of two takes at the same moment in one process have the folder', async () => {
    const folder = await tempFolder();
    const takes = await Promise.allSettled([lockFolder(folder, 'test'), lockFolder(folder, 'test')]);
    expect(takes.map((take) => take.status).sort()).toEqual(['fulfilled', 'rejected']);
    for (const take of takes) if (take.status === 'fulfilled') await take.value.release();
  });

  it('takes over a lock whose process is gone', async () => {
    const folder = await tempFolder();
    const pid = await deadPid();
    await writeFile(lockFileOf(folder), JSON.stringify({ pid, role: 'server', startedAt: new Date().toISOString() }));
    const lock = await lockFolder(folder, 'command line');
    expect(JSON.parse(await readFile(lockFileOf(folder), 'utf8'))).toMatchObject({ pid: process.pid, role: 'command line' });
    await lock.release();
  });

  it('takes over a killed holder\'s lock (kill -9 leaves the file behind)', async () => {
    const folder = await tempFolder();
    const holder = await holdInChild(folder, 'server');
    const ended = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await ended;
    expect(existsSync(lockFileOf(folder))).toBe(true);
    const lock = await lockFolder(folder, 'server');
    await lock.release();
  });

  it('takes over a lock naming its own pid (an earlier process with the same pid) or a reused pid', async () => {
    const folder = await tempFolder();
    await writeFile(lockFileOf(folder), JSON.stringify({ pid: process.pid, role: 'server', startedAt: '2020-01-01T00:00:00.000Z' }));
    await (await lockFolder(folder, 'server')).release();

    // A live process whose start differs from the holder's recorded start is not the holder.
    if (existsSync('/proc/self/stat')) {
      await writeFile(lockFileOf(folder), JSON.stringify({ pid: process.ppid, role: 'server', startedAt: '2020-01-01T00:00:00.000Z', processStart: '1' }));
      await (await lockFolder(folder, 'server')).release();
    }
    // The same live process without a recorded start is taken to be the holder.
    await writeFile(lockFileOf(folder), JSON.stringify({ pid: process.ppid, role: 'server', startedAt: '2020-01-01T00:00:00.000Z' }));
    expect((await refusal(lockFolder(folder, 'server'))).holder.pid).toBe(process.ppid);
  });

  it('takes over an old lock file its writer left empty, but not a fresh one being written', async () => {
    const folder = await tempFolder();
    await writeFile(lockFileOf(folder), '');
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFileOf(folder), old, old);
    await (await lockFolder(folder, 'test')).release();

    // Created a moment ago and written right after: the holder it names counts.
    await writeFile(lockFileOf(folder), '');
    const written = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      writeFile(lockFileOf(folder), JSON.stringify({ pid: process.ppid, role: 'server', startedAt: new Date().toISOString() })),
    );
    const error = await refusal(lockFolder(folder, 'command line'));
    await written;
    expect(error.holder.pid).toBe(process.ppid);
  });

  it('openDatabase holds the folder until close, and a template copy carries no lock', { timeout: 120_000 }, async () => {
    const folder = await tempFolder();
    const dataDir = join(folder, '..');
    await preparePgliteDataDir(dataDir);
    expect(readdirSync(dataDir)).toEqual(['db']);
    const opened = await openDatabase({ dataDir, role: 'test' });
    try {
      expect(existsSync(lockFileOf(folder))).toBe(true);
      const error = await refusal(openDatabase({ dataDir, role: 'test' }));
      expect(error).toBeInstanceOf(DatabaseInUseError);
    } finally {
      await opened.close();
    }
    expect(existsSync(lockFileOf(folder))).toBe(false);
  });
});
