// What the organiser sets in Event settings reaches the exhibitors: the event's logo and primary
// colour are drawn on the exhibitor sign-in page, and an extra domain serves the same event. The
// extra domain is a real host name: a second Chromium resolves it to this machine, so the request
// arrives with that Host, as it would behind the event's DNS.
import type { Browser, Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { samplePng } from '../../server/storage/sample-files.ts';
import { expect } from './fixtures.ts';
import { FIRST_ORGANISER, signInToConsole, test } from './organiser-console.ts';
import { recordTransitionsIn } from './transition-recording.ts';

const ALIAS = 'look-expo.example';
const PRIMARY = '#0b8043';
const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Event settings' }).click();
  await expect(page.getByRole('heading', { name: 'Event settings' })).toBeVisible();
}

test('the logo and primary colour set in the console are drawn on the exhibitor sign-in page, which an extra domain also serves', async ({ page, consoleServer, playwright }) => {
  test.setTimeout(150_000);
  await signInToConsole(page, consoleServer, FIRST_ORGANISER.mobile);
  await openSettings(page);
  await page.getByLabel('Event logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(page.getByText('Logo uploaded successfully')).toBeVisible();

  await field(page, 'Primary colour').fill(PRIMARY);
  await field(page, 'Extra domain').fill(ALIAS);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('list', { name: 'Extra domains' }).getByText(ALIAS)).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Event settings saved')).toBeVisible();

  // The portal on its usual address: the logo in the sign-in card, the primary button in the colour.
  const portal = await page.context().newPage();
  await expectEventLook(portal, `${consoleServer.url}/exhibitor/login`);
  await portal.close();
  // Before any script runs: the page the server sends is in the event's colour already.
  const scriptless = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const painted = await scriptless.newPage();
  await painted.goto(`${consoleServer.url}/exhibitor/login`);
  await expect(painted.getByRole('button', { name: 'Send OTP' })).toHaveCSS('background-color', 'rgb(11, 128, 67)');
  await scriptless.close();

  // The same event on the extra domain.
  const port = new URL(consoleServer.url).port;
  let browser: Browser | undefined;
  try {
    browser = recordTransitionsIn(
      await playwright.chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${ALIAS} 127.0.0.1`],
      }),
    );
    const aliasPage = await browser.newPage();
    await expectEventLook(aliasPage, `http://${ALIAS}:${port}/exhibitor/login`);
    // Asked from the page, so the browser's resolver (not this process's) finds the host.
    const event = await aliasPage.evaluate(async () => (await fetch('/api/auth/domain-event')).json());
    expect(event.data.domainData.event).toMatchObject({ primaryColor: PRIMARY });
  } finally {
    await browser?.close();
  }
});

async function expectEventLook(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByTestId('event-logo')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('event-logo')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCSS('background-color', 'rgb(11, 128, 67)');
}
