// A PostgreSQL cluster of a test's own (initdb + pg_ctl in a temp folder, on a free port), for tests
// that stop and start the database under a running server. The shared server at 127.0.0.1:5432
// must never be stopped, so such tests cannot use it. Debian keeps the server programs under
// /usr/lib/postgresql/<version>/bin; CI installs the `postgresql` package (.ci/run).
import { execFile } from 'node:child_process';
import { access, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './spawn-server.ts';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  readonly port: number;
  /** A URL for one database of the cluster (default `postgres`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m <mode>`; resolves once the server is down. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start -w` on the same port and folder; resolves once it accepts connections. */
  start(): Promise<void>;
  /**
   * Freezes the postmaster and every backend with SIGSTOP, as a host that hangs does: connections
   * stay open, nothing answers, nothing is closed.
   */
  pause(): Promise<void>;
  /** SIGCONT to the processes `pause` froze. */
  resume(): Promise<void>;
  /** Stops the cluster (immediately) and deletes its folder. */
  destroy(): Promise<void>;
}

/** Where initdb and pg_ctl are: the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export async function findPostgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const sorted = versions.filter((name) => /^\d+(\.\d+)?$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of sorted) {
    const bin = join(root, version, 'bin');
    if ((await executable(join(bin, 'initdb'))) && (await executable(join(bin, 'pg_ctl')))) return bin;
  }
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if ((await executable(join(dir, 'initdb'))) && (await executable(join(dir, 'pg_ctl')))) return dir;
  }
  throw new Error(
    'This test needs a PostgreSQL it may stop: the server programs initdb and pg_ctl were not found under ' +
      '/usr/lib/postgresql/<version>/bin or on PATH. Install them (Debian: apt-get install postgresql; .ci/run does).',
  );
}

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, 1);
    return true;
  } catch {
    return false;
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = await findPostgresBin();
  const folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  // initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const command = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const port = await freePort();
  const withLog = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${what} failed: ${String(error)}\n${log}`);
    }
  };

  await withLog('initdb', () =>
    command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']),
  );
  // fsync stays on: the test checks that acknowledged writes survive a stop, as they must in production.
  const start = () =>
    withLog('pg_ctl start', () =>
      command('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`, 'start']),
    );
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let destroyed = false;
  let frozen: number[] = [];
  const resume = async () => {
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen = [];
  };

  try {
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: (mode = 'fast') => withLog('pg_ctl stop', () => command('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'])),
    start,
    async pause() {
      const postmaster = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      // The postmaster first, so it forks no new backend while its children are being frozen.
      signal(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...(await childrenOf(postmaster))];
      for (const pid of frozen) signal(pid, 'SIGSTOP');
    },
    resume,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await resume();
      await command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function signal(pid: number, name: 'SIGSTOP' | 'SIGCONT'): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already: nothing to freeze or wake.
  }
}

/** Processes whose parent is `parent`, from /proc (Linux, where these tests run). */
async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(join('/proc', entry, 'stat'), 'utf8').catch(() => '');
    // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, ...
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(afterName[1]) === parent) children.push(Number(entry));
  }
  return children;
}
