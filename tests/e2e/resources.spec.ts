// SPEC §2 Resources & FAQ, §3 Download/FAQ/Exhibitor resource, §5 Add resource, §7 downloads, faq
// and increment, §8 Resources, §9 file type labels, against the real server with a fresh account
// at the demo event (seeded with event resources in two categories and FAQs in four).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signIn as signInToken, signedInToken } from './api-sign-in.ts';
import { samplePdf } from '../../server/storage/sample-files.ts';
import { checkScreen } from './check-screen.ts';
import { holdRequest } from './hold-request.ts';
import { expect, test } from './fixtures.ts';
import { serveWithoutEvent } from './page-without-event.ts';
import { test as baseTest } from './transition-recording.ts';
import { withOwnServer } from './own-server.ts';


interface Account {
  readonly token: string;
  readonly eventId: string;
  readonly exhibitorId: string;
}

/** A fresh account, with the event and company its resources belong to. */
async function signIn(page: Page): Promise<Account> {
  const token = await signInToken(page);
  const me = (await (await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { eventId: string; exhibitorId: string };
  };
  return { token, eventId: me.data.eventId, exhibitorId: me.data.exhibitorId };
}

interface ListedDownload {
  _id: string;
  title: string;
  category: string | null;
  downloadCount: number;
}

async function eventResources(request: APIRequestContext, eventId: string): Promise<ListedDownload[]> {
  const answer = await request.get(`/api/downloads?event=${eventId}&excludeExhibitor=true`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListedDownload[] }).data;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const item = (scope: Locator, title: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });
const group = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/**
 * A toast, found by its part: a modal dialog hides the rest of the page (the toast region with it)
 * from the accessibility tree, so a role query would miss a toast raised under an open dialog.
 */
const toastUnderDialog = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
const FILE_OR_LINK = 'Every resource needs a file or a link: choose a file, or pick the Link type';

