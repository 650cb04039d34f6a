// Issue 15, "Continue with Google" for real: against an OpenID provider this test starts on this
// machine (oidc-provider), set up for the demo event with the organiser's command while the server
// is stopped (PGlite has one writer). A member clicks Continue with Google, signs in at the
// provider and lands signed in on the dashboard; a stranger comes back refused with the reason.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EVENT } from '../../server/demo/demo-data.ts';
import { startOpenIdProvider, type OpenIdTestProvider } from '../../server/testing/openid-provider.ts';
import { freePort, spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { admin } from './admin-cli.ts';
import { expect, test } from './fixtures.ts';

const DEMO_DOMAIN = 'demo.exhibitor-portal.local';
const STRANGER = 'stranger@elsewhere.example';

let dataDir: string;
let provider: OpenIdTestProvider;
let server: SpawnedServer;

test.beforeAll(async () => {
  // Two starts of a fresh server (one migrates and seeds the folder), each several times slower beside the rest of the suite.
  test.setTimeout(180_000);
  dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-openid-'));
  const port = await freePort();
  provider = await startOpenIdProvider({
    redirectUris: [`http://127.0.0.1:${port}/api/auth/openid/callback`],
    accounts: [
      { email: DEMO_ADMIN.email, emailVerified: true },
      { email: STRANGER, emailVerified: true },
    ],
  });
  // The first start creates and seeds the database; the organiser sets the provider with it stopped.
  await (await spawnServer({ dataDir, port })).stop();
  await admin(dataDir, 'openid', 'set', '--event', DEMO_DOMAIN, '--issuer', provider.issuer, '--client-id', provider.clientId, `--client-secret=${provider.clientSecret}`);
  server = await spawnServer({ dataDir, port });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

/** From the login screen (or its Register mode) through the provider's login page, as the person would. */
async function continueWithGoogle(page: Page, email: string, mode: 'login' | 'register' = 'login', from = '/exhibitor/login'): Promise<void> {
  await page.goto(from);
  if (mode === 'register') {
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a team member continues with Google and lands signed in on the dashboard', async ({ browser }) => {
  const page = await newPage(browser);
  await continueWithGoogle(page, DEMO_ADMIN.email);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  expect(new URL(page.url()).hash).toBe('');
  // The token came back through the fragment only: the login address left the tab's history.
  await page.goBack();
  expect(page.url()).not.toContain('openid=');
  await page.context().close();
});

test('a stranger is refused with the reason, how to get access, and a request for access to the organiser; and stays signed out', async ({ browser }) => {
  const page = await newPage(browser);
  await continueWithGoogle(page, STRANGER);
  await expect(page.getByRole('alert')).toHaveText(
    `No team member of this event has the e-mail ${STRANGER}. To get access, ask your company's admin to add ${STRANGER} to your team in Team Management, then continue with Google again.`,
  );
  // The organiser's address is the event's support contact; the request names the e-mail Google vouched for.
  const ask = page.getByRole('link', { name: 'Ask the organiser for access' });
  const mail = new URL((await ask.getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(DEMO_EVENT.supportEmail);
  expect(mail.searchParams.get('subject')).toBe(`Access to the exhibitor portal of ${DEMO_EVENT.title}`);
  expect(mail.searchParams.get('body')).toContain(`with Google as ${STRANGER}, but that e-mail is not on any exhibitor's team.`);
  await expect(page).toHaveURL(`${server.url}/exhibitor/login`);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.context().close();
});

test('Continue with Google is offered in Register mode too, and signs a team member in from there', async ({ browser }) => {
  const page = await newPage(browser);
  await continueWithGoogle(page, DEMO_ADMIN.email, 'register');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  await page.context().close();
});

test("Google sign-in's code comes only where it is offered; a dropped download says so and the button asks again", async ({ browser }) => {
  const page = await newPage(browser);
  let refuse = true;
  const asked: string[] = [];
  await page.route('**/assets/openid-sign-in.actors-*.js', (route) => {
    asked.push(route.request().url());
    return refuse ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/exhibitor/login');
  await expect(page.getByRole('alert')).toHaveText('Continue with Google could not be loaded: the connection dropped. Tap it to try again.');
  expect(asked.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();

  refuse = false;
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.context().close();
});

test('a portal address opened signed out survives the round trip to Google: the member lands on it', async ({ browser }) => {
  const page = await newPage(browser);
  const deepLink = '/exhibitor/leads?owner=me';
  await continueWithGoogle(page, DEMO_ADMIN.email, 'login', deepLink);
  await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}${deepLink}`);
  await page.context().close();
});
