// What the Scan screen's e2e tests share: a company's token and API calls from Node, and a Chromium
// of its own whose fake camera plays a Y4M video (the camera flags are per browser), opened on the
// Scan screen at a phone's size.
import type { Browser, BrowserType, Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { expect } from './fixtures.ts';
import { recordTransitionsIn } from './transition-recording.ts';

const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

/** A company admin's token through the API, the code read from the dev SMS outbox. */
export async function tokenFor(origin: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/login-mobile-with-country', { mobile, phoneCode: '+91' })).ok).toBe(true);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${origin}/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      otp = outbox.data.find((message) => message.code)?.code ?? undefined;
      return otp;
    })
    .toBeTruthy();
  const verified = await post('/api/auth/verify-otp-with-country', { mobile, phoneCode: '+91', otp });
  expect(verified.ok).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

export async function api<T>(origin: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

/** A Chromium whose camera plays `video` in a loop, with the permission prompt answered yes; its transitions are recorded. */
export const launchWithCamera = (chromium: BrowserType, video: string): Promise<Browser> =>
  chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    })
    .then(recordTransitionsIn);

/**
 * The Scan screen signed in with `token`, on a phone's screen (the camera in the first screenful).
 * `watch` is given the page before it loads, to listen to its errors and responses from the start.
 */
export async function openScanScreen(browser: Browser, origin: string, token: string, watch?: (page: Page) => void): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  const page = await context.newPage();
  watch?.(page);
  await page.goto('/exhibitor/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible();
  return page;
}
