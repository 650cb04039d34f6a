// The organiser's console for the browser tests: a server of the spec's own whose first organiser is
// made the way an installation makes it, with `npm run admin -- organisers add` on the stopped
// server's data folder (PGlite has one writer); and the console's sign-in by code, as a person does it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { admin } from './admin-cli.ts';
import { outboxCode } from './api-sign-in.ts';
import { expect } from './fixtures.ts';
import { test as base } from './transition-recording.ts';

/** The demo event's domain: the server serves it on 127.0.0.1. */
export const DEMO_DOMAIN = 'demo.exhibitor-portal.local';

/** The console's server starts twice, the first time migrating and seeding a fresh folder. */
export const CONSOLE_SERVER_TIMEOUT_MS = 180_000;

/** The first organiser the command line makes in these tests. */
export const FIRST_ORGANISER = { name: 'Kavya Menon', mobile: '9000000001', email: 'kavya@expo.example' } as const;

export interface ConsoleServer {
  readonly url: string;
  readonly dataDir: string;
  readonly request: APIRequestContext;
}

/** Same raised per-address limits as the shared server's (every test signs in from 127.0.0.1). */
const LIMITS = { OTP_SEND_LIMIT_PER_IP: '1000', OTP_VERIFY_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' };

/**
 * A server with the demo event and its first organiser, made by the command line: the server's first
 * start migrates and seeds the folder, it stops, the command adds the organiser, and the server starts
 * again on the same port.
 */
async function startConsoleServer(playwright: PlaywrightWorkerArgs['playwright']): Promise<ConsoleServer & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-console-'));
  const first = await spawnServer({ dataDir, env: LIMITS });
  const { port, url } = first;
  await first.stop();
  await admin(dataDir, 'organisers', 'add', '--event', DEMO_DOMAIN, '--mobile', FIRST_ORGANISER.mobile, '--phone-code', '91', '--name', FIRST_ORGANISER.name, '--email', FIRST_ORGANISER.email);
  const server: SpawnedServer = await spawnServer({ dataDir, port, env: LIMITS });
  const request = await playwright.request.newContext({ baseURL: url });
  return {
    url,
    dataDir,
    request,
    async stop() {
      await request.dispose();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The console's specs: one such server per Playwright worker (`consoleServer`), shared by the specs
 * of the worker as the portal's specs share theirs; `baseURL` is its address.
 */
export const test = base.extend<object, { consoleServer: ConsoleServer }>({
  consoleServer: [
    async ({ playwright }, use) => {
      const server = await startConsoleServer(playwright);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: CONSOLE_SERVER_TIMEOUT_MS },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.url);
  },
});

/**
 * Sessions this worker signed in by code, by server and number: a second sign-in of the same number
 * on the same server opens the console with the session it already has, as a returning organiser's
 * browser does, since a new code for that number would wait out the resend pause.
 */
const sessions = new Map<string, string>();

/** Signs in at /organiser/ with the number and the code the development outbox holds for it. */
export async function signInToConsole(page: Page, server: Pick<ConsoleServer, 'url' | 'request'>, mobile: string): Promise<void> {
  const key = `${server.url} ${mobile}`;
  const known = sessions.get(key);
  if (known !== undefined) {
    const alive = await server.request.get(`${server.url}/api/organiser/auth/me`, { headers: { authorization: `Bearer ${known}` } });
    if (alive.ok()) {
      await page.addInitScript((token) => window.localStorage.setItem('organiser_token', token), known);
      await page.goto(`${server.url}/organiser/`);
      await expect(page.getByText('Organiser console')).toBeVisible();
      return;
    }
  }
  await page.goto(`${server.url}/organiser/`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
  // Into the first box, whether or not it has taken the focus yet.
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(await outboxCode(server.request, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Organiser console')).toBeVisible();
  await rememberConsoleSession(page, server, mobile);
}

/**
 * Keeps the page's console session as this number's, for a spec that signed in another way (by
 * e-mail and password) after signing out the one `signInToConsole` kept.
 */
export async function rememberConsoleSession(page: Page, server: Pick<ConsoleServer, 'url'>, mobile: string): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('organiser_token'));
  if (token !== null) sessions.set(`${server.url} ${mobile}`, token);
}
