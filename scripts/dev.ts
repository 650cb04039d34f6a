// `npm run dev`: the API server (restarted on change by `tsx watch`) and Vite's dev server with hot
// reload, which proxies /api and /files to it (vite.config.ts). Ctrl+C stops both.
//   API_PORT (default 8080)   port of the API server
//   VITE_PORT (default 5173)  port of the dev server, where the portal is opened
//   --inspect                 sets VITE_INSPECT=1 for the browser app (the Stately inspector, stately.ai/inspect)
//   --inspect=local           sets VITE_INSPECT=local: the inspector panel in the page itself, no network
//   DEV_CACHE_DIR             where Vite keeps pre-bundled dependencies (default node_modules/.vite)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 8080);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const apiOrigin = `http://${host}:${apiPort}`;

if (process.argv.includes('--inspect=local')) process.env.VITE_INSPECT = 'local';
else if (process.argv.includes('--inspect')) process.env.VITE_INSPECT = '1';
// Read by vite.config.ts when the dev server loads it.
process.env.API_ORIGIN = apiOrigin;

const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const api = spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'server/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(apiPort), HOST: host },
  stdio: 'inherit',
});
let vite: ViteDevServer | undefined;

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const apiGone = api.exitCode !== null || api.signalCode !== null;
  const apiExited = apiGone ? Promise.resolve() : new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await vite?.close();
  await apiExited;
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// `tsx watch` keeps running across crashes of the server; if it goes away, so does the dev server.
api.on('exit', (exitCode) => void stop(exitCode ?? 1));

async function apiReady(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`${apiOrigin}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

vite = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  server: { host, port: vitePort, strictPort: true },
  // A checkout of its own, or a test's dev server, need not share (and re-bundle) another's.
  ...(process.env.DEV_CACHE_DIR ? { cacheDir: process.env.DEV_CACHE_DIR } : {}),
});
await vite.listen();

function inspectorLine(): string {
  if (process.env.VITE_INSPECT === 'local') return '  Inspector:           in the page, docked at its right edge (VITE_INSPECT=local)\n';
  if (process.env.VITE_INSPECT === '1') return '  Inspector:           on (VITE_INSPECT=1)\n';
  return '';
}

// The banner comes last, once the API answers, so it is what the developer sees.
if (!(await apiReady(120_000))) {
  process.stdout.write(`\nThe API server is not answering at ${apiOrigin} yet; see its output above.\n`);
}
process.stdout.write(
  `\nDevelopment servers\n  Portal (hot reload): http://${host}:${vitePort}/exhibitor/\n  API:                 ${apiOrigin}/api\n` +
    inspectorLine() +
    '  Stop with Ctrl+C.\n\n',
);
