// Issue 6 "Faults": every screen of the shell with the API slowed by 3 s (a delaying TCP proxy in
// front of the real server) or really stopped (the server process ends and is started again on the
// same port and data). Each screen shows its loading state, then its content or its error with a
// Retry that recovers once the server is back; the shell stays, and the page is never blank. Both
// a screen whose code had loaded (its read fails) and one whose code never loaded (its download
// fails) are tried.
//
// One server per test, and one tab per screen in one browser: every tab meets the same slow or
// stopped server at once, so a test waits out the 3 s, or starts the server again, once for all
// screens rather than once per screen.
//
// Playwright's own test with the transitions recorded, not ./fixtures.ts: every test here starts a
// server of its own, and the worker's shared one would only cost a start.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LOAD_FAILED_MESSAGE } from '../../src/machines/data/remote-data.machine.ts';
import { SCREEN_LOAD_FAILED_MESSAGE } from '../../src/ui/screen/screen-load-text.ts';
import { signedInToken } from './api-sign-in.ts';
import { withOwnServer, type OwnServer } from './own-server.ts';
import { DASHBOARD, PORTAL_SCREENS, pushPath, SCREEN_CHUNKS, TEAM, type PortalScreen } from './portal-screens.ts';
import { withSlowProxy } from './slow-proxy.ts';
import { test } from './transition-recording.ts';

/** A slowed request waits 3 s at the proxy, and a screen's may queue behind the other tabs'. */
const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
// The service worker precaches every screen's code shortly after the first visit, after which a
// stopped server no longer keeps a screen from loading (offline.spec.ts covers that). These tests
// are about the visit before it is installed, or a browser without one, so it is kept out.
test.use({ serviceWorkers: 'block' });

const heading = (page: Page, screen: PortalScreen) => page.getByRole('heading', { level: 1, name: screen.heading });
const retry = { name: 'Retry', exact: true } as const;

/** The header and the sidebar are still there around whatever the screen shows. */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** A fresh account of the server, signed in for every tab of the browser context. */
async function signInContext(context: BrowserContext, server: OwnServer) {
  const token = await signedInToken(server.request);
  await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
}

type Tab = { readonly page: Page; readonly screen: PortalScreen };

/**
 * One tab per screen, readied one after another: `ready` takes each to where its test starts.
 * Not all at once: a dozen tabs loading together on a two-core machine slow each other past the
 * assertions' timeouts, and the test then measures the machine rather than the portal.
 */
async function openTabs(context: BrowserContext, screens: ReadonlyArray<PortalScreen>, ready: (tab: Tab) => Promise<void>): Promise<Tab[]> {
  const tabs: Tab[] = [];
  for (const screen of screens) {
    const tab = { page: await context.newPage(), screen };
    await ready(tab);
    tabs.push(tab);
  }
  return tabs;
}

/**
 * A tab with its screen's code and first reads done, then moved on to another screen (the
 * dashboard, or the team for the dashboard's own tab), ready to come back through the sidebar.
 * The reads are opened the way the test opens them (a resources tab too) and waited for, so what
 * the device keeps of them is there when the tab comes back. A screen without reads is not
 * visited: its code stays unloaded.
 */
const parkedAway =
  (origin: string) =>
  async ({ page, screen }: Tab): Promise<void> => {
    const park = screen === DASHBOARD ? TEAM : DASHBOARD;
    if (screen.reads.length > 0) {
      await page.goto(`${origin}${screen.path}`);
      await expect(heading(page, screen)).toBeVisible();
      await screen.open(page);
      for (const read of screen.reads) await expect(read.content(page), screen.name).toBeVisible();
      await park.open(page);
    } else {
      await page.goto(`${origin}${park.path}`);
    }
    await expect(park.content(page)).toBeVisible();
  };

