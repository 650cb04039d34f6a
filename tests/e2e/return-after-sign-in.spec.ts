// A deep link survives the sign-in: the team's invite link opened signed out leads to the login
// (no "You are logged out" to someone who never signed in) and, after the code, to the same address
// with its query, where the Register dialog opens. Only this portal's addresses are followed; an
// expired session still says so, and comes back to its screen too.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_TEAM } from '../../server/demo/demo-data.ts';
import type { SpawnedServer } from '../../server/testing/spawn-server.ts';
import { freshMobile, outboxCode } from './api-sign-in.ts';
import { expect, testWithServer } from './fixtures.ts';
import { pushPath } from './portal-screens.ts';

const LOGGED_OUT = 'You are logged out. Logging in again...';

// Each test signs in more than once within seconds: the resend cooldown is another spec's subject.
const test = testWithServer({ env: { OTP_RESEND_SECONDS: '0' } });

/** A tab of its own that keeps every toast it was shown, however briefly. */
async function newPage(browser: Browser, server: SpawnedServer): Promise<{ page: Page; toasts: () => Promise<string[]> }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="status"]')) {
        const text = toast.textContent ?? '';
        if (text.includes('Unauthorized') && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return { page, toasts: () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts) };
}

/** The login form -> the code from the outbox -> Verify, as the person would. */
async function signInWithCode(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await page.getByLabel(/^Mobile Number/).fill(mobile);
  const before = await codesFor(request, mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect.poll(() => codesFor(request, mobile)).toBeGreaterThan(before);
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(await outboxCode(request, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // Signed in once the code step is gone and the session is kept. (Sign out may be out of reach: the
  // address returned to can open a modal dialog over the shell.)
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
}

async function codesFor(request: APIRequestContext, mobile: string): Promise<number> {
  const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: unknown[] };
  return outbox.data.length;
}

async function registeredAccount(request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  const answer = await request.post('/api/auth/register-mobile', { data: { mobile, phoneCode: '+91', firstName: 'Rhea', lastName: 'Das' } });
  expect(answer.status()).toBe(201);
  return mobile;
}

test("the team's invite link opened signed out: the login says nothing of a logout, and the code leads back to the link's Register dialog", async ({ browser, server, request }) => {
  // The pass is looked up as the company's staff member: a code sent to the admin here would make the
  // browser's Send OTP wait out the number's resend cooldown.
  const staff = DEMO_TEAM[1].authenticationId;
  const token = await (async () => {
    await request.post('/api/auth/login-mobile-with-country', { data: { mobile: staff, phoneCode: '+91' } });
    const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile: staff, phoneCode: '+91', otp: await outboxCode(request, staff) } });
    return ((await verified.json()) as { token: string }).token;
  })();
  const passes = (await (await request.get('/api/passes', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ _id: string; exhibitorCategory: { categoryName: string } }>;
  };
  const gold = passes.data.find((pass) => pass.exhibitorCategory.categoryName === 'Gold Exhibitor')!;
  const link = `/exhibitor/tickets?register=${gold._id}`;

  const { page, toasts } = await newPage(browser, server);
  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/exhibitor/login?next=${encodeURIComponent(link)}`);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await signInWithCode(page, request, DEMO_ADMIN.mobile);

  await expect(page).toHaveURL(`${server.url}${link}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Referral Registration' })).toBeVisible();
  await expect(dialog.getByText('Register User via Referral on the Gold Exhibitor pass')).toBeVisible();
  // Nobody had signed in: nobody was told they had been logged out.
  expect(await toasts()).toEqual([]);
  await page.context().close();
});

