// The console's Attendees and badges: the organiser, made by the command line, signs in at
// /organiser/, imports a CSV whose bad line is named and nothing imported, fixes it and imports the
// attendee with their registration system's badge id, finds them by that id, and prints their badge
// (and every badge the search finds) as a PDF download.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfShownText } from '../../server/badges/pdf-text.ts';
import { expect } from './fixtures.ts';
import { DEMO_ORGANISER } from '../../server/demo/demo-data.ts';
import { signInToConsole, test } from './organiser-console.ts';

const BADGE_ID = 'EXPO-400001';
const HEADER = 'Name,Email,Company,Job title,Ticket type,Badge ID\n';

/** Chooses the file through the Import CSV button, as a person does. */
async function importCsv(page: Page, name: string, content: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import CSV' }).click()]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

/** The PDF a click downloads: its name and the text its pages show. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer; shown: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes, shown: pdfShownText(new Uint8Array(bytes)) };
}

test('the organiser imports attendees with their badge ids, finds one by badge id and prints the badge', async ({ page, consoleServer: server }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, server, DEMO_ORGANISER.mobile);
  await page.getByRole('link', { name: 'Attendees' }).click();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  // The demo event's imported attendees are listed.
  await expect(page.getByTestId('attendee-row').first()).toBeVisible();

  // A file with a bad line imports no one and names the line to fix.
  await importCsv(page, 'attendees.csv', `${HEADER}Zara Quill,zara.quill@example.com,Quill Labs,CTO,Visitor,${BADGE_ID}\n,nameless@example.com,,,Visitor,\n`);
  const refused = page.getByRole('alert', { name: 'Import refused' });
  await expect(refused).toContainText('Nothing was imported: fix this problem in the file and import it again.');
  await expect(refused.getByRole('list', { name: 'Lines to fix' })).toHaveText('Line 3: the name is missing.');
  await page.getByRole('searchbox', { name: 'Search' }).fill('zara');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No attendees match this search.')).toBeVisible();

  // Fixed, it imports.
  await importCsv(page, 'attendees.csv', `${HEADER}Zara Quill,zara.quill@example.com,Quill Labs,CTO,Visitor,${BADGE_ID}\nYusuf Reed,yusuf.reed@example.com,Reed & Co,Buyer,Visitor,EXPO-400002\n`);
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('Imported 2 attendees.');

  // Found by the badge id their registration system printed.
  await page.getByRole('searchbox', { name: 'Search' }).fill(BADGE_ID.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByTestId('attendee-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Zara Quill');
  await expect(rows.first()).toContainText(BADGE_ID);
  const ticketCode = (await rows.first().locator('span', { hasText: /^VISITO-/ }).first().textContent())!.trim();

  const one = await downloadOf(page, () => page.getByRole('button', { name: 'Print the badge of Zara Quill' }).click());
  expect(one.name).toBe(`badge-${ticketCode}.pdf`);
  expect(one.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(one.shown).toContain('Zara Quill');
  expect(one.shown).toContain('Quill Labs');
  expect(one.shown).toContain(ticketCode);

  // Every badge the search finds, in one file.
  const all = await downloadOf(page, () => page.getByRole('button', { name: 'Print these badges' }).click());
  expect(all.name).toBe('attendee-badges.pdf');
  expect(all.shown).toContain(ticketCode);
  expect(all.shown).not.toContain('Yusuf Reed');
});
