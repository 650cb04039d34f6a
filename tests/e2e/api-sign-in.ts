// A fresh mobile-only account signed in through the API (register, code from the dev outbox,
// verify), for specs that start signed in. The sign-in screens themselves are tried in sign-in.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A ten-digit number no other test of this run uses: every spec of a worker shares this counter and
 * the worker's server, and fixed-width parts keep two numbers from ever reading alike (an unpadded
 * clock part once gave a number already used, refused by its send limit). No fixed number of the
 * specs or the seed starts with 5.
 */
let numbersHanded = 0;
export function freshMobile(): string {
  numbersHanded += 1;
  return `5${String(process.pid % 1000).padStart(3, '0')}${String(numbersHanded).padStart(6, '0')}`;
}

export interface Names {
  readonly firstName: string;
  readonly lastName: string;
}

export interface Account {
  readonly token: string;
  readonly mobile: string;
}

/** Registering names the person; the new company is named after them until its profile is edited. */
const DEFAULT_NAMES: Names = { firstName: 'Noor', lastName: 'Shah' };

export async function signedInAccount(request: APIRequestContext, names: Names = DEFAULT_NAMES): Promise<Account> {
  const mobile = freshMobile();
  const registered = await request.post('/api/auth/register-mobile', { data: { mobile, phoneCode: '+91', ...names } });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await outboxCode(request, mobile);
  const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  return { token: ((await verified.json()) as { token: string }).token, mobile };
}

/** The newest sign-in code the development SMS outbox holds for a number, once there is one. */
export async function outboxCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      code = outbox.data.find((message) => message.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const signedInToken = async (request: APIRequestContext, names?: Names): Promise<string> =>
  (await signedInAccount(request, names)).token;

/**
 * Signs a fresh account in and stores its token before the page's first script runs, once: a later
 * reload keeps whatever the app left in storage (a cleared token stays cleared).
 */
export async function signInAccount(page: Page, names?: Names): Promise<Account> {
  const account = await signedInAccount(page.request, names);
  await useToken(page, account.token);
  return account;
}

export const signIn = async (page: Page, names?: Names): Promise<string> => (await signInAccount(page, names)).token;

/**
 * Puts a token in the page's storage before its first script, once per tab. The mark that it was
 * put is the tab's `window.name`, which outlives the page's storage: a session ended by a 401 clears
 * session storage too, and a mark kept there let the next page load put the revoked token back.
 */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.name !== 'e2e-token-set') {
      localStorage.setItem('access_token', value);
      window.name = 'e2e-token-set';
    }
  }, token);
}
