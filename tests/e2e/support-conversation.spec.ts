// Support as a team shares it: the request form starts with the signed-in person's name and e-mail
// (still editable); My requests says "You" only on one's own messages and names a colleague on
// theirs; every date is in the portal's one format (SPEC §9: "Mar 14, 04:35 PM", no seconds),
// whatever the browser's language; the business hours are read in the event's time zone.
import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile, outboxCode, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

// A browser in German, in UTC: the old page wrote "14.3.2026, 16:35:12" here.
test.use({ timezoneId: 'UTC', locale: 'de-DE' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const myRequests = (page: Page) => page.getByRole('list', { name: 'My requests' });
const request = (page: Page, subject: string) => myRequests(page).getByTestId('support-ticket').filter({ hasText: subject });

/** SPEC §9's format in the page's zone (UTC here). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso));

interface Ticket {
  ticketId: string;
  subject: string;
  createdAt: string;
  replies: Array<{ authorName: string; message: string; createdAt: string }>;
}

async function tickets(api: APIRequestContext, token: string): Promise<Ticket[]> {
  const answer = await api.get('/api/support/requests', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Ticket[] }).data;
}

/** A company registered by e-mail (so its owner has one), and a member of its team signed in by number. */
async function companyWithColleague(api: APIRequestContext) {
  const email = `noor.${freshMobile()}@example.test`;
  const registered = await api.post('/api/auth/register', { data: { firstName: 'Noor', lastName: 'Shah', email, password: 'first-secret' } });
  expect(registered.status()).toBe(201);
  const owner = ((await registered.json()) as { data: { token: string } }).data.token;
  const mobile = freshMobile();
  const added = await api.post('/api/team-members', { headers: auth(owner), data: { fullName: 'Sam Booth', authenticationId: mobile, phoneCode: '91' } });
  expect(added.status()).toBe(201);
  expect((await api.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } })).ok()).toBe(true);
  const otp = await outboxCode(api, mobile);
  const verified = await api.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  const colleague = ((await verified.json()) as { token: string }).token;
  return { owner, email, colleague };
}

test('the form starts with who is signed in; "You" on one’s own messages, a colleague by name; one date format; hours in the event’s zone', async ({ page, browser }) => {
  const { owner, email, colleague } = await companyWithColleague(page.request);
  // The colleague asks first, through the API.
  const theirs = await page.request.post('/api/support', {
    headers: auth(colleague),
    data: { name: 'Sam Booth', email: 'sam@example.test', subject: 'Badge printer', message: 'The printer at the desk is jammed.' },
  });
  expect(theirs.status()).toBe(201);

  await useToken(page, owner);
  await page.goto('/exhibitor/support');
  await expect(page.getByRole('heading', { name: 'My requests' })).toBeVisible();

  // The owner's name and e-mail are filled in, and can be changed.
  await expect(field(page, 'Name')).toHaveValue('Noor Shah');
  await expect(field(page, 'Email')).toHaveValue(email);
  await field(page, 'Name').fill('Noor S.');
  await expect(field(page, 'Name')).toHaveValue('Noor S.');
  await field(page, 'Subject').fill('Booth power');
  await field(page, 'Message').fill('We need a second power outlet.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Support Request Submitted' })).toBeVisible();
  // The form starts again from the person's own name and e-mail.
  await expect(field(page, 'Subject')).toHaveValue('');
  await expect(field(page, 'Name')).toHaveValue('Noor Shah');
  await expect(field(page, 'Email')).toHaveValue(email);

  // The colleague follows up on the owner's request.
  await expect(request(page, 'Booth power')).toBeVisible();
  const mine = (await tickets(page.request, owner)).find((ticket) => ticket.subject === 'Booth power')!;
  const followUp = await page.request.post(`/api/support/requests/${mine.ticketId}/replies`, { headers: auth(colleague), data: { message: 'I can bring an extension cord.' } });
  expect(followUp.status()).toBe(201);
  await page.reload();

  const all = await tickets(page.request, owner);
  const booth = all.find((ticket) => ticket.subject === 'Booth power')!;
  const printer = all.find((ticket) => ticket.subject === 'Badge printer')!;
  // Each request's date, in SPEC §9's format, not the browser's German one with seconds.
  await expect(request(page, 'Booth power')).toContainText(`${booth.ticketId} · ${shortDate(booth.createdAt)}`);
  await expect(request(page, 'Badge printer')).toContainText(`${printer.ticketId} · ${shortDate(printer.createdAt)}`);

  await request(page, 'Booth power').getByRole('button').first().click();
  const boothTalk = request(page, 'Booth power').getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(boothTalk).toHaveCount(2);
  await expect(boothTalk.nth(0)).toContainText(`You · ${shortDate(booth.createdAt)}`);
  await expect(boothTalk.nth(1)).toContainText(`Sam Booth · ${shortDate(booth.replies[0]!.createdAt)}`);
  await expect(boothTalk.nth(1)).toContainText('I can bring an extension cord.');

  // A colleague's request is theirs, not "You".
  await request(page, 'Badge printer').getByRole('button').first().click();
  const printerTalk = request(page, 'Badge printer').getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(printerTalk).toHaveCount(1);
  await expect(printerTalk.first()).toContainText(`Sam Booth · ${shortDate(printer.createdAt)}`);
  await expect(printerTalk.first()).not.toContainText('You');

  // The business hours are the support desk's at the event, in the event's time zone.
  const lookup = await page.request.get('/api/auth/domain-event?domain=localhost');
  const zone = ((await lookup.json()) as { data: { domainData: { event: { timezone: string | null } } } }).data.domainData.event.timezone ?? 'UTC';
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')!.value;
  expect(zone).not.toBe('America/Los_Angeles');
  await expect(page.getByText(`9:00 AM-6:00 PM ${abbreviation}`)).toBeVisible();
  await expect(page.getByText(`10:00 AM-4:00 PM ${abbreviation}`)).toBeVisible();
  await expect(page.getByText(`Times are the event's: ${zone}.`)).toBeVisible();
  await expect(page.getByText(/PST/)).toHaveCount(0);

  // Seen by the colleague, the same conversation reads the other way round.
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'de-DE' });
  try {
    const other = await context.newPage();
    await useToken(other, colleague);
    await other.goto(`${new URL(page.url()).origin}/exhibitor/support`);
    await expect(field(other, 'Name')).toHaveValue('Sam Booth');
    await request(other, 'Booth power').getByRole('button').first().click();
    const seen = request(other, 'Booth power').getByRole('list', { name: 'Conversation' }).getByRole('listitem');
    await expect(seen.nth(0)).toContainText(`Noor S. · ${shortDate(booth.createdAt)}`);
    await expect(seen.nth(1)).toContainText(`You · ${shortDate(booth.replies[0]!.createdAt)}`);
  } finally {
    await context.close();
  }
});
