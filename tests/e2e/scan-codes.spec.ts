// Issue 31, the Scan screen reads whatever a visitor holds, against the real server: each code is
// drawn by bwip-js and played by Chromium's fake camera; the portal decodes it with zxing-wasm. A
// vCard and a MeCard make leads with the details they hold; the event's own badges (a Code 128 and a
// PDF417 whose ids the organiser imported with the attendee list) make leads of those attendees; a
// code with nothing but text asks for the visitor's name first, and is kept offline once named.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserType, Page } from '@playwright/test';
import { drawCode, writeCodesVideo, type Picture } from '../../server/testing/code-pictures.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { CAPTURE_MESSAGES } from '../../src/rules/capture-code.ts';
import { admin } from './admin-cli.ts';
import { expect, test as base } from './fixtures.ts';
import { api, launchWithCamera, openScanScreen, tokenFor } from './scan-camera.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const COMPANY = '6200000031';
const BADGE_ID_PATTERN = '^REG-[0-9]{6}$';

/** People the organiser imported, with the ids their own badges carry. */
const ATTENDEES = [
  { badgeId: 'REG-004211', name: 'Ravi Menon', email: 'ravi.menon@example.com', company: 'Globex Corp', designation: 'CTO', phone: '+91 98200 11111' },
  { badgeId: 'REG-004212', name: 'Lena Fischer', email: 'lena.fischer@example.com', company: 'Umbrella GmbH', designation: 'Buyer', phone: '+49 30 1234567' },
] as const;

interface Lead {
  readonly user: { fullName: string; emailId: string | null; companyName: string | null; phone: string | null };
  readonly capture: { kind: string; text: string | null };
}

interface Setup {
  readonly server: SpawnedServer;
  readonly token: string;
}

