import type { Page } from '@playwright/test';

/** Waits until the portal's service worker is active and controls the page (its precache is complete). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
