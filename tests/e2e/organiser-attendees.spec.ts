// The console's Attendees and badges: the organiser, made by the command line, signs in at
// /organiser/, chooses a CSV whose bad line the preview names (nothing can be imported), chooses the
// fixed file and cancels its preview (nothing is written), chooses it again and imports the attendees
// with their registration system's badge ids, finds one by that id, prints their badge (and every
// badge the search finds) as a PDF download, corrects their details and cancels another's ticket.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfShownText } from '../../server/badges/pdf-text.ts';
import { expect } from './fixtures.ts';
import { DEMO_ORGANISER } from '../../server/demo/demo-data.ts';
import { signInToConsole, test } from './organiser-console.ts';

const BADGE_ID = 'EXPO-400001';
const HEADER = 'Name,Email,Company,Job title,Ticket type,Badge ID\n';

/** Chooses the file through the Import CSV button, as a person does: its preview shows, nothing is written yet. */
async function chooseCsv(page: Page, name: string, content: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import CSV' }).click()]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toBeVisible();
  return preview;
}

/** The search box, applied. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The PDF a click downloads: its name and the text its pages show. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer; shown: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes, shown: pdfShownText(new Uint8Array(bytes)) };
}

test('the organiser previews and imports attendees with their badge ids, finds one by badge id, prints the badge, corrects one and cancels another', async ({ page, consoleServer: server }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, server, DEMO_ORGANISER.mobile);
  await page.getByRole('link', { name: 'Attendees' }).click();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  // The demo event's imported attendees are listed.
  await expect(page.getByTestId('attendee-row').first()).toBeVisible();

  // A file with a bad line: the preview names the line, and nothing can be imported.
  const bad = await chooseCsv(page, 'attendees.csv', `${HEADER}Zara Quill,zara.quill@example.com,Quill Labs,CTO,Visitor,${BADGE_ID}\n,nameless@example.com,,,Visitor,\n`);
  await expect(bad).toContainText('attendees.csv: 2 rows read.');
  await expect(bad).toContainText('1 row is refused, so nothing can be imported: fix it in the file and choose it again.');
  await expect(bad.getByRole('list', { name: 'Refused rows' })).toHaveText('Line 3: the name is missing.');
  await expect(bad.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await bad.getByRole('button', { name: 'Cancel' }).click();
  await expect(bad).toBeHidden();

  // The fixed file: the preview says what would happen; Cancel writes nothing.
  const fixed = `${HEADER}Zara Quill,zara.quill@example.com,Quill Labs,CTO,Visitor,${BADGE_ID}\nYusuf Reed,yusuf.reed@example.com,Reed & Co,Buyer,Visitor,EXPO-400002\n`;
  const cancelled = await chooseCsv(page, 'attendees.csv', fixed);
  await expect(cancelled).toContainText('2 attendees will be added.');
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancelled).toBeHidden();
  await search(page, 'zara');
  await expect(page.getByText('No attendees match this search.')).toBeVisible();

  // Chosen again and imported: only now is anything written.
  const preview = await chooseCsv(page, 'attendees.csv', fixed);
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('Imported 2 attendees.');
  await expect(preview).toBeHidden();

  // Found by the badge id their registration system printed.
  await search(page, BADGE_ID.toLowerCase());
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

  // Corrected: the details saved show in the list.
  await page.getByRole('button', { name: 'Edit Zara Quill' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit attendee' });
  await expect(edit.getByLabel('Company')).toHaveValue('Quill Labs');
  await edit.getByLabel('Company').fill('Quill Labs Ltd');
  await edit.getByLabel('Job title').fill('Chief Technology Officer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Attendee updated successfully!')).toBeVisible();
  await expect(rows.first()).toContainText('Chief Technology Officer · Quill Labs Ltd');

  // Another attendee's ticket cancelled after the question: still listed, as Cancelled, with no badge to print.
  await search(page, 'yusuf');
  const yusuf = page.getByTestId('attendee-row').filter({ hasText: 'Yusuf Reed' });
  await yusuf.getByRole('button', { name: 'Cancel the ticket of Yusuf Reed' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this ticket?' });
  await expect(question).toContainText('Cancel the ticket of Yusuf Reed? They stay in the list as Cancelled');
  await question.getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText("Yusuf Reed's ticket was cancelled: their badge no longer prints or lets them in.")).toBeVisible();
  await expect(yusuf).toContainText('Cancelled');
  await expect(yusuf.getByRole('button', { name: 'Print the badge of Yusuf Reed' })).toBeDisabled();
  await expect(yusuf.getByRole('button', { name: 'Edit Yusuf Reed' })).toHaveCount(0);
});