async function ownResources(page: Page, account: Account) {
  const answer = await page.request.get(`/api/downloads?event=${account.eventId}&isExhibitor=true&exhibitor=${account.exhibitorId}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Array<{ _id: string; title: string; type: string; attachment: string | null; fileType: string | null }> }).data;
}



test('event resources: three tabs, grouped by category with type and count, and Download counts the file', async ({ page }) => {
  const account = await signIn(page);
  await page.goto('/exhibitor/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources & FAQ' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Event Resources', 'My Resources', 'FAQs']);
  await expect(page.getByRole('tab', { name: 'Event Resources' })).toHaveAttribute('aria-selected', 'true');

  // Grouped by the server's `category`, in its order (category, then title).
  const manualGroup = group(page, 'Exhibitor Manual');
  const marketingGroup = group(page, 'Marketing Kit');
  await expect(manualGroup.getByRole('heading', { level: 4 })).toHaveText(['Exhibitor Manual 2026', 'Hall Floor Plan']);
  await expect(marketingGroup.getByRole('heading', { level: 4 })).toHaveText(['Brand Guidelines', 'Event Logo Pack']);
  // SPEC §9 labels: pdf gives PDF, anything else (a PNG here) Document.
  const manual = item(manualGroup, 'Exhibitor Manual 2026');
  await expect(manual).toContainText('Rules, deadlines and contacts for exhibitors.');
  await expect(manual.getByText('PDF', { exact: true })).toBeVisible();
  await expect(item(marketingGroup, 'Event Logo Pack').getByText('Document', { exact: true })).toBeVisible();
  const before = (await eventResources(page.request, account.eventId)).find((resource) => resource.title === 'Exhibitor Manual 2026')!;
  await expect(manual.getByTestId('download-count')).toHaveText(`${before.downloadCount} downloads`);
  await checkScreen(page, 'resources-event');

  // Download saves the real file under the resource's title, then the count rises on screen and on the server.
  const downloading = page.waitForEvent('download');
  await manual.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Exhibitor Manual 2026.pdf');
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(manual.getByTestId('download-count')).toHaveText(`${before.downloadCount + 1} downloads`);
  const after = (await eventResources(page.request, account.eventId)).find((resource) => resource._id === before._id)!;
  expect(after.downloadCount).toBe(before.downloadCount + 1);
});

test('my resources: empty state, Add Resource with its rules and upload, then Delete', async ({ page }) => {
  const account = await signIn(page);
  await page.goto('/exhibitor/resources');
  await page.getByRole('tab', { name: 'My Resources' }).click();
  await expect(page.getByRole('heading', { name: 'No resources yet' })).toBeVisible();
  await expect(page.getByText('Start building your resource library by adding your first resource')).toBeVisible();
  await checkScreen(page, 'resources-mine');

  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Choose File/ })).toBeVisible();
  await expect(dialog.getByText('PDF, DOC, or other files up to 10MB')).toBeVisible();
  await expect(dialog.getByLabel('File', { exact: true })).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt,.xls,.xlsx,.ppt,.pptx');
  await expect(dialog.getByRole('combobox', { name: 'Type' }).locator('option')).toHaveText([
    'Select a type',
    'Link',
    'Image',
    'Text',
    'Document',
    'PDF',
    'Video',
    'Audio',
    'Other',
  ]);
  await checkScreen(page, 'resource-dialog');

  // SPEC §5: Title and Type are required; what was typed stays.
  await dialog.getByLabel('Description').fill('Specifications for visitors.');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a resource type')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(dialog.getByLabel('Description')).toHaveValue('Specifications for visitors.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Sensor X datasheet');
  await expect(dialog.getByText('Title is required')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('pdf');
  await expect(dialog.getByText('Please select a resource type')).toHaveCount(0);
  // Every resource needs a file or a link: without a file nothing is sent.
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/downloads') posted += 1;
  });
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByText(FILE_OR_LINK)).toBeVisible();
  expect(posted).toBe(0);

  // The upload: Choose File, Uploading..., then Change and Remove.
  const upload = await holdRequest(page, '**/api/v1/event-website/upload', 'POST');
  await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'sensor-x.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await upload.arrived;
  await expect(dialog.getByRole('button', { name: /^Uploading\.\.\./ })).toBeDisabled();
  await upload.release();
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
  await expect(dialog.getByText(FILE_OR_LINK)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Change/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove File' })).toBeVisible();
  // Remove clears the file; a second upload puts it back.
  await dialog.getByRole('button', { name: 'Remove File' }).click();
  await expect(dialog.getByRole('button', { name: /^Choose File/ })).toBeVisible();
  await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'sensor-x.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(dialog.getByRole('button', { name: /^Change/ })).toBeVisible();

  const adding = await holdRequest(page, '**/api/downloads', 'POST');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await adding.arrived;
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await adding.release();
  await expect(toast(page, 'Resource added successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Grouped by type, with the SPEC §3 payload stored.
  const pdfGroup = group(page, 'PDF');
  const added = item(pdfGroup, 'Sensor X datasheet');
  await expect(added).toContainText('Specifications for visitors.');
  await expect(added.getByTestId('download-count')).toHaveText('0 downloads');
  const own = (await (
    await page.request.get(`/api/downloads?event=${account.eventId}&isExhibitor=true&exhibitor=${account.exhibitorId}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    })
  ).json()) as { data: Array<{ title: string; type: string; attachment: string; fileType: string; isExhibitor: boolean; isPublic: boolean }> };
  expect(own.data).toHaveLength(1);
  expect(own.data[0]).toMatchObject({ title: 'Sensor X datasheet', type: 'pdf', fileType: 'pdf', isExhibitor: true, isPublic: false });
  expect(own.data[0]!.attachment).toMatch(/\.pdf$/);

  // Its Download works too, and counts.
  const downloading = page.waitForEvent('download');
  await added.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toBe('Sensor X datasheet.pdf');
  await expect(added.getByTestId('download-count')).toHaveText('1 download');

  // Delete asks first.
  await added.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Resource' });
  await expect(question).toContainText('Are you sure you want to delete this resource?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Resource deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No resources yet' })).toBeVisible();
});