test('a return address of another site is never followed: after the code, the portal home', async ({ browser, server, request }) => {
  const mobile = await registeredAccount(request);
  const { page } = await newPage(browser, server);
  await page.goto(`/exhibitor/login?next=${encodeURIComponent('https://evil.example/exhibitor/team')}`);
  await signInWithCode(page, request, mobile);
  await expect(page).toHaveURL(`${server.url}/exhibitor/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The server's /api/login leaves out such an address as well.
  for (const elsewhere of ['//evil.example/exhibitor/team', 'https://evil.example/', '/exhibitor/../api/auth/me']) {
    const answer = await request.get(`/api/login?next=${encodeURIComponent(elsewhere)}`, { maxRedirects: 0 });
    expect(answer.status(), elsewhere).toBe(302);
    expect(answer.headers()['location'], elsewhere).toBe('/exhibitor/login');
  }
  await page.context().close();
});

test('an expired session says so, and the code leads back to the screen it was on', async ({ browser, server, request }) => {
  const mobile = await registeredAccount(request);
  const { page, toasts } = await newPage(browser, server);
  await page.goto('/exhibitor/login');
  await signInWithCode(page, request, mobile);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  // The token is revoked elsewhere (another tab signed out); this tab does not know yet.
  expect((await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  // The portal is open when the session ends: its next read is refused. The page leaves for
  // /api/login 500 ms after the toast; that request is answered with a 204, which keeps the document
  // (and the toasts it recorded) however slow the machine.
  const left = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.route((url) => url.pathname === '/api/login', (route) => route.fulfill({ status: 204 }));
  await pushPath(page, '/exhibitor/leads?owner=me');
  const loginAddress = (await left).url();
  // The toaster's chunk may still be on its way on a loaded machine: the kept document draws it then.
  await expect.poll(toasts).toContainEqual(expect.stringContaining(LOGGED_OUT));
  expect(new URL(loginAddress).searchParams.get('next')).toBe('/exhibitor/leads?owner=me');
  // Where the server's /api/login really leads with that address.
  await page.unrouteAll();
  await page.goto(loginAddress);
  await expect(page).toHaveURL(`${server.url}/exhibitor/login?next=${encodeURIComponent('/exhibitor/leads?owner=me')}`);
  await signInWithCode(page, request, mobile);
  await expect(page).toHaveURL(`${server.url}/exhibitor/leads?owner=me`);
  await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  await page.context().close();
});

/** An account that signs in with e-mail and password as well as with its number. */
async function passwordAccount(request: APIRequestContext, password: string): Promise<{ email: string; mobile: string }> {
  const mobile = freshMobile();
  const email = `back.${mobile}@example.test`;
  const answer = await request.post('/api/auth/register', { data: { firstName: 'Tara', lastName: 'Bose', email, password, mobile, phoneCode: '+91' } });
  expect(answer.ok()).toBe(true);
  return { email, mobile };
}

const DEEP_LINK = '/exhibitor/leads?owner=me';

/** A form field by its label, with or without its required mark. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The deep link opened signed out: the login carries it. */
async function openedSignedOut(page: Page, server: SpawnedServer): Promise<void> {
  await page.goto(DEEP_LINK);
  await expect(page).toHaveURL(`${server.url}/exhibitor/login?next=${encodeURIComponent(DEEP_LINK)}`);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
}

test('the e-mail and password sign-in leads back to the address opened signed out', async ({ browser, server, request }) => {
  const { email } = await passwordAccount(request, 'deep-link-1');
  const { page } = await newPage(browser, server);
  await openedSignedOut(page, server);
  await page.getByRole('link', { name: 'Sign in with e-mail and password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with e-mail' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('deep-link-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}${DEEP_LINK}`);
  await page.context().close();
});

test('Forgot password leads back to the address opened signed out once the new password signs in', async ({ browser, server, request }) => {
  const { mobile } = await passwordAccount(request, 'deep-link-2');
  const { page } = await newPage(browser, server);
  await openedSignedOut(page, server);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await field(page, 'Mobile Number').fill(mobile);
  const before = await codesFor(request, mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(field(page, 'Code')).toBeVisible();
  await expect.poll(() => codesFor(request, mobile)).toBeGreaterThan(before);
  await field(page, 'Code').fill(await outboxCode(request, mobile));
  await field(page, 'New Password').fill('deep-link-3');
  await field(page, 'Confirm New Password').fill('deep-link-3');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}${DEEP_LINK}`);
  await page.context().close();
});
