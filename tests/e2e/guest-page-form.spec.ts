// The public guest page draws the pass's whole demo form for a signed-out guest: the image and file
// fields are real upload controls that upload through the link, the "Sector" select (an option
// list, `selectApi`) has its options, the event's days read in the portal's one date format, and
// nothing meant for the form's authors ("Field type text needs a name.", "Unsupported field: ...")
// reaches the guest. Submitting with a file uploaded works. A team member trying the link signed in
// sees the same fields (the demo form passes the builder's rules, so none is left out for guests).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_OPTION_LISTS } from '../../server/demo/demo-data.ts';
import { samplePdf } from '../../server/storage/sample-files.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { formatEventDates } from '../../src/format/date-time.ts';
import { useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

interface GuestPage {
  event: { startDate: string | null; endDate: string | null; timezone: string };
  fields: Array<{ name: string | null; minDate: string | null }>;
}

const AUTHOR_NOTES = [/needs a name/, /Unsupported field/];

const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The demo owner's token, one sign-in per server (codes to one number are rate-limited). */
const ownerTokens = new Map<string, Promise<string>>();
const ownerToken = (origin: string): Promise<string> => {
  if (!ownerTokens.has(origin)) ownerTokens.set(origin, signInByNumber(origin, { mobile: DEMO_ADMIN.mobile }).then((signed) => signed.token));
  return ownerTokens.get(origin)!;
};

/** A new public link of the demo company's first active pass with places left. */
async function demoGuestLink(request: APIRequestContext, origin: string): Promise<{ url: string; token: string }> {
  const token = await ownerToken(origin);
  const auth = { Authorization: `Bearer ${token}` };
  const passes = (await (await request.get(`${origin}/api/passes`, { headers: auth })).json()) as {
    data: Array<{ _id: string; remainingPasses: number; exhibitorCategory: { isActive: boolean } }>;
  };
  const pass = passes.data.find((p) => p.exhibitorCategory.isActive && p.remainingPasses > 0)!;
  const made = await request.post(`${origin}/api/passes/${pass._id}/guest-links`, { headers: auth });
  expect(made.status()).toBe(201);
  const url = ((await made.json()) as { data: { url: string } }).data.url;
  return { url, token };
}

test('a signed-out guest gets upload controls, the Sector options and no notes meant for the form\'s authors, and registers with a file', async ({ page, server }) => {
  const link = await demoGuestLink(page.request, server.url);
  const linkToken = link.url.split('/exhibitor/register/')[1]!;
  const answer = (await (await page.request.get(`${server.url}/api/guest-registration/${linkToken}`)).json()) as { data: GuestPage };

  await page.goto(link.url);
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form).toBeVisible();

  // The event's days in the portal's date format, as the venue sees them.
  const { startDate, endDate, timezone } = answer.data.event;
  await expect(form.locator('header')).toContainText(formatEventDates(startDate, endDate, timezone));

  // Nothing written for the form's authors.
  for (const note of AUTHOR_NOTES) await expect(page.getByText(note)).toHaveCount(0);
  await expect(field(form, 'Badge nickname')).toBeVisible();

  // Image and file fields are upload controls.
  await expect(field(form, 'Photo ID (PDF)')).toHaveAttribute('type', 'file');
  await expect(field(form, 'Photo for the badge')).toHaveAttribute('type', 'file');

  // The Sector select offers the event's "sectors" list.
  const sectors = DEMO_OPTION_LISTS.find((list) => list.name === 'sectors')!.options as Array<{ value: string; label: string }>;
  const sector = field(form, 'Sector');
  for (const { label } of sectors) await expect(sector.getByRole('option', { name: label })).toHaveCount(1);

  // Filled in, with a file uploaded through the link.
  const visitDay = answer.data.fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);
  await field(form, 'First Name').fill('Asha');
  await field(form, 'Last Name').fill('Upload');
  await field(form, 'Email').fill(`asha.${Date.now()}@guests.example`);
  await form.getByLabel('Mobile Number: number').fill('9123456780');
  await field(form, 'Visit date').fill(visitDay);
  await field(form, 'Pass valid on').selectOption('day1');
  await sector.selectOption('logistics');
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await field(form, 'Photo ID (PDF)').setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) });
  // Stored: the field offers Change, and Register no longer waits.
  await expect(form.getByRole('button', { name: 'Change: Photo ID (PDF)' })).toBeVisible();

  await form.getByRole('button', { name: 'Register' }).click();
  const ticket = page.getByRole('region', { name: 'Your ticket' });
  await expect(ticket.getByTestId('guest-ticket-code')).toHaveText(/^[A-Z0-9-]+$/);
  for (const note of AUTHOR_NOTES) await expect(page.getByText(note)).toHaveCount(0);
});

test('a team member trying the link signed in sees the whole form: the demo form leaves no field out for guests', async ({ page, server }) => {
  const link = await demoGuestLink(page.request, server.url);
  await useToken(page, link.token);
  await page.goto(link.url);
  const form = page.getByRole('form', { name: 'Register' });
  await expect(field(form, 'Badge nickname')).toBeVisible();
  await expect(field(form, 'Signature (your full name)')).toBeVisible();
  await expect(form.getByText(/Not shown to guests/)).toHaveCount(0);
});
