// An organiser made on the command line (`organisers add`, on the test's own PostgreSQL database
// while its server runs) and signed in through the console's own screens at /organiser/, by code.
import type { Page } from '@playwright/test';
import { runAdmin } from '../../server/admin/run.ts';
import { expect } from './fixtures.ts';

/** The demo event's domain: the one a server on 127.0.0.1 serves. */
const DEMO_DOMAIN = 'demo.exhibitor-portal.local';

let made = 0;

export async function organiserSignsIn(page: Page, server: { url: string; databaseUrl: string }, name = 'Priya Menon'): Promise<void> {
  made += 1;
  const mobile = `96${String(Date.now()).slice(-6)}${String(made).padStart(2, '0')}`;
  const lines: string[] = [];
  const code = await runAdmin(
    ['organisers', 'add', '--event', DEMO_DOMAIN, '--mobile', mobile, '--phone-code', '91', '--name', name],
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
    { DATABASE_URL: server.databaseUrl },
  );
  expect(code, lines.join('\n')).toBe(0);
  await page.goto(`${server.url}/organiser/`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  let otp = '';
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`${server.url}/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      otp = outbox.data.find((message) => message.code)?.code ?? '';
      return otp;
    })
    .not.toBe('');
  await page.getByRole('group', { name: /digit code/ }).getByRole('textbox').first().click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