test('a resource whose file is gone says so instead of downloading nothing', async ({ page }) => {
  const account = await signIn(page);
  const created = await page.request.post('/api/downloads', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { title: 'Old price list', type: 'pdf', fileUrl: 'eventWebsite/0f0e0d0c-0b0a-4908-8706-050403020100.pdf', fileType: 'pdf' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/exhibitor/resources');
  await page.getByRole('tab', { name: 'My Resources' }).click();
  const stale = item(group(page, 'PDF'), 'Old price list');
  await stale.getByRole('button', { name: 'Download' }).click();
  await expect(toast(page, 'The file of “Old price list” could not be found.')).toBeVisible();
  // Nothing was counted.
  await expect(stale.getByTestId('download-count')).toHaveText('0 downloads');
});

test('a link resource: a Link URL field for type Link, the web address rule, and the server refusing a resource with nothing to open', async ({ page }) => {
  const account = await signIn(page);
  await page.goto('/exhibitor/resources');
  await page.getByRole('tab', { name: 'My Resources' }).click();
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Booth tour');
  // The file types ask for a file; Link asks for its address instead.
  await expect(dialog.getByRole('textbox', { name: 'Link URL' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('link');
  const link = dialog.getByRole('textbox', { name: 'Link URL' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('type', 'url');
  await expect(dialog.getByLabel('File', { exact: true })).toHaveCount(0);
  await checkScreen(page, 'resource-dialog-link');

  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByText('Valid URL is required')).toBeVisible();
  await expect(link).toBeFocused();
  await link.fill('acme.example/tour');
  await expect(dialog.getByText('Valid URL is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByText('Valid URL is required')).toBeVisible();
  await link.fill('https://acme.example/tour');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(toast(page, 'Resource added successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(item(group(page, 'Link'), 'Booth tour')).toBeVisible();
  expect(await ownResources(page, account)).toEqual([
    expect.objectContaining({ title: 'Booth tour', type: 'link', attachment: 'https://acme.example/tour', fileType: null }),
  ]);

  // The server holds the same rule for any client, in the envelope's message and errors.
  const headers = { Authorization: `Bearer ${account.token}` };
  const bare = await page.request.post('/api/downloads', { headers, data: { title: 'Nothing to open', type: 'pdf' } });
  expect(bare.status()).toBe(400);
  expect(await bare.json()).toMatchObject({ success: false, message: FILE_OR_LINK, errors: [{ path: '/fileUrl', message: FILE_OR_LINK }] });
  const notWeb = await page.request.post('/api/downloads', { headers, data: { title: 'Not a web address', type: 'link', fileUrl: 'acme.example' } });
  expect(notWeb.status()).toBe(400);
  expect(await notWeb.json()).toMatchObject({ success: false, message: 'Valid URL is required', errors: [{ path: '/fileUrl', message: 'Valid URL is required' }] });
  expect(await ownResources(page, account)).toHaveLength(1);
});

test('my resources: Edit changes a saved resource, and says so when the update fails', async ({ page }) => {
  const account = await signIn(page);
  const headers = { Authorization: `Bearer ${account.token}` };
  const stored = 'eventWebsite/0f0e0d0c-0b0a-4908-8706-050403020100.pdf';
  const created = await page.request.post('/api/downloads', {
    headers,
    data: { title: 'Price list', description: 'Prices for 2026.', type: 'pdf', fileUrl: stored, fileType: 'pdf' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  await page.goto('/exhibitor/resources');
  await page.getByRole('tab', { name: 'My Resources' }).click();

  // Prefilled from the saved resource, with its file.
  await item(group(page, 'PDF'), 'Price list').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Price list');
  await expect(dialog.getByLabel('Description')).toHaveValue('Prices for 2026.');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('pdf');
  await expect(dialog.getByRole('button', { name: 'Remove File' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update Resource' })).toBeEnabled();
  await checkScreen(page, 'resource-edit-dialog');

  // The rules hold in Edit too: a link needs its web address.
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Price list 2026');
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('link');
  await dialog.getByRole('button', { name: 'Update Resource' }).click();
  await expect(dialog.getByText('Valid URL is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link URL' }).fill('https://acme.example/prices');

  const updating = await holdRequest(page, `**/api/downloads/${id}`, 'PUT');
  await dialog.getByRole('button', { name: 'Update Resource' }).click();
  await updating.arrived;
  await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await updating.release();
  await expect(toast(page, 'Resource updated successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const moved = item(group(page, 'Link'), 'Price list 2026');
  await expect(moved).toBeVisible();
  await expect(group(page, 'PDF')).toHaveCount(0);
  expect(await ownResources(page, account)).toEqual([
    expect.objectContaining({ _id: id, title: 'Price list 2026', type: 'link', attachment: 'https://acme.example/prices', fileType: null }),
  ]);

  // Opened again it shows what was saved. The resource is deleted elsewhere meanwhile: the update
  // fails, the dialog stays with what was typed and says what the toast says.
  await moved.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Link URL' })).toHaveValue('https://acme.example/prices');
  expect((await page.request.delete(`/api/downloads/${id}`, { headers })).status()).toBe(200);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Price list 2027');
  await dialog.getByRole('button', { name: 'Update Resource' }).click();
  await expect(toastUnderDialog(page, 'Failed to update resource. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to update resource. Please try again.');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Price list 2027');
  await expect(dialog.getByRole('button', { name: 'Update Resource' })).toBeEnabled();
});

test('FAQs: by category in single-open accordions, answers as sanitised HTML', async ({ page }) => {
  const account = await signIn(page);
  // SPEC §7 POST faq (docs/architecture.md "FAQs": exhibitors may add their own), carrying script.
  const hostile = await page.request.post('/api/faq', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      question: 'Can we bring our own furniture?',
      answer: '<p>Yes, <strong>within your booth</strong>.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      type: 'Booth Setup',
    },
  });
  expect(hostile.status()).toBe(201);

  await page.goto('/exhibitor/resources');
  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['General', 'Passes & Badges', 'Logistics', 'Leads', 'Booth Setup']);

  const general = group(page, 'General');
  const halls = general.getByRole('button', { name: 'When are the exhibition halls open?' });
  const wifi = general.getByRole('button', { name: 'Is there Wi-Fi at the venue?' });
  await expect(halls).toHaveAttribute('aria-expanded', 'false');
  await halls.click();
  await expect(halls).toHaveAttribute('aria-expanded', 'true');
  // The answer's HTML is rendered, not shown as text.
  await expect(general.locator('strong', { hasText: '10:00 to 18:00' })).toBeVisible();
  await expect(general.getByText('<strong>')).toHaveCount(0);
  // Opening another question of the category closes the first; it can be closed again.
  await wifi.click();
  await expect(wifi).toHaveAttribute('aria-expanded', 'true');
  await expect(halls).toHaveAttribute('aria-expanded', 'false');
  await expect(general.locator('code', { hasText: 'GTE-Exhibitors' })).toBeVisible();
  await wifi.click();
  await expect(wifi).toHaveAttribute('aria-expanded', 'false');
  await checkScreen(page, 'resources-faqs');

  // The hostile answer renders its formatting and nothing else.
  const booth = group(page, 'Booth Setup');
  await booth.getByRole('button', { name: 'Can we bring our own furniture?' }).click();
  await expect(booth.locator('strong', { hasText: 'within your booth' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('[onerror]').count()).toBe(0);
  expect(await booth.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.textContent?.includes('__xss')))).toBe(false);
});

// A server of the test's own: the event lookup must really fail while the session stays signed in.
baseTest('an event lookup that fails while signed in says so, and Retry loads the tabs once the server is back', async ({ context, playwright }) => {
  baseTest.setTimeout(120_000);
  await withOwnServer(playwright, async (server) => {
    const token = await signedInToken(server.request);
    await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    await serveWithoutEvent(page);
    // The page's lookup is held on its way, never answered by the test, until the server has really
    // stopped; then it goes on and finds nothing listening (and so do the client's retries).
    const lookup = await holdRequest(page, '**/api/auth/domain-event**', 'GET');
    await page.goto(`${server.url}/exhibitor/resources`);
    await lookup.arrived;
    await expect(page.getByRole('heading', { level: 1, name: 'Resources & FAQ' })).toBeVisible();
    await expect(page.getByTestId('resources-skeleton')).toBeVisible();
    await server.stop();
    await lookup.release();

    const failure = page.getByRole('alert').filter({ hasText: 'Error: Failed to fetch event data' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('resources-skeleton')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await server.start();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tab', { name: 'Event Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(group(page, 'Exhibitor Manual').getByRole('heading', { level: 4 })).toHaveText(['Exhibitor Manual 2026', 'Hall Floor Plan']);
    await expect(failure).toHaveCount(0);
  });
});
