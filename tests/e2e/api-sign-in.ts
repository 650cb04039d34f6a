// A fresh mobile-only account signed in through the API (register, code from the dev outbox,
// verify), the way tests/e2e/support-and-password.spec.ts does it, for specs that start signed in.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A ten-digit number no other test of this run uses. */
let numbersHanded = 0;
export function freshMobile(): string {
  numbersHanded += 1;
  const unique = `${process.pid % 1000}${Date.now() % 100_000}${numbersHanded}`.padStart(9, '0').slice(-9);
  return `7${unique}`;
}

export async function signedInToken(request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  const registered = await request.post('/api/auth/register-mobile', {
    data: { mobile, phoneCode: '+91', firstName: 'Ira', lastName: 'Sen' },
  });
  expect(registered.status()).toBe(201);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      otp = outbox.data.find((message) => message.code)?.code ?? undefined;
      return otp;
    })
    .toBeTruthy();
  const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/**
 * Signs a fresh account in and stores its token before the page's first script runs, once: a later
 * reload keeps whatever the app left in storage (a cleared token stays cleared).
 */
export async function signIn(page: Page): Promise<string> {
  const token = await signedInToken(page.request);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-set') === null) {
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('access_token', value);
    }
  }, token);
  return token;
}