test('slowed by 3 s: each screen shows its loading state, then its content', async ({ context, playwright }) => {
  await withOwnServer(playwright, async (server) => {
    await withSlowProxy(server.url, async (proxy) => {
      await signInContext(context, server);
      const tabs = await openTabs(context, PORTAL_SCREENS, parkedAway(proxy.url));

      proxy.setMode('slow');
      // Each loading state is checked right after its tab moved: it lasts at least the 3 s delay.
      for (const { page, screen } of tabs) {
        await screen.open(page);
        if (screen.reads.length === 0) {
          // Nothing to read: what is slow is the screen's own code, behind the shell's "Loading...".
          await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' }), screen.name).toBeVisible();
        } else {
          for (const read of screen.reads) {
            // What the device kept from the visit before shows at once, without waiting for the slow read.
            if (read.keptOnDevice) await expect(read.content(page), screen.name).toBeVisible();
            else await expect(read.loading(page), screen.name).toBeVisible();
          }
        }
      }
      for (const { page, screen } of tabs) {
        await expectShell(page);
        await expect(heading(page, screen), screen.name).toBeVisible(SLOW);
        await expect(screen.content(page), screen.name).toBeVisible(SLOW);
        for (const read of screen.reads) {
          await expect(read.content(page), screen.name).toBeVisible(SLOW);
          await expect(read.loading(page), screen.name).toHaveCount(0);
        }
      }
    });
  });
});

test('server stopped after a screen’s code loaded: its read fails with Retry inside the shell, and Retry brings the content back', async ({
  context,
  playwright,
}) => {
  await withOwnServer(playwright, async (server) => {
    await signInContext(context, server);
    const reading = PORTAL_SCREENS.filter((screen) => screen.reads.length > 0);
    const tabs = await openTabs(context, reading, parkedAway(server.url));

    await server.stop();
    for (const { page, screen } of tabs) await screen.open(page);
    for (const { page, screen } of tabs) {
      await expect(heading(page, screen), screen.name).toBeVisible();
      await expectShell(page);
      for (const read of screen.reads) {
        const failure = read.area(page).getByRole('alert').filter({ hasText: read.errorText });
        await expect(failure.getByRole('button', retry), screen.name).toBeVisible();
        // What the device kept from the visit before stands beside the error; otherwise nothing shows as if loaded.
        if (read.keptOnDevice) await expect(read.content(page), screen.name).toBeVisible();
        else await expect(read.content(page), screen.name).toHaveCount(0);
      }
    }

    await server.start();
    for (const { page, screen } of tabs) {
      for (const read of screen.reads) {
        await read.area(page).getByRole('alert').filter({ hasText: read.errorText }).getByRole('button', retry).click();
        await expect(read.content(page), screen.name).toBeVisible();
      }
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED_MESSAGE }), screen.name).toHaveCount(0);
    }
  });
});

test('server stopped before a screen’s code loaded: the screen says so inside the shell, and Retry loads it', async ({
  context,
  playwright,
}) => {
  await withOwnServer(playwright, async (server) => {
    await signInContext(context, server);
    // Each tab waits on the not-found screen, which is outside the shell and loads no screen's code
    // (a chunk one tab loaded would come from the browser's cache in another).
    const tabs = await openTabs(context, SCREEN_CHUNKS, async ({ page }) => {
      await page.goto(`${server.url}/exhibitor/no-such-screen`);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });

    await server.stop();
    // A history push, as the not-found screen's links do: the shell is drawn, the screen's code is not there.
    for (const { page, screen } of tabs) await pushPath(page, screen.path);
    for (const { page, screen } of tabs) {
      await expectShell(page);
      const failure = page.getByRole('main').getByRole('alert').filter({ hasText: SCREEN_LOAD_FAILED_MESSAGE });
      await expect(failure.getByRole('button', retry), screen.name).toBeVisible();
      await expect(heading(page, screen), screen.name).toHaveCount(0);
    }

    await server.start();
    for (const { page, screen } of tabs) {
      const failure = page.getByRole('main').getByRole('alert').filter({ hasText: SCREEN_LOAD_FAILED_MESSAGE });
      await failure.getByRole('button', retry).click();
      await expect(heading(page, screen), screen.name).toBeVisible();
      await expect(screen.content(page), screen.name).toBeVisible();
      await expect(failure, screen.name).toHaveCount(0);
    }
  });
});
