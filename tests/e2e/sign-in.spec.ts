// Sign-in by mobile number and one-time code, as a new exhibitor and as the demo admin, against
// the real server: SPEC §2 (login/register and OTP screens, header), §4 (login flow, logout,
// Unauthorized), §5 (validation) and §8 (login messages).
import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, testWithServer } from './fixtures.ts';
import { serveWithoutEvent } from './page-without-event.ts';
import { pushPath } from './portal-screens.ts';
import { pausePageClockSoon } from './pause-page-clock.ts';

// The server's own resend cooldown runs on real time, which `page.clock` cannot move; it is turned
// off here so the browser's 30-second timer alone decides when Resend OTP is offered. Every other
// limit (attempts, per-number and per-network sends) stays as configured.
const test = testWithServer({ env: { OTP_RESEND_SECONDS: '0' } });

const DEMO_ADMIN = { mobile: '9876543210', name: 'Asha Rao' };

interface PortalEvent {
  _id: string;
  title: string;
  productName: string;
}

/** The event the portal shows on this host (localhost maps to the demo event). */
async function portalEvent(request: APIRequestContext): Promise<PortalEvent> {
  const answer = await request.get('/api/auth/domain-event?domain=localhost');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { domainData: { event: PortalEvent } } };
  return body.data.domainData.event;
}


/** Every code the dev SMS outbox holds for a number, newest first. */
async function outboxCodes(request: APIRequestContext, mobile: string): Promise<string[]> {
  const answer = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: Array<{ code: string | null }> };
  return body.data.flatMap((message) => (message.code ? [message.code] : []));
}

/** The newest code once the outbox holds `count` of them. */
async function codeNumber(request: APIRequestContext, mobile: string, count: number): Promise<string> {
  await expect.poll(async () => (await outboxCodes(request, mobile)).length).toBeGreaterThanOrEqual(count);
  return (await outboxCodes(request, mobile))[0]!;
}

/** Creates an account through the API (as another device would), so the UI test can log it in. */
async function registerByApi(request: APIRequestContext, mobile: string, firstName: string, lastName: string) {
  const answer = await request.post('/api/auth/register-mobile', { data: { mobile, phoneCode: '+91', firstName, lastName } });
  expect(answer.status()).toBe(201);
}

function pinBoxes(page: Page) {
  return page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox');
}

/** Login form -> OTP screen for an existing account. */
async function requestCode(page: Page, mobile: string) {
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/otp-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
}

/** Types a code into the first box; the boxes move focus on their own. */
async function typeCode(page: Page, code: string) {
  await pinBoxes(page).first().click();
  await page.keyboard.type(code);
}

