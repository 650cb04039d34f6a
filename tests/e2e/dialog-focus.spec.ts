// A dialog takes the focus a frame after it opens. On a slow phone the person can tap a field of the
// dialog before that frame: the focus stays where they put it, so their first keys land in the field
// they chose and not in the first one (src/ui/components/dialog.tsx).
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

test('a field tapped before the dialog takes the focus keeps it', async ({ page }) => {
  await signIn(page);
  await page.goto('/exhibitor/leads');
  await expect(page.getByRole('heading', { name: 'No leads found' })).toBeVisible();

  // The tap comes in the same task that draws the dialog, before any frame: the slowest device's case.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const email = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="email"]');
      if (email === null) return;
      observer.disconnect();
      email.focus();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Add Your First Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog).toBeVisible();
  // Frames pass (the focus trap's among them) before the person types.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
  await page.keyboard.type('asha@raotextiles.example');

  await expect(dialog.getByLabel('Email')).toHaveValue('asha@raotextiles.example');
  await expect(dialog.getByLabel(/^Full Name/)).toHaveValue('');
});

test('a dialog opened without a tap puts the focus on its first field', async ({ page }) => {
  await signIn(page);
  await page.goto('/exhibitor/leads');
  await page.getByRole('button', { name: 'Add Your First Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog.getByLabel(/^Full Name/)).toBeFocused();
});
