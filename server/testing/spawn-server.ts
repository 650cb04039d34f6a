// The real server as a separate process (`server/serve.ts`), for end-to-end tests and for tests that
// stop, kill or restart it. Readiness is polled on /api/health; nothing sleeps a fixed time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgsFor } from './node-typescript.ts';
import { preparePgliteDataDir } from './pglite-template.ts';
import { fetchTrusting, type SelfSignedCertificate } from './self-signed-certificate.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainScript = join(projectRoot, 'server', 'serve.ts');

/** Settings a developer's shell may hold that must not leak into a test server. */
const isolatedVariables = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_DIR',
  'SEED_DEMO',
  'RESPONSE_VALIDATION',
  'DEFAULT_EVENT_DOMAIN',
  'SMS_PROVIDER',
  'NODE_ENV',
  'TLS_CERT_FILE',
  'TLS_KEY_FILE',
];

export interface SpawnServerOptions {
  /** Reuse a data folder (restart tests); by default a fresh temp folder, removed by stop(). */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Default: a free port of 127.0.0.1. */
  port?: number;
  /** How long to wait for /api/health; the first PGlite start runs initdb. */
  readyTimeoutMs?: number;
  /** Serve HTTPS (HTTP/2 and HTTP/1.1) with this certificate instead of plain HTTP. */
  tls?: SelfSignedCertificate;
}

type Fetch = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

export interface SpawnedServer {
  /** Origin without a trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** fetch for this server's addresses: the global one, or over HTTPS one that trusts its certificate. */
  fetch: Fetch;
  /** Everything the process printed so far (stdout and stderr, last 256 KB). */
  output(): string;
  /** SIGTERM and wait for a clean exit (SIGKILL after 20 s); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Send a signal (default SIGKILL, a crash) and wait until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, fetch: Fetch, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited || child.exitCode !== null) {
      throw new Error(`The server exited before it was ready (code ${child.exitCode}). Output:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms. Output:\n${output()}`);
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function spawnServer(opts: SpawnServerOptions = {}): Promise<SpawnedServer> {
  const ownsDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'exhibitor-portal-server-')));
  if (!opts.databaseUrl) await preparePgliteDataDir(dataDir);
  const port = opts.port ?? (await freePort());
  const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const fetchFromServer: Fetch = opts.tls ? fetchTrusting(opts.tls.pem) : (address, init) => fetch(address, init);

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of isolatedVariables) delete env[name];
  // The server's modules compiled once for every server process of the suite (V8's code cache,
  // keyed by each file's content): a second start skips about a second of compiling.
  env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'exhibitor-portal-compile-cache');
  Object.assign(env, { LOG_LEVEL: 'warn' }, opts.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.tls ? { TLS_CERT_FILE: opts.tls.certFile, TLS_KEY_FILE: opts.tls.keyFile } : {}),
  });

  // Node itself, not a wrapper such as the tsx CLI (which runs the script in a grandchild process):
  // a SIGKILL meant to crash the server must reach the server.
  const child = spawn(process.execPath, nodeArgsFor(mainScript), {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-256 * 1024);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => printed;

  const removeOwnedDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, fetchFromServer, child, opts.readyTimeoutMs ?? 120_000, output);
  } catch (error) {
    child.kill('SIGKILL');
    await waitForExit(child);
    await removeOwnedDataDir();
    throw error;
  }

  return {
    url,
    port,
    dataDir,
    child,
    fetch: fetchFromServer,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.kill('SIGTERM');
        await waitForExit(child);
        clearTimeout(forced);
      }
      await removeOwnedDataDir();
      return child.exitCode;
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await waitForExit(child);
      }
    },
  };
}
