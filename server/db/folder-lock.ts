// One process at a time per embedded database folder. PGlite has no lock of its own: a second
// process opening the same folder writes into files the first one keeps cached, and whatever the
// second wrote is gone after the first one's next restart. So the opener creates `<folder>.lock`
// atomically (open with 'wx') beside the folder, holds it until it closes the database, and a
// second opener is refused at once with who holds it. The file lies beside the folder, not in it,
// so a copy of the folder (the tests' PGlite template) never carries a lock along.
import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { relative, resolve, isAbsolute } from 'node:path';

export type DatabaseRole = 'server' | 'command line' | 'test';

export interface LockHolder {
  pid: number;
  role?: DatabaseRole;
  startedAt: string;
  host?: string;
  /** Linux: the holder's start time in clock ticks since boot, which tells a reused pid apart. */
  processStart?: string;
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  readonly folder: string;
  readonly holder: LockHolder;

  constructor(message: string, folder: string, holder: LockHolder) {
    super(message);
    this.folder = folder;
    this.holder = holder;
  }
}

export interface FolderLock {
  readonly file: string;
  release(): Promise<void>;
}

/** Lock files this process holds, removed on exit even when the database was never closed. */
const held = new Map<string, LockHolder>();
let exitHookInstalled = false;

export function lockFileOf(folder: string): string {
  return `${resolve(folder)}.lock`;
}

/**
 * Takes the folder for this process, or throws DatabaseInUseError naming the process that has it.
 * A lock whose process is gone (a crash, a kill -9, a power cut) is taken over.
 */
