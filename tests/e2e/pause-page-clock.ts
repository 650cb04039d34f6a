import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`) a moment after the page's own now,
 * so the timers that follow can be stepped through. `pauseAt` refuses a time already past: on a
 * machine busy enough that the moment went by before the call reached the page, a later one is taken.
 */
export async function pausePageClockSoon(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, aheadMs * attempt));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
