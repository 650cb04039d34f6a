// Exports against the real server: Lead Management's Export menu downloads the CSV with every field
// (BOM, RFC 4180) and the Excel workbook, each read back by an independent reader; the team list
// comes as CSV from Team Management's Export CSV button.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { holdRequest } from './hold-request.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function exportFrom(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Export Leads' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: choice }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('the Export menu downloads the leads as CSV and Excel, and the team exports as CSV', async ({ page }) => {
  const token = await signIn(page);
  const added = await page.request.post('/api/leads', {
    headers: auth(token),
    data: { priority: 'high', remarks: 'Said "call me", Monday', person: { fullName: 'Mehta, Vikram', emailId: 'vikram@globex.example', companyName: 'Glöbex', phone: '+91 9000000001' } },
  });
  expect(added.status()).toBe(201);
  await page.goto('/exhibitor/leads');
  await expect(page.getByText('Mehta, Vikram').first()).toBeVisible();

  const csv = await exportFrom(page, 'CSV (all fields)');
  expect(csv.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const row = parsed.data.find((entry) => entry.Email === 'vikram@globex.example')!;
  expect(row).toMatchObject({ Name: 'Mehta, Vikram', Company: 'Glöbex', Phone: '+91 9000000001', Priority: 'high', Remarks: 'Said "call me", Monday', Source: 'manual' });

  const xlsx = await exportFrom(page, 'Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as never);
  const sheet = workbook.getWorksheet('Leads')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'Company']);
  const names = [];
  for (let index = 2; index <= sheet.actualRowCount; index++) names.push(sheet.getRow(index).getCell(1).value);
  expect(names).toContain('Mehta, Vikram');

  // Team Management's Export CSV.
  await page.goto('/exhibitor/team');
  const [teamDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(teamDownload.suggestedFilename()).toMatch(/^team-\d{4}-\d{2}-\d{2}\.csv$/);
  const teamText = await readFile((await teamDownload.path())!, 'utf8');
  expect(teamText.startsWith('\ufeff')).toBe(true);
  const members = Papa.parse<Record<string, string>>(teamText.slice(1), { header: true, skipEmptyLines: true }).data;
  expect(members.length).toBeGreaterThan(0);
  expect(Object.keys(members[0]!)).toEqual(['Name', 'Email', 'Phone', 'Designation', 'Role', 'Status', 'Invited', 'Added']);
});

test.describe('the Export menu before its code has arrived', () => {
  // The chunk must come from the network for the test to hold it, not from the portal's worker.
  test.use({ serviceWorkers: 'block' });

  test('Lead Management paints Export Leads as a plain button; a tap on it opens the menu once the code is here', async ({ page }) => {
    const held = await holdRequest(page, '**/assets/lead-export-menu-*.js', 'GET');
    await signIn(page);
    await page.goto('/exhibitor/leads');
    await held.arrived;
    const exportButton = page.getByRole('button', { name: 'Export Leads' });
    await expect(exportButton).toHaveAttribute('aria-haspopup', 'menu');
    await exportButton.click();
    await expect(page.getByRole('menuitem', { name: 'CSV (all fields)' })).toHaveCount(0);

    await held.release();
    await expect(page.getByRole('menuitem', { name: 'CSV (all fields)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'CSV (all fields)' })).toBeHidden();
  });
});
