// SPEC §4 Toasts and §9: swipe right to dismiss, threshold 50 px. A short drag snaps the toast back,
// a long one dismisses it.
import type { Locator, Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { pausePageClockSoon } from './pause-page-clock.ts';

/** Presses the mouse in the middle of the element, moves it `dx` px to the right in steps and releases. */
async function dragRight(page: Page, element: Locator, dx: number) {
  const box = await element.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

test('a toast dragged right by 20 px snaps back, and by 80 px is dismissed', async ({ page }) => {
  await signIn(page);
  await page.clock.install();
  await page.goto('/exhibitor/support');
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await field('Name').fill('Ira Sen');
  await field('Email').fill('ira@acme.example');
  await field('Subject').fill('Badge printer');
  await field('Message').fill('The badge printer at our booth is out of ribbon.');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Support Request Submitted' });
  await expect(toast).toContainText("We'll get back to you within 24 hours. Ticket ID:");
  // Time stands still from here: the toast's own 5 s timer cannot be what removes it. The pause is
  // a second ahead, so a busy machine has not passed it by the time the call arrives.
  await pausePageClockSoon(page, 1_000);

  // 20 px is under the 50 px threshold: the toast stays and returns to its place.
  await dragRight(page, toast, 20);
  await page.clock.runFor(1_000);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('transform', 'none');

  // 80 px is past it: the toast is dismissed.
  await dragRight(page, toast, 80);
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});
