// Issue 31: Lead Management shows how each lead was captured. A visitor's vCard scanned at the booth
// (POST /leads/scan from the camera) is a lead that says "vCard", keeps the text read, which its
// detail shows as text (never as markup), and is found by the filter by capture kind; a photo added
// from the lead's detail shows there, and opens whole.
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A visitor's contact QR code as a phone's camera reads it; its note carries markup that must stay text. */
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Sharma;Ananya;;;',
  'FN:Ananya Sharma',
  'ORG:Vertex Labs Pvt Ltd',
  'TITLE:Head of Procurement',
  'TEL;TYPE=CELL:+91 98200 12345',
  'EMAIL:ananya.sharma@vertexlabs.example',
  'URL:https://vertexlabs.example',
  'ADR;TYPE=WORK:;;12 MG Road;Bengaluru;KA;560001;India',
  'NOTE:<b>Met at the booth</b>',
  'END:VCARD',
].join('\r\n');

/** The smallest PNG there is (1 x 1): a photo the server keeps as it is. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function scanVcard(request: APIRequestContext, token: string): Promise<string> {
  const scanned = await request.post('/api/leads/scan', { headers: auth(token), data: { badge: VCARD, from: 'camera' } });
  expect(scanned.status(), await scanned.text()).toBe(201);
  const { data } = (await scanned.json()) as { data: { lead: { _id: string; capture: { kind: string; text: string } } } };
  expect(data.lead.capture.kind).toBe('vcard');
  return data.lead._id;
}

const rows = (page: Page) => page.getByTestId('lead-row');

test('a vCard scanned at the booth shows as vCard with its text, is found by the filter by capture kind, and takes a photo from its detail', async ({ page }) => {
  const token = await signIn(page);
  const added = await page.request.post('/api/leads', { headers: auth(token), data: { person: { fullName: 'Ravi Menon' }, priority: 'low' } });
  expect(added.status(), await added.text()).toBe(201);
  const leadId = await scanVcard(page.request, token);

  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(2);
  const ananya = page.getByRole('article', { name: 'Ananya Sharma', exact: true });
  await expect(ananya.getByTestId('lead-origin')).toContainText('Booth scan');
  await expect(ananya.getByTestId('lead-capture-kind')).toHaveText('· vCard');
  await expect(page.getByRole('article', { name: 'Ravi Menon', exact: true }).getByTestId('lead-origin')).toContainText('Manual');

  // The filter by capture kind offers the kinds the leads have, with their counts, and keeps one kind.
  const kind = page.getByLabel('Captured as', { exact: true });
  await expect(kind.getByRole('option')).toHaveText(['Any way', 'vCard (1)', 'Manual (1)']);
  await kind.selectOption('vcard');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toHaveAttribute('data-lead-id', leadId);
  await expect(page.getByTestId('leads-shown')).toHaveText('Showing 1 of 2 leads');

  // The detail: how it was captured, what was read (as text), the web site and the address.
  await ananya.getByRole('button', { name: 'Edit: Ananya Sharma' }).click();
  const detail = page.getByRole('dialog', { name: 'Edit Lead' });
  const captured = detail.getByRole('region', { name: 'How captured' });
  await expect(captured.getByTestId('lead-capture-kind')).toHaveText('vCard');
  // Twelve lines: folded until asked for, then scrolled inside its box.
  const text = captured.getByTestId('lead-capture-text');
  await expect(text).toBeHidden();
  await captured.getByText(`Show the read text (${VCARD.length} characters)`).click();
  await expect(text).toBeVisible();
  expect((await text.textContent())?.replace(/\r\n/g, '\n')).toBe(VCARD.replace(/\r\n/g, '\n'));
  await expect(text.locator('b')).toHaveCount(0);
  await expect(captured.getByRole('link', { name: /vertexlabs\.example/ })).toHaveAttribute('href', /^https:\/\/vertexlabs\.example\/?$/);
  await expect(captured).toContainText('12 MG Road');

  // Add a photo: what it shows, then Add photo; the detail shows it at once, and it opens whole.
  await expect(captured.getByTestId('lead-photo')).toHaveCount(0);
  await captured.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'card-back.png', mimeType: 'image/png', buffer: PNG });
  await captured.getByLabel('Shows', { exact: true }).selectOption('card_back');
  await captured.getByRole('button', { name: 'Add photo' }).click();
  await expect(page.getByText('Photo added to the lead.')).toBeVisible();
  const photo = captured.getByTestId('lead-photo');
  await expect(photo).toHaveCount(1);
  const image = photo.getByRole('img', { name: /^Card back, added / });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  const href = await photo.getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/files\/leadPhoto\/[0-9a-f-]{36}\.png$/);
  const whole = await page.request.get(href!);
  expect(whole.status()).toBe(200);
  expect(Buffer.from(await whole.body())).toEqual(PNG);

  // The server keeps it with the lead, and the list read again has it too.
  const leads = (await (await page.request.get('/api/leads', { headers: auth(token) })).json()) as { data: Array<{ _id: string; capture: { images: Array<{ label: string }> } }> };
  expect(leads.data.find((kept) => kept._id === leadId)?.capture.images.map((kept) => kept.label)).toEqual(['card_back']);
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await ananya.getByRole('button', { name: 'Edit: Ananya Sharma' }).click();
  await expect(detail.getByTestId('lead-photo')).toHaveCount(1);
});

test('a file that is not a photo is refused on the lead\'s detail with what to choose instead', async ({ page }) => {
  const token = await signIn(page);
  await scanVcard(page.request, token);
  await page.goto('/exhibitor/leads');
  await page.getByRole('button', { name: 'Edit: Ananya Sharma' }).click();
  const captured = page.getByRole('dialog', { name: 'Edit Lead' }).getByRole('region', { name: 'How captured' });
  await captured.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(captured.getByRole('alert')).toHaveText('Choose a photo: a JPG or PNG image.');
  await captured.getByRole('button', { name: 'Add photo' }).click();
  await expect(captured.getByRole('alert')).toHaveText('Take or choose a photo first.');
  await expect(captured.getByTestId('lead-photo')).toHaveCount(0);
});