const test = base.extend<object, { codes: Setup }>({
  codes: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-scan-codes-'));
      try {
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', 'Every Code Ltd', '--booth', 'S-31', '--mobile', COMPANY);
        const csv = join(dataDir, 'attendees.csv');
        await writeFile(
          csv,
          ['name,email,company,designation,phone,ticket type,badge_id', ...ATTENDEES.map((a) => `${a.name},${a.email},${a.company},${a.designation},${a.phone},Visitor,${a.badgeId}`)].join('\n'),
        );
        await admin(dataDir, 'attendees', '--event', DOMAIN, '--file', csv);
        await admin(dataDir, 'badge-pattern', '--event', DOMAIN, '--pattern', BADGE_ID_PATTERN, '--country', 'IN');
        const server = await spawnServer({ dataDir });
        try {
          await use({ server, token: await tokenFor(server.url, COMPANY) });
        } finally {
          await server.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Shows one code to a Chromium's camera, on the Scan screen, for the time of `use`. */
async function showToCamera(chromium: BrowserType, codes: Setup, picture: Picture, use: (page: Page) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-camera-'));
  let browser: Browser | undefined;
  try {
    const video = join(folder, 'code.y4m');
    await writeCodesVideo(video, [picture]);
    browser = await launchWithCamera(chromium, video);
    const errors: string[] = [];
    const page = await openScanScreen(browser, codes.server.url, codes.token, (opened) => opened.on('pageerror', (error) => errors.push(error.message)));
    await expect(page.getByTestId('camera-status')).toHaveText(SCAN_TEXTS.scanning);
    await use(page);
    // The code stays in front of the camera all along: one capture, not one per frame.
    await expect(page.getByTestId('scan-count')).toHaveText(SCAN_TEXTS.savedCount(1));
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
  }
}

const leadsOf = async (codes: Setup): Promise<Lead[]> => (await api<{ data: Lead[] }>(codes.server.url, codes.token, 'GET', '/api/leads')).body.data;

/** The company's lead named `fullName`, once the server has it. */
async function leadNamed(codes: Setup, fullName: string): Promise<Lead> {
  await expect.poll(async () => (await leadsOf(codes)).filter((lead) => lead.user.fullName === fullName).length, { timeout: 15_000 }).toBe(1);
  return (await leadsOf(codes)).find((lead) => lead.user.fullName === fullName)!;
}

test.describe('contact codes', () => {
  const contacts = [
    {
      kind: 'vcard',
      text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Nair;Priya;;;\r\nFN:Priya Nair\r\nORG:Initech\r\nTITLE:Head of IT\r\nEMAIL;TYPE=INTERNET:Priya.Nair@initech.example\r\nTEL;TYPE=CELL:098765 43210\r\nEND:VCARD',
      person: { fullName: 'Priya Nair', emailId: 'priya.nair@initech.example', companyName: 'Initech', phone: '+919876543210' },
    },
    {
      kind: 'mecard',
      text: 'MECARD:N:Iyer,Meera;ORG:Globex;TEL:+91 91234 56780;EMAIL:meera.iyer@globex.example;;',
      person: { fullName: 'Meera Iyer', emailId: 'meera.iyer@globex.example', companyName: 'Globex', phone: '+919123456780' },
    },
  ] as const;

  for (const contact of contacts) {
    test(`a ${contact.kind} QR code makes a lead with the name, e-mail, company and phone it holds`, async ({ codes, playwright }) => {
      test.setTimeout(90_000);
      await showToCamera(playwright.chromium, codes, await drawCode('qrcode', contact.text), async (page) => {
        // Read on the device: the card names the visitor before the server answers.
        await expect(page.getByTestId('scan-card-title')).toContainText(contact.person.fullName, { timeout: 30_000 });
        await expect(page.getByTestId('scan-card-status')).toHaveText(SCAN_TEXTS.newLead);
        await expect(page.getByTestId('scan-card-details')).toContainText(contact.person.emailId);
      });
      const lead = await leadNamed(codes, contact.person.fullName);
      expect(lead.user).toMatchObject(contact.person);
      expect(lead.capture.kind).toBe(contact.kind);
    });
  }
});

test.describe("the event's own badges", () => {
  const badges = [
    { symbology: 'code128', attendee: ATTENDEES[0] },
    { symbology: 'pdf417', attendee: ATTENDEES[1] },
  ] as const;

  for (const { symbology, attendee } of badges) {
    test(`a ${symbology} badge whose id the organiser imported makes a lead with the attendee's details`, async ({ codes, playwright }) => {
      test.setTimeout(90_000);
      await showToCamera(playwright.chromium, codes, await drawCode(symbology, attendee.badgeId), async (page) => {
        // Kept on the device as the event's badge, then filled in from the attendee list on sync.
        await expect(page.getByTestId('scan-card-status')).toHaveText(SCAN_TEXTS.newLead, { timeout: 30_000 });
        await expect(page.getByTestId('scan-card-title')).toHaveText(`${attendee.name}, ${attendee.company}`);
      });
      const lead = await leadNamed(codes, attendee.name);
      expect(lead.user).toMatchObject({ fullName: attendee.name, emailId: attendee.email, companyName: attendee.company });
      expect(lead.capture.kind).toBe('external_badge');
    });
  }
});

test('a code with nothing but text asks for the name, refuses Save without one, and is kept offline once named', async ({ codes, playwright }) => {
  test.setTimeout(90_000);
  const text = 'Booth 7 menu <b>today</b>';
  await showToCamera(playwright.chromium, codes, await drawCode('qrcode', text), async (page) => {
    const form = page.getByRole('form', { name: SCAN_TEXTS.nameTitle });
    await expect(form).toBeVisible({ timeout: 30_000 });
    // What the code holds is shown as text, markup and all.
    await expect(page.getByTestId('scan-read-text')).toHaveText(text);
    await expect(page.getByTestId('scan-read-text').locator('b')).toHaveCount(0);

    await form.getByRole('button', { name: SCAN_TEXTS.nameSave }).click();
    await expect(form.getByText(CAPTURE_MESSAGES.needsName, { exact: true })).toBeVisible();
    await expect(page.getByTestId('scan-count')).toHaveText(SCAN_TEXTS.savedCount(0));

    await form.getByLabel('Name').fill('Asha Visitor');
    await form.getByLabel('Company (optional)').fill('Initech');
    // The hall's Wi-Fi drops: what was typed stays, and the capture is kept on the device.
    await page.context().setOffline(true);
    await form.getByRole('button', { name: SCAN_TEXTS.nameSave }).click();
    await expect(page.getByTestId('scan-card-title')).toHaveText('Asha Visitor');
    await expect(page.getByTestId('scan-card-status')).toHaveText(`${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.queued}`);
    await expect(page.getByRole('button', { name: '1 not synced' })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('button', { name: /not synced$/ })).toHaveCount(0, { timeout: 30_000 });
  });
  const lead = await leadNamed(codes, 'Asha Visitor');
  expect(lead.user).toMatchObject({ fullName: 'Asha Visitor', companyName: 'Initech', emailId: null });
  expect(lead.capture).toMatchObject({ kind: 'text', text });
});
