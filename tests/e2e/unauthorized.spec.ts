// SPEC §4 "Unauthorized on protected screens", §8 API client and §9: a request answered 401 in the
// middle of a session clears the token, shows the destructive "Unauthorized" toast and, 500 ms later,
// leaves for /api/login, which the server redirects to the sign-in screen.
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { pausePageClockSoon } from './pause-page-clock.ts';

interface SeenToast {
  readonly type: string | null;
  readonly text: string;
}

test('a token revoked while a screen is open: the next request shows Unauthorized and ends on the sign-in screen', async ({ page }) => {
  const token = await signIn(page);
  await page.clock.install();
  await page.goto('/exhibitor/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // Every toast the page shows is reported as it appears: the page leaves 500 ms after the one that
  // matters, so the record, not a look at the screen afterwards, tells what the user saw.
  const seen: SeenToast[] = [];
  await page.exposeFunction('reportToast', (toast: SeenToast) => void seen.push(toast));
  await page.evaluate(() => {
    const reported = new WeakSet<Element>();
    const report = (window as unknown as { reportToast: (toast: { type: string | null; text: string }) => void }).reportToast;
    new MutationObserver(() => {
      for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        if (reported.has(root) || !root.textContent) continue;
        reported.add(root);
        report({ type: root.getAttribute('data-type'), text: root.textContent });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  // The token is revoked elsewhere (another tab signed out); this page does not know yet.
  const revoked = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/support');
  const left = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await field('Name').fill('Ira Sen');
  await field('Email').fill('ira@acme.example');
  await field('Subject').fill('Lead scanner');
  await field('Message').fill('Our lead scanner app will not sync.');
  // The page's time stands still from here, so the 500 ms wait can be stepped through.
  await pausePageClockSoon(page, 100);
  await page.getByRole('button', { name: 'Submit Request' }).click();

  expect((await refused).status()).toBe(401);
  const unauthorized = page.getByRole('status').filter({ hasText: 'You are logged out. Logging in again...' });
  await expect(unauthorized).toBeVisible();
  // SPEC §9: the page leaves 500 ms after the toast, not before.
  let leftEarly = false;
  void left.then(() => (leftEarly = true));
  await page.clock.runFor(450);
  // A round trip from the page after its timers ran: a navigation started by them is seen first.
  await page.evaluate(() => fetch('/api/health').then((response) => response.status));
  await expect(unauthorized).toBeVisible();
  expect(leftEarly).toBe(false);
  await expect(page).toHaveURL(/\/exhibitor\/support$/);
  await page.clock.runFor(100);
  await left;
  // Time runs again for the sign-in screen the page lands on.
  await page.clock.resume();

  // The login brings the person back to the screen they were on (src/rules/return-address.ts).
  await expect(page).toHaveURL(/\/exhibitor\/login\?next=%2Fexhibitor%2Fsupport$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // One toast: the destructive Unauthorized one (Ark's "error" type). The failed request's own
  // message did not replace it while the page was leaving.
  expect(seen).toEqual([{ type: 'error', text: expect.stringMatching(/^Unauthorized\s*You are logged out\. Logging in again\.\.\./) }]);
});
