// Issue 31, the Scan screen's Business card mode against the real server: a business card drawn
// from HTML and photographed (a PNG) is given through the file input (and, in its own browser, shown
// to the fake camera); the OCR on the device reads it, the form shows the e-mail, phone and company
// read, and the saved card becomes a lead with its photo kept (`capture.images`). Offline the card
// waits in the outbox, survives a reload, and syncs once when the network is back: one lead and one
// upload of its photo, even when the first answer is lost. A dark photo is refused with how to take
// it again.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { writeStillVideo } from '../../server/testing/badge-video.ts';
import { CARD_DRAFTS_DB_NAME } from '../../src/machines/scan/business-card-drafts.ts';
import { CARD_TEXTS } from '../../src/machines/scan/business-card-texts.ts';
import { PHOTO_PROBLEM_MESSAGES } from '../../src/machines/scan/card-photo-quality.ts';
import { signInAccount, signedInAccount, useToken } from './api-sign-in.ts';
import { storedRecords } from './device-store.ts';
import { lumaOf, photographCard, type CardPerson } from './card-photos.ts';
import { expect, test } from './fixtures.ts';
import { waitForWorker } from './service-worker.ts';
import { recordTransitionsIn } from './transition-recording.ts';

const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];
/** Starting the reader (its worker, core and language files) and reading a card, on a loaded CI machine. */
const READ_TIMEOUT = 60_000;

const MEERA: CardPerson = {
  fullName: 'Meera Iyer',
  designation: 'Procurement Manager',
  companyName: 'Lotus Robotics Pvt Ltd',
  phone: '+91 98450 12345',
  emailId: 'meera.iyer@lotusrobotics.com',
  website: 'www.lotusrobotics.com',
};
const MEERA_PHONE = '+919845012345';

/** The job title of each business card draft kept on the device (src/machines/scan/business-card-drafts.ts). */
const keptJobTitles = async (page: Page) =>
  (await storedRecords<{ form: { designation: string } }>(page, CARD_DRAFTS_DB_NAME, 'drafts')).map((draft) => draft.form.designation);

interface LeadRow {
  readonly _id: string;
  readonly source: string;
  readonly user: { readonly fullName: string; readonly emailId: string | null; readonly phone: string | null; readonly companyName: string | null; readonly designation: string | null };
  readonly capture: { readonly kind: string; readonly text: string; readonly images: ReadonlyArray<{ readonly url: string; readonly label: string }> };
}

async function leads(request: APIRequestContext, token: string): Promise<LeadRow[]> {
  const answer = await request.get('/api/leads?limit=1000', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: LeadRow[] }).data;
}

const cardForm = (page: Page) => page.getByRole('form', { name: 'Business card details' });

/** The Scan screen in Business card mode. */
async function openCardMode(page: Page): Promise<void> {
  await page.goto('/exhibitor/scan');
  // The first visit downloads the scanner's code while the service worker precaches the reader's
  // files: on a busy machine that takes longer than a step (seen at over 10 s under load).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Business card' }).click();
  await expect(page.getByTestId('business-card')).toBeVisible();
}

/** The fields the device read from MEERA's card, as the review form shows them. */
async function expectMeeraRead(page: Page): Promise<void> {
  const form = cardForm(page);
  await expect(form.getByLabel('Email')).toHaveValue(MEERA.emailId, { timeout: READ_TIMEOUT });
  await expect(form.getByLabel('Phone')).toHaveValue(MEERA_PHONE);
  await expect(form.getByLabel('Company')).toHaveValue(MEERA.companyName);
  await expect(form.getByLabel('Full name')).toHaveValue(MEERA.fullName);
  await expect(page.getByRole('img', { name: "The card's front" })).toBeVisible();
}