/** Signs an existing account in through the screens and waits for the portal. */
async function signInThroughScreens(page: Page, mobile: string) {
  await page.goto('/exhibitor/login');
  const before = (await outboxCodes(page.request, mobile)).length;
  await requestCode(page, mobile);
  await typeCode(page, await codeNumber(page.request, mobile, before + 1));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // The header's sign-out button shows at every width (the sidebar hides on phones).
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('a new exhibitor registers by mobile number, verifies the code and lands in the portal', async ({ page }) => {
  const event = await portalEvent(page.request);
  const mobile = freshMobile();
  await page.goto('/exhibitor/');

  await expect(page.getByText(event.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Log in to your ${event.productName} Account.` })).toBeVisible();
  await expect(page.getByLabel('Country Code')).toHaveValue('+91');
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('minlength', '10');
  await checkScreen(page, 'login');

  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await checkScreen(page, 'register');
  // SPEC §5: both names are required, with the machine's message rather than the browser's.
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  // Typing clears the message (SPEC §4).
  await page.getByLabel('First Name').fill('Meera');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page).toHaveURL(/\/exhibitor\/otp-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
  await expect(pinBoxes(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await checkScreen(page, 'otp-verification');

  const code = await codeNumber(page.request, mobile, 1);
  await typeCode(page, code.slice(0, 3));
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  await page.keyboard.type(code.slice(3));
  await expect(pinBoxes(page).nth(3)).toHaveValue(code[3]!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Meera Iyer');
  await expect(page.getByRole('banner')).toContainText('Exhibitor Admin');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/.{20,}/);
  await checkScreen(page, 'portal-shell');

  // The new exhibitor walks every screen through the sidebar; each one loads its own data.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const [entry, title] of SCREENS) {
    await sidebar.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await page.goto('/exhibitor/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

/** SPEC §2 sidebar entries and the heading each screen shows. */
const SCREENS: ReadonlyArray<readonly [entry: string, title: string]> = [
  ['Company Profile', 'Company Profile'],
  ['Team Management', 'Team Management'],
  ['Tickets & Passes', 'Exhibitor Passes'],
  ['Lead Management', 'Lead Management'],
  ['Product Catalog', 'Product Catalog'],
  ['Resources & FAQ', 'Resources & FAQ'],
  ['Dashboard', 'Dashboard'],
];

test('the demo admin signs in; a wrong code shows the server message, Backspace steps back and a pasted code fills the boxes', async ({
  page,
}) => {
  await page.goto('/exhibitor/login');
  await requestCode(page, DEMO_ADMIN.mobile);
  const code = await codeNumber(page.request, DEMO_ADMIN.mobile, 1);
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired OTP');

  // Backspace empties the box in focus, then moves back through the filled ones.
  const boxes = pinBoxes(page);
  await boxes.nth(3).focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  for (let i = 0; i < 4; i += 1) await expect(boxes.nth(i)).toHaveValue('');
  await expect(boxes.first()).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Pasting the whole code into the first box fills all four.
  await boxes.first().evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  for (let i = 0; i < 4; i += 1) await expect(boxes.nth(i)).toHaveValue(code[i]!);

  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(DEMO_ADMIN.name);
});

test('Resend OTP waits out its 30 seconds, sends a new code and starts the timer again', async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Ravi', 'Kumar');
  // Installed before the page loads, so the machine's timer and the countdown both use it.
  await page.clock.install();
  await page.goto('/exhibitor/login');
  await requestCode(page, mobile);
  const sentBefore = (await outboxCodes(page.request, mobile)).length;

  // The countdown starts at 30 s; a slow machine may already be a second or two in. From here the
  // clock stands still, so only fastForward moves it.
  const countdown = page.getByRole('button', { name: /^Resend OTP in \d+s$/ });
  await pausePageClockSoon(page, 500);
  const shown = Number((await countdown.textContent())?.match(/(\d+)s/)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(25);
  expect(shown).toBeLessThanOrEqual(30);
  await expect(countdown).toBeDisabled();
  await page.clock.fastForward((shown - 20) * 1_000);
  await expect(page.getByRole('button', { name: 'Resend OTP in 20s' })).toBeDisabled();
  await typeCode(page, '12');
  await page.clock.fastForward(20_000);
  const resend = page.getByRole('button', { name: 'Resend OTP', exact: true });
  await expect(resend).toBeEnabled();

  await resend.click();
  // A new code went out, the typed digits were cleared and the timer started again.
  const newCode = await codeNumber(page.request, mobile, sentBefore + 1);
  await expect(page.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  for (let i = 0; i < 4; i += 1) await expect(pinBoxes(page).nth(i)).toHaveValue('');

  await typeCode(page, newCode);
  // The portal's own timers run again once signed in.
  await page.clock.resume();
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('banner')).toContainText('Ravi Kumar');
});

test('Back to Login resets the form, and the OTP screen without a sent code returns to the login', async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Lena', 'Das');
  await page.goto('/exhibitor/login');

  // While the code is being sent, the button is busy and cannot be pressed again.
  let sendHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (sendHeld = resolve));
  await page.route('**/api/auth/login-mobile-with-country', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
  sendHeld();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page).toHaveURL(/\/exhibitor\/otp-verification$/);

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByLabel('Mobile Number')).toHaveValue('');
  await expect(page.getByLabel('Country Code')).toHaveValue('+91');

  await page.goto('/exhibitor/otp-verification');
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test("the browser's Back from the code step abandons the code, and Forward does not bring it back", async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Nina', 'Roy');
  await page.goto('/exhibitor/login');
  await requestCode(page, mobile);

  await page.goBack();
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByLabel('Mobile Number')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();

  // The code step's address without a code in flight gives way to the form.
  await page.goForward();
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('signing out clears the session and returns to the login screen', async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Omar', 'Farouk');
  await signInThroughScreens(page, mobile);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // The portal is gone with the session: its screens now lead back to the login.
  await page.goto('/exhibitor/');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

/**
 * Keeps the browser on the page when it leaves for /api/login (so the toast can still be read), and
 * resolves once that request was made.
 */
async function catchLoginRedirect(page: Page): Promise<{ left: Promise<unknown> }> {
  const left = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  // A 204 answer to a navigation leaves the current document in place (the address to return to rides in its query).
  await page.route((url) => url.pathname === '/api/login', (route) => route.fulfill({ status: 204 }));
  // Wrapped: an async function returning the bare promise would wait for it.
  return { left };
}

/** After the caught redirect: where /api/login really leads (the server answers 302 to the login). */
async function followLoginRedirect(page: Page) {
  await page.unrouteAll();
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
}

test('a token revoked mid-session shows the Unauthorized toast and returns to sign-in', async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Kavya', 'Nair');
  await signInThroughScreens(page, mobile);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).not.toBeNull();

  // The token is revoked elsewhere (another tab signed out).
  const revoked = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  // The portal is open when the token is refused: its next screen's read gets the 401.
  const { left: leftForLogin } = await catchLoginRedirect(page);
  await pushPath(page, '/exhibitor/team');
  const toast = page.getByRole('status').filter({ hasText: 'Unauthorized' });
  await expect(toast).toContainText('You are logged out. Logging in again...');
  await leftForLogin;
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await followLoginRedirect(page);
});

test('a portal screen opened while signed out leads straight to the login, which keeps its address; nobody is told of a logout', async ({ page }) => {
  await page.goto('/exhibitor/profile');
  await expect(page).toHaveURL(/\/exhibitor\/login\?next=%2Fexhibitor%2Fprofile$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Unauthorized' })).toHaveCount(0);
});

test('on a phone the sidebar sits behind a toggle, opens over the screen and closes after choosing', async ({ page }) => {
  const mobile = freshMobile();
  await registerByApi(page.request, mobile, 'Tara', 'Singh');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughScreens(page, mobile);
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Company Profile',
    'Team Management',
    'Tickets & Passes',
    'Scan Badges',
    'Lead Management',
    'Product Catalog',
    'Resources & FAQ',
    'Activity',
    'Integrations',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await checkScreen(page, 'portal-shell-menu-open');
  await page.setViewportSize({ width: 375, height: 800 });

  await sidebar.getByRole('link', { name: 'Team Management' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(sidebar).toBeHidden();

  // Escape closes it too, and focus returns to the toggle.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});

test('the login paints with the event the server wrote into the page, before any API answer, its chunks preloaded', async ({ page }) => {
  const event = await portalEvent(page.request);
  // No API request is answered until the form is on screen.
  const asked: string[] = [];
  await page.route('**/api/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
  });
  const response = await page.goto('/exhibitor/login');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<link rel="modulepreload"');
  await expect(page.getByRole('heading', { name: `Log in to your ${event.productName} Account.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  expect(asked.filter((path) => path === '/api/auth/domain-event')).toEqual([]);
  // The demo event does not offer Google sign-in: its code is not downloaded.
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/openid-sign-in.actors-')).length)).toBe(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the login form comes painted in the page itself; what is typed before the scripts run is kept when the app takes over', async ({ page }) => {
  const event = await portalEvent(page.request);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  // The entry script is held: until it runs, all the visitor has is what the server painted.
  let releaseScript: () => void = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/exhibitor\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.fallback();
  });
  await page.goto('/exhibitor/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: `Log in to your ${event.productName} Account.` })).toBeVisible();
  await expect(page.getByText(event.title, { exact: true })).toBeVisible();
  // Until the app runs, no button looks live while it would do nothing, and Enter cannot submit the page.
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeDisabled();
  // The inline styles apply under the CSP (their hash is allowed): the card is laid out, not bare HTML.
  await expect(page.getByRole('main')).toHaveCSS('display', 'flex');
  await page.getByLabel('Mobile Number').fill(DEMO_ADMIN.mobile);

  releaseScript();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeEnabled();
  await expect(page.getByLabel('Mobile Number')).toHaveValue(DEMO_ADMIN.mobile);
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  // The typed number is the machine's now: the code goes to it.
  const before = (await outboxCodes(page.request, DEMO_ADMIN.mobile)).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await codeNumber(page.request, DEMO_ADMIN.mobile, before + 1);
  expect(refused).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a page without its event waits for the lookup, offers a retry when it cannot be loaded, and shows Google only when the event enables it', async ({
  page,
}) => {
  const lookup = '**/api/auth/domain-event?*';
  await serveWithoutEvent(page);
  // First the lookup is held, then it fails (the client retries a failed read before giving up).
  let answerHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (answerHeld = resolve));
  await page.route(lookup, async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } });
  });
  await page.goto('/exhibitor/login');
  await expect(page.getByRole('status')).toContainText('Loading event data...');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
  answerHeld();
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch event data');

  // No event for this domain (and no event id kept from an earlier visit).
  await page.unroute(lookup);
  await page.route(lookup, (route) => route.fulfill({ status: 404, json: { success: false, message: 'No event found for this domain' } }));
  await page.getByRole('button', { name: 'Retry Loading Event Data' }).click();
  await expect(page.getByRole('alert')).toHaveText('No event found for this domain');

  // The event loads, with Google sign-in enabled.
  await page.unroute(lookup);
  await page.route(lookup, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { domainData: { event: Record<string, unknown> } } };
    body.data.domainData.event['googleLoginEnabled'] = true;
    await route.fulfill({ response: answer, json: body });
  });
  await page.getByRole('button', { name: 'Retry Loading Event Data' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  // The demo event leaves it off.
  await page.unroute(lookup);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});
