// Lead follow-up end to end, on a server of its own with a real SMTP server: Follow Up asks for the
// day (a past day is refused), sets it and offers the .ics, which downloads and parses; Send Info
// e-mails the chosen resource as a link and is not offered for a lead without an e-mail; Add to
// Nurture tags the lead; the Due filter keeps the leads due; the dashboard lists them with "late".
// Every day is the event's (its time zone), which a viewer elsewhere is told.
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { todayHint } from '../../src/machines/app/event-clock.ts';
import { signedInAccount, useToken } from './api-sign-in.ts';
import { eventDays, type EventDays } from './event-days.ts';
import { expect, test } from './fixtures.ts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** A zone none of the seeded events are in: the viewer's clock is elsewhere, and the portal names the event's zone. */
const VIEWER_ZONE = 'America/Sao_Paulo';

let days: EventDays;
const day = (offset: number) => days.day(offset);

let smtp: SmtpCatcher;
let server: SpawnedServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await spawnServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  days = await eventDays(api, server.url);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.close();
});

test('each lead action does what it says, the Due filter and the dashboard card list the leads due', async ({ browser }) => {
  const account = await signedInAccount(api, { firstName: 'Fran', lastName: 'Follow' });
  const headers = { Authorization: `Bearer ${account.token}` };
  const add = async (data: object) => {
    const answer = await api.post('/api/leads', { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  await add({ priority: 'high', person: { fullName: 'Vikram Mehta', emailId: 'vikram@globex.example', companyName: 'Globex', phone: '+91 9123456780' } });
  await add({ priority: 'medium', person: { fullName: 'Ana Lopez', emailId: 'ana@initech.example' } });
  await add({ priority: 'medium', person: { fullName: 'Mo Nomail' } });
  await add({ priority: 'low', person: { fullName: 'Late Lee', companyName: 'Umbrella' }, followUpDate: day(-2) });
  const sheet = await api.post('/api/downloads', { headers, data: { title: 'Product sheet', type: 'link', fileUrl: 'https://acme.example/sheet' } });
  expect(sheet.status()).toBe(201);

  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true, timezoneId: VIEWER_ZONE });
  const page = await context.newPage();
  await useToken(page, account.token);
  await page.goto('/exhibitor/leads');
  await expect(row(page, 'Vikram Mehta')).toBeVisible();

  // Follow Up: a past day is refused with the reason and keeps what was typed; a later day is set.
  await page.getByRole('tab', { name: 'High' }).click();
  await row(page, 'Vikram Mehta').getByRole('button', { name: 'Follow Up: Vikram Mehta' }).click();
  const when = page.getByRole('dialog', { name: 'Follow Up' });
  const date = when.getByLabel('Follow-up date');
  await expect(date).toHaveValue(day(1));
  // The viewer's clock is elsewhere: the dialog says which day today is, and where.
  if (days.zone !== VIEWER_ZONE) await expect(when.getByText(todayHint({ today: day(0), zoneName: days.zone })!)).toBeVisible();
  await date.fill(day(-1));
  await when.getByRole('button', { name: 'Save' }).click();
  await expect(when.getByText('The follow-up date cannot be in the past.')).toBeVisible();
  await expect(date).toHaveValue(day(-1));
  await date.fill(day(3));
  await when.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Vikram Mehta: status set to Follow-up.')).toBeVisible();
  // Add to calendar: the .ics is an all-day event on that day with the lead's details.
  const offer = page.getByRole('dialog', { name: 'Follow-up saved' });
  const downloading = page.waitForEvent('download');
  await offer.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('follow-up-vikram-mehta.ics');
  await expect(toast(page, 'Calendar file downloaded.')).toBeVisible();
  const event = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8'))).getFirstSubcomponent('vevent')!;
  expect(event.getFirstPropertyValue('summary')).toBe('Follow up: Vikram Mehta (Globex)');
  expect(String(event.getFirstPropertyValue('dtstart'))).toBe(day(3));
  expect(String(event.getFirstPropertyValue('description'))).toContain('Phone: +91 9123456780');
  // The offer has closed: the row shows the status and the day.
  await expect(offer).toBeHidden();
  await expect(row(page, 'Vikram Mehta')).toContainText('Status: Follow-up');
  await expect(row(page, 'Vikram Mehta').locator(`time[datetime="${day(3)}"]`)).toBeVisible();

  // Send Info: not offered without an e-mail; the chosen resource arrives as a link.
  await page.getByRole('tab', { name: 'Medium' }).click();
  await expect(row(page, 'Mo Nomail').getByRole('button', { name: 'Send Info: Mo Nomail (no email address)' })).toBeDisabled();
  await row(page, 'Ana Lopez').getByRole('button', { name: 'Send Info: Ana Lopez' }).click();
  const info = page.getByRole('dialog', { name: 'Send Info' });
  await info.getByRole('button', { name: 'Send' }).click();
  await expect(info.getByText('Choose at least one resource to send.')).toBeVisible();
  await info.getByLabel(/Product sheet/).check();
  await info.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Ana Lopez: status set to Info sent.')).toBeVisible();
  await expect(row(page, 'Ana Lopez')).toContainText('Information sent: Product sheet.');
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('ana@initech.example')).length).toBe(1);
  const mail = decodeQuotedPrintable(smtp.received.find((caught) => caught.to.includes('ana@initech.example'))!.raw);
  expect(mail).toContain('- Product sheet: https://acme.example/sheet');

  // Add to Nurture: the tag, once.
  await row(page, 'Ana Lopez').getByRole('button', { name: 'Add to Nurture: Ana Lopez' }).click();
  await expect(toast(page, 'Ana Lopez: status set to Nurture.')).toBeVisible();
  await expect(row(page, 'Ana Lopez')).toContainText('nurture');

  // Due: only the lead whose day has come (Vikram's is in three days).
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Due' }).click();
  await expect(page.getByRole('button', { name: 'Due' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  await expect(row(page, 'Late Lee')).toBeVisible();

  // The dashboard's card: Late Lee, late, and a link back to the Due filter.
  await page.goto('/exhibitor/dashboard');
  const card = page.getByRole('list', { name: 'Follow-ups due' });
  await expect(card.getByTestId('follow-up-due')).toHaveCount(1);
  await expect(card).toContainText('Late Lee');
  await expect(card).toContainText('Umbrella');
  await expect(card).toContainText('late');
  await page.getByRole('link', { name: 'Open in Lead Management' }).click();
  await expect(page.getByRole('button', { name: 'Due' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  await context.close();
});

test('a company with nothing due sees the empty card', async ({ page }) => {
  const account = await signedInAccount(api, { firstName: 'Nadia', lastName: 'None' });
  await useToken(page, account.token);
  await page.goto(`${server.url}/exhibitor/dashboard`);
  await expect(page.getByText('No follow-ups due.')).toBeVisible();
});
