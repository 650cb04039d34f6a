// SPEC §2 Resources & FAQ, §3 Download/FAQ/Exhibitor resource, §5 Add resource, §7 downloads, faq
// and increment, §8 Resources, §9 file type labels, against the real server with a fresh account
// at the demo event (seeded with event resources in two categories and FAQs in four).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signIn as signInToken } from './api-sign-in.ts';
import { samplePdf } from '../../server/storage/sample-files.ts';
import { checkScreen } from './check-screen.ts';
import { holdRequest } from './hold-request.ts';
import { expect, test } from './fixtures.ts';


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

  // The upload: Choose File, Uploading..., then Change and Remove.
  const upload = await holdRequest(page, '**/api/v1/event-website/upload', 'POST');
  await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'sensor-x.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await upload.arrived;
  await expect(dialog.getByRole('button', { name: /^Uploading\.\.\./ })).toBeDisabled();
  await upload.release();
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
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
