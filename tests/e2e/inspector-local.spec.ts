// Issue 35: `npm run dev -- --inspect=local` shows, in the portal's own page, the running actor tree
// with the selected machine's chart (its current states highlighted), its context and last events,
// updated live. Driven against the dev server itself (Vite with hot reload, the API behind it), not
// the built portal: a production build has no inspector (tests/unit/no-inspector-in-bundle.test.ts).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outboxCode } from './api-sign-in.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

const DEMO_ADMIN_MOBILE = '9876543210';

/** Vite compiles every module at the first visit; on a busy two-core machine that takes minutes. */
const FIRST_LOAD_MS = 240_000;

let dev: DevServer | undefined;

test.afterAll(async () => {
  // Only when the test failed before stopping it itself.
  await dev?.stop();
});

/** The demo admin signs in through the screens, the code read from the development outbox. */
async function signInThroughScreens(page: Page, api: APIRequestContext): Promise<void> {
  await page.getByLabel('Mobile Number').fill(DEMO_ADMIN_MOBILE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/otp-verification$/);
  const code = await outboxCode(api, DEMO_ADMIN_MOBILE);
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 60_000 });
}

/** The button of the tree's line whose actor's name (system id, id or machine id) it starts with. */
const lineButton = (within: Page | Locator, name: string): Locator => within.getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** The Mermaid ids of the chart's states the panel marks as current. */
const markedStates = (chart: Locator): Promise<string[]> =>
  chart.locator('g.statediagram-state[data-current]').evaluateAll((nodes) => nodes.map((node) => /-state-(s_\w+?)-\d+$/.exec(node.id)?.[1] ?? node.id).sort());

test('the local inspector shows the running actor tree, the selected machine on its chart with its current states, its context and events', async ({ page, playwright }) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  dev = await startDevServer(['--inspect=local']);
  const api = await playwright.request.newContext({ baseURL: dev.url });
  await page.goto(`${dev.url}/exhibitor/login`, { timeout: FIRST_LOAD_MS });
  const panel = page.getByRole('complementary', { name: 'State machine inspector' });
  await expect(panel).toBeVisible({ timeout: FIRST_LOAD_MS });
  const tree = panel.getByRole('navigation', { name: 'Actor tree' });
  await expect(lineButton(tree, 'app')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('Mobile Number')).toBeVisible({ timeout: FIRST_LOAD_MS });

  // Folded away while signing in, so it covers nothing of the form.
  await panel.getByRole('button', { name: 'Hide inspector' }).click();
  await expect(panel).toBeHidden();
  await signInThroughScreens(page, api);
  await api.dispose();
  await page.getByRole('button', { name: 'Show inspector' }).click();
  await expect(panel).toBeVisible();

  // The app machine at the root, its invoked actors and the dashboard's screen machine below it.
  const depthOf = (name: string) => tree.getByRole('listitem').filter({ has: lineButton(page, name) });
  await expect(depthOf('app')).toHaveAttribute('data-depth', '0');
  for (const child of ['session', 'event', 'navigation', 'dashboard']) await expect(depthOf(child)).toHaveAttribute('data-depth', '1');
  // The dashboard's own children (its reads and dialogs) are one level further in.
  await expect(depthOf('tickets')).toHaveAttribute('data-depth', '2');

  await lineButton(tree, 'dashboard').click();
  const details = panel.getByRole('region', { name: 'Actor dashboard' });
  await expect(details.locator('dd.state')).toHaveText('analytics.noOffer, sampleData.idle');
  const chart = details.getByRole('figure', { name: 'Statechart of dashboard' });
  await expect(chart).toHaveAttribute('data-drawn', 'true', { timeout: 120_000 });
  // Every state the dashboard is in is marked on its chart (the regions and the root with the
  // leaves), and the states it is not in are drawn unmarked.
  await expect.poll(() => markedStates(chart)).toEqual(['s_analytics', 's_analytics__noOffer', 's_root', 's_sampleData', 's_sampleData__idle']);
  await expect(chart.locator('g.statediagram-state[id*="-state-s_sampleData__creating-"]')).toHaveCount(1);
  await expect(chart.locator('g.statediagram-state[id*="-state-s_sampleData__creating-"]')).not.toHaveAttribute('data-current', '');
  await expect(details.locator('pre.context')).toContainText('"offers"');
  await expect(details.getByRole('list', { name: 'Last events' })).toContainText('xstate.init');

  // The app's own context and events: the screen it runs, the address the navigation reported.
  await lineButton(tree, 'app').click();
  const app = panel.getByRole('region', { name: 'Actor app' });
  await expect(app.locator('dd.state')).toHaveText('running');
  await expect(app.locator('pre.context')).toContainText('"screenName": "dashboard"');
  await expect(app.getByRole('list', { name: 'Last events' })).toContainText('location.changed from navigation');

  // Live: another screen replaces the dashboard's machine in the tree, and the app's chart follows.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lead Management' }).click();
  await expect(lineButton(tree, 'leadsScreen')).toBeVisible();
  await expect(lineButton(tree, 'dashboard')).toHaveCount(0);
  await expect(app.locator('pre.context')).toContainText('"screenName": "leads"');
  const appChart = app.getByRole('figure', { name: 'Statechart of app' });
  await expect(appChart).toHaveAttribute('data-drawn', 'true', { timeout: 120_000 });
  await expect.poll(() => markedStates(appChart)).toEqual(['s_root', 's_running']);
  // The app's chart, fitted to the panel, is too small to read; at its own size it scrolls.
  const overflows = () => appChart.evaluate((figure) => figure.scrollWidth > figure.clientWidth);
  expect(await overflows()).toBe(false);
  await appChart.getByRole('button', { name: 'Full size' }).click();
  await expect.poll(overflows).toBe(true);

  expect(errors).toEqual([]);
  const stopped = await dev.stop();
  dev = undefined;
  expect(stopped).toEqual({ exitCode: 0, portsClosed: true });
});
