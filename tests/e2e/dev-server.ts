// `npm run dev` for a test: scripts/dev.ts (the API server under `tsx watch`, and Vite's dev server
// proxying /api to it) on free ports, with a fresh data folder and a Vite cache of its own. Ready once
// the portal and the API behind the proxy answer (polled, no fixed waits); stop() ends it as Ctrl+C
// does and reports whether both ports went quiet.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preparePgliteDataDir } from '../../server/testing/pglite-template.ts';
import { freePort } from '../../server/testing/spawn-server.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Settings a developer's shell may hold that must not reach this dev server. */
const isolatedVariables = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'PUBLIC_DIR', 'SEED_DEMO', 'DEFAULT_EVENT_DOMAIN', 'SMS_PROVIDER', 'NODE_ENV', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'VITE_INSPECT'];

export interface DevServer {
  /** Vite's origin: the portal at /exhibitor/, the API behind its proxy at /api. */
  readonly url: string;
  readonly apiPort: number;
  readonly vitePort: number;
  /** Everything both servers printed so far. */
  output(): string;
  /** SIGTERM (as Ctrl+C), wait for the exit; resolves with whether neither port answers any more. */
  stop(): Promise<{ readonly exitCode: number | null; readonly portsClosed: boolean }>;
}

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

const listening = async (port: number): Promise<boolean> => {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
};

export async function startDevServer(args: ReadonlyArray<string>, readyTimeoutMs = 240_000): Promise<DevServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-dev-'));
  const cacheDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-vite-cache-'));
  await preparePgliteDataDir(dataDir);
  const [apiPort, vitePort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of isolatedVariables) delete env[name];
  Object.assign(env, { API_PORT: String(apiPort), VITE_PORT: String(vitePort), DATA_DIR: dataDir, DEV_CACHE_DIR: cacheDir, LOG_LEVEL: 'warn' });
  // A process group of its own, so a dev server that does not stop can be ended with its children.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', ...args], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-256 * 1024);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${vitePort}`;

  const removeFolders = () => Promise.all([rm(dataDir, { recursive: true, force: true }), rm(cacheDir, { recursive: true, force: true })]);
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const forced = setTimeout(killGroup, 30_000);
    const exitCode = await exited;
    clearTimeout(forced);
    const portsClosed = !(await listening(apiPort)) && !(await listening(vitePort));
    // Whatever is left of the group (nothing, when the dev server stopped its children) goes too.
    killGroup();
    await removeFolders();
    return { exitCode, portsClosed };
  };

  const deadline = Date.now() + readyTimeoutMs;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = (await answers(`${url}/api/health`)) && (await answers(`${url}/exhibitor/`));
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!ready) {
    await stop();
    throw new Error(`The dev server did not answer within ${readyTimeoutMs} ms. Output:\n${printed}`);
  }
  return { url, apiPort, vitePort, output: () => printed, stop };
}