/** The one lead MEERA's card made, with its photo kept on the server. */
async function expectOneMeeraLead(request: APIRequestContext, token: string): Promise<void> {
  const made = (await leads(request, token)).filter((lead) => lead.user.emailId === MEERA.emailId);
  expect(made).toHaveLength(1);
  const [lead] = made;
  expect(lead!.source).toBe('business_card');
  expect(lead!.capture.kind).toBe('business_card');
  expect(lead!.user).toMatchObject({ fullName: MEERA.fullName, phone: MEERA_PHONE, companyName: MEERA.companyName });
  expect(lead!.capture.text).toContain(MEERA.emailId);
  expect(lead!.capture.images.map((image) => image.label)).toEqual(['card_front']);
  const photo = await request.get(`/files/${lead!.capture.images[0]!.url}`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
}

/** The page is controlled by the portal's service worker (installed, activated, claimed). */
test.describe('Business card mode', () => {
  let folder: string;
  let meeraPhoto: string;

  test.beforeAll(async ({ browser }) => {
    folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-cards-'));
    meeraPhoto = join(folder, 'meera.png');
    await photographCard(browser, MEERA, meeraPhoto);
  });

  test.afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('a photo of a card becomes a lead with the e-mail, phone and company read on the device, its photo attached', async ({ page }) => {
    test.setTimeout(120_000);
    const { token } = await signInAccount(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const ocrFiles: string[] = [];
    page.on('request', (request) => {
      if (/tesseract|traineddata/.test(request.url())) ocrFiles.push(new URL(request.url()).origin);
    });

    await openCardMode(page);
    await page.getByLabel('Choose a photo').setInputFiles(meeraPhoto);
    await expectMeeraRead(page);

    await cardForm(page).getByRole('button', { name: 'Save lead' }).click();
    await expect(page.getByTestId('scan-card-title')).toHaveText(MEERA.fullName);
    await expect(page.getByTestId('scan-card-status')).toHaveText('New lead', { timeout: 30_000 });
    // Ready for the next card.
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();

    await expectOneMeeraLead(page.request, token);
    // The reader's files came from the portal itself, never a CDN.
    expect(ocrFiles.length).toBeGreaterThan(0);
    expect(new Set(ocrFiles)).toEqual(new Set([new URL(page.url()).origin]));
    expect(errors).toEqual([]);
  });

  test('offline: the card is read and kept on the device, survives reloads, and syncs once as one lead', async ({ page, context }) => {
    test.setTimeout(180_000);
    const { token } = await signInAccount(page);
    // One visit online: the service worker installs with the reader's files.
    await openCardMode(page);
    await waitForWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Business card' }).click();
    await page.getByLabel('Choose a photo').setInputFiles(meeraPhoto);
    await expectMeeraRead(page);

    // What is typed survives a reload (the draft and its photo are kept on the device). Reloaded once
    // the device has it: a reload in the same millisecond as the keystroke would end the write.
    await cardForm(page).getByLabel('Job title').fill('Head of Procurement');
    await expect.poll(() => keptJobTitles(page)).toEqual(['Head of Procurement']);
    await page.reload();
    await page.getByRole('tab', { name: 'Business card' }).click();
    await expect(cardForm(page).getByLabel('Job title')).toHaveValue('Head of Procurement');
    await expect(page.getByRole('img', { name: "The card's front" })).toBeVisible();

    await cardForm(page).getByRole('button', { name: 'Save lead' }).click();
    await expect(page.getByTestId('scan-card-title')).toHaveText(MEERA.fullName);
    await expect(page.getByTestId('scan-card-status')).toHaveText('Saved on this device. Will sync when online');
    await expect(page.getByTestId('outbox-indicator')).toHaveText('1 not synced');
    await page.getByTestId('outbox-indicator').click();
    await expect(page.getByText(`Business card ${MEERA.fullName}`)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('outbox-indicator')).toHaveText('1 not synced');
    expect((await leads(page.request, token)).filter((lead) => lead.user.emailId === MEERA.emailId)).toHaveLength(0);

    // Back online, the first answer is lost on its way back (the server made the lead): the card
    // stays queued with its stored photo, and its next attempt, with the same Idempotency-Key and
    // body, is answered from the server's record. The photo went up once.
    const uploads: string[] = [];
    await context.route('**/api/leads/photos', async (route) => {
      uploads.push(route.request().method());
      await route.continue();
    });
    let answerLost: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (answerLost = resolve));
    await context.route(
      '**/api/leads/business-card',
      async (route) => {
        await route.fetch();
        await route.abort('internetdisconnected');
        answerLost();
      },
      { times: 1 },
    );
    await context.setOffline(false);
    await lost;
    await expect(page.getByTestId('outbox-indicator')).toBeHidden({ timeout: 60_000 });
    await expectOneMeeraLead(page.request, token);
    const [lead] = (await leads(page.request, token)).filter((row) => row.user.emailId === MEERA.emailId);
    expect(lead!.user).toMatchObject({ designation: 'Head of Procurement' });
    expect(uploads).toEqual(['POST']);
  });

  test('Start over asks first: Cancel keeps the photo and what was typed; confirmed, a new card starts and nothing is kept', async ({ page }) => {
    test.setTimeout(120_000);
    const { token } = await signInAccount(page);
    await openCardMode(page);
    await page.getByLabel('Choose a photo').setInputFiles(meeraPhoto);
    await expectMeeraRead(page);
    await cardForm(page).getByLabel('Job title').fill('Head of Design');
    await expect.poll(() => keptJobTitles(page)).toEqual(['Head of Design']);

    const question = page.getByRole('alertdialog', { name: CARD_TEXTS.discardTitle });
    await cardForm(page).getByRole('button', { name: CARD_TEXTS.discard }).click();
    await expect(question).toContainText(CARD_TEXTS.discardQuestion);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(cardForm(page).getByLabel('Job title')).toHaveValue('Head of Design');
    await expect(page.getByRole('img', { name: "The card's front" })).toBeVisible();

    await cardForm(page).getByRole('button', { name: CARD_TEXTS.discard }).click();
    await question.getByRole('button', { name: CARD_TEXTS.discard }).click();
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
    await expect(cardForm(page)).toHaveCount(0);
    // The draft kept on the device went too: a reload starts with no card.
    await expect.poll(() => keptJobTitles(page)).toEqual([]);
    await page.reload();
    await page.getByRole('tab', { name: 'Business card' }).click();
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
    await expect(cardForm(page)).toHaveCount(0);
    expect(await leads(page.request, token)).toHaveLength(0);
  });

  test('a dark photo is refused with how to take it again, and makes no lead', async ({ page, browser }) => {
    const { token } = await signInAccount(page);
    const dark = join(folder, 'dark.png');
    await photographCard(browser, MEERA, dark, 'dark');
    await openCardMode(page);
    await page.getByLabel('Choose a photo').setInputFiles(dark);
    await expect(page.getByTestId('card-problem')).toHaveText(PHOTO_PROBLEM_MESSAGES.dark);
    await expect(cardForm(page)).toHaveCount(0);
    expect(await leads(page.request, token)).toHaveLength(0);
  });

  test('the camera takes the photo: a frame of the fake camera is read like a chosen photo', async ({ playwright, request, server }) => {
    test.setTimeout(120_000);
    const video = join(folder, 'card.y4m');
    let browser: Browser | undefined;
    try {
      browser = await playwright.chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      await writeStillVideo(video, await lumaOf(browser, await readFile(meeraPhoto)));
      await browser.close();
      browser = recordTransitionsIn(
        await playwright.chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
        }),
      );
      const { token } = await signedInAccount(request);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await useToken(page, token);
      await openCardMode(page);
      await page.getByRole('button', { name: 'Take photo' }).click();
      await expectMeeraRead(page);
      await cardForm(page).getByRole('button', { name: 'Save lead' }).click();
      await expect(page.getByTestId('scan-card-status')).toHaveText('New lead', { timeout: 30_000 });
      await expectOneMeeraLead(request, token);
    } finally {
      await browser?.close();
    }
  });
});