export async function lockFolder(folder: string, role?: DatabaseRole): Promise<FolderLock> {
  const file = lockFileOf(folder);
  const mine = held.get(file);
  if (mine) throw inUse(folder, mine, role);

  const me: LockHolder = {
    pid: process.pid,
    ...(role ? { role } : {}),
    startedAt: new Date().toISOString(),
    host: hostname(),
    ...(processStartOf('self') ? { processStart: processStartOf('self') } : {}),
  };
  // Each round either creates the file, refuses, or removes a stale lock; a few rounds cover a
  // takeover raced by another process.
  for (let round = 0; round < 5; round++) {
    if (await createExclusive(file, `${JSON.stringify(me)}\n`)) {
      held.set(file, me);
      installExitHook();
      return { file, release: () => release(file, me) };
    }
    const holder = await readHolder(file);
    if (holder === 'gone') continue;
    if (holder !== 'unreadable' && isAlive(holder)) throw inUse(folder, holder, role);
    await removeStale(file, holder);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing. Is another process starting on the same folder?`);
}

async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/** The holder named in the file; 'unreadable' for a file its writer left empty or cut short. */
async function readHolder(file: string): Promise<LockHolder | 'gone' | 'unreadable'> {
  // A holder writes its content right after creating the file: give a fresh empty file a moment.
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
      throw error;
    }
    const parsed = parseHolder(text);
    if (parsed) return parsed;
    const age = await stat(file).then((info) => Date.now() - info.mtimeMs, () => Infinity);
    if (age > 2_000 || attempt >= 20) return 'unreadable';
    await new Promise((done) => setTimeout(done, 100));
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(value.pid) && (value.pid as number) > 0 && typeof value.startedAt === 'string') return value as LockHolder;
  } catch {
    // Not (yet) a whole JSON document.
  }
  return undefined;
}

function isAlive(holder: LockHolder): boolean {
  // The pid is checked on this machine even when the lock names another host name: a container
  // recreated on a kept volume has a new host name, and its old lock must not block it forever.
  // Our own pid: ours (refused as this process's), or left by an earlier process that had the same
  // pid (a container restarted from the same image starts its processes with the same pids).
  if (holder.pid === process.pid) {
    const mine = processStartOf('self');
    return holder.processStart && mine ? holder.processStart === mine : Date.parse(holder.startedAt) >= performance.timeOrigin;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid is in use; by the holder only if it started when the holder did.
  const start = processStartOf(String(holder.pid));
  return !(holder.processStart && start && start !== holder.processStart);
}

/** Field 22 of /proc/<pid>/stat (start time in ticks since boot), or undefined off Linux. */
function processStartOf(pid: string): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock, unless another process got there first. Two processes may judge the same
 * lock stale at once; without this, the slower one could delete the lock the faster one has just
 * created. Removing goes through a second, short-lived lock, and the stale file is read again under it.
 */
async function removeStale(file: string, stale: LockHolder | 'unreadable'): Promise<void> {
  const takeover = `${file}.takeover`;
  if (!(await createExclusive(takeover, `${process.pid}\n`))) {
    // Held by a process removing the same stale lock right now; one that crashed in those few
    // milliseconds must not block forever either.
    const age = await stat(takeover).then((info) => Date.now() - info.mtimeMs, () => 0);
    if (age > 10_000) await unlink(takeover).catch(() => undefined);
    await new Promise((done) => setTimeout(done, 50));
    return;
  }
  try {
    const now = await readFile(file, 'utf8').catch(() => undefined);
    // An unreadable file is removed only while it is still old: a young one is a new holder's,
    // created a moment ago and not yet written.
    const age = await stat(file).then((info) => Date.now() - info.mtimeMs, () => 0);
    const same =
      now !== undefined && (stale === 'unreadable' ? parseHolder(now) === undefined && age > 2_000 : sameHolder(parseHolder(now), stale));
    if (same) await unlink(file).catch(() => undefined);
  } finally {
    await unlink(takeover).catch(() => undefined);
  }
}

function sameHolder(a: LockHolder | undefined, b: LockHolder): boolean {
  return a !== undefined && a.pid === b.pid && a.startedAt === b.startedAt && a.host === b.host;
}

async function release(file: string, me: LockHolder): Promise<void> {
  if (held.get(file) !== me) return;
  held.delete(file);
  // Remove only our own lock: never one another process took over.
  const now = parseHolder(await readFile(file, 'utf8').catch(() => ''));
  if (sameHolder(now, me)) await unlink(file).catch(() => undefined);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A process that ends without closing its database (process.exit, an uncaught error) no longer
  // uses the folder; its lock goes with it. Only kill -9 and power cuts leave one, found stale later.
  process.on('exit', () => {
    for (const [file, me] of held) {
      try {
        if (sameHolder(parseHolder(readFileSync(file, 'utf8')), me)) unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  });
}

function describeHolder(holder: LockHolder): string {
  if (holder.pid === process.pid) return 'this process';
  switch (holder.role) {
    case 'server':
      return 'the portal server';
    case 'command line':
      return 'the organiser command line';
    case 'test':
      return 'a test';
    default:
      return 'another process';
  }
}

function advice(holder: LockHolder, opener: DatabaseRole | undefined): string {
  if (holder.pid === process.pid) return 'Close it before opening it again.';
  if (holder.role === 'server') {
    if (opener === 'command line') return 'Stop the server first, or run the command against PostgreSQL (DATABASE_URL).';
    if (opener === 'server') return 'Stop that server first, or give this one a DATA_DIR of its own.';
    return 'Stop the server first.';
  }
  if (holder.role === 'command line') {
    return opener === 'server' ? 'Let the command finish (or stop it), then start the server again.' : 'Let the command finish (or stop it), then try again.';
  }
  return 'Stop that process first, then try again.';
}

function shownPath(folder: string): string {
  const path = relative(process.cwd(), resolve(folder));
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return resolve(folder);
  return `./${path}`;
}

function inUse(folder: string, holder: LockHolder, opener: DatabaseRole | undefined): DatabaseInUseError {
  const where = holder.host && holder.host !== hostname() ? ` on ${holder.host}` : '';
  const message = `The embedded database in ${shownPath(folder)} is in use by ${describeHolder(holder)} (process ${holder.pid}${where}). ${advice(holder, opener)}`;
  return new DatabaseInUseError(message, resolve(folder), holder);
}
