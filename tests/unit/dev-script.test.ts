// `npm run dev` as a developer uses it: the portal from Vite's dev server, the API behind its proxy,
// and Ctrl+C (SIGINT) stopping the API server too.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDataDir, type TempDataDir } from '../../server/db/testing.ts';
import { freePort } from '../../server/testing/spawn-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess | undefined;
let dataDir: TempDataDir | undefined;
// Vite's pre-bundled dependencies go to a folder of the test's own, not the shared node_modules/.vite.
let cacheDir: TempDataDir | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dataDir?.cleanup();
  await cacheDir?.cleanup();
});

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 150_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

async function portClosed(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`);
    return false;
  } catch {
    return true;
  }
}

describe('npm run dev', () => {
  it('serves the portal with the API behind it and stops both on Ctrl+C', { timeout: 240_000 }, async () => {
    dataDir = await createTempDataDir();
    cacheDir = await createTempDataDir('exhibitor-portal-vite-cache-');
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--inspect'], {
      cwd: root,
      env: { ...process.env, API_PORT: String(apiPort), VITE_PORT: String(vitePort), DATA_DIR: dataDir.path, DEV_CACHE_DIR: cacheDir.path, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const output = () => printed;

    const health = await waitFor(`http://127.0.0.1:${vitePort}/api/health`, child, output);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } });

    const page = await waitFor(`http://127.0.0.1:${vitePort}/exhibitor/`, child, output);
    const html = await page.text();
    expect(html).toContain('/exhibitor/@vite/client');
    expect(html).toContain('<div id="root">');

    // The --inspect flag reaches the browser app: Vite inlines import.meta.env into modules using it.
    const apiBase = await waitFor(`http://127.0.0.1:${vitePort}/exhibitor/src/api/api-base.ts`, child, output);
    expect(await apiBase.text()).toMatch(/"VITE_INSPECT":\s*"1"/);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await portClosed(apiPort)).toBe(true);
    expect(await portClosed(vitePort)).toBe(true);
  });
});
