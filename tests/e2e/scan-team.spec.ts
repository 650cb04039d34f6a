// Issue 13: two members of one company scan the same visitor's badge at once and each writes a note
// on the card. The company gets one lead, with two touches (who and when) and both notes.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_TEAM } from '../../server/demo/demo-data.ts';
import { DEMO_ATTENDEES } from '../../server/demo/demo-attendees.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { withOwnServer } from './own-server.ts';
import { useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const VISITOR = DEMO_ATTENDEES[0]!;

interface Lead {
  user: { fullName: string };
  ticketCode: string | null;
  notes: Array<{ text: string; author: { name: string } | null }>;
  touches: Array<{ by: { name: string } | null }>;
}

async function scanScreen(browser: Browser, origin: string, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useToken(page, token);
  await page.goto(`${origin}/exhibitor/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible();
  return page;
}

async function typeBadge(page: Page, code: string): Promise<void> {
  await page.getByLabel('Type the code').fill(code);
  await page.getByRole('button', { name: 'Add lead' }).click();
}

async function addNote(page: Page, text: string): Promise<void> {
  await page.getByLabel('Add a note').fill(text);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(SCAN_TEXTS.detailsSaved, { exact: true })).toBeVisible();
}

test('two members scan the same badge at once: one lead, two touches, both notes kept', async ({ browser, playwright }) => {
  // A server of its own: the demo company's people sign in without using the shared server's code
  // cooldown for their numbers.
  await withOwnServer(playwright, async (server) => {
    const asha = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
    const vikram = await signInByNumber(server.url, { mobile: DEMO_TEAM[0].authenticationId });
    const [ashaPage, vikramPage] = await Promise.all([scanScreen(browser, server.url, asha.token), scanScreen(browser, server.url, vikram.token)]);

    await Promise.all([typeBadge(ashaPage, VISITOR.ticketCode), typeBadge(vikramPage, VISITOR.ticketCode)]);
    const statuses = await Promise.all(
      [ashaPage, vikramPage].map(async (page) => {
        const status = page.getByTestId('scan-card-status');
        await expect(status).toHaveText(new RegExp(`^(${SCAN_TEXTS.newLead}|${SCAN_TEXTS.existingLead})$`));
        await expect(page.getByTestId('scan-card-title')).toContainText(VISITOR.guestName);
        return status.textContent();
      }),
    );
    // One of the two made the lead; the other found it.
    expect(statuses.sort()).toEqual([SCAN_TEXTS.existingLead, SCAN_TEXTS.newLead].sort());

    await Promise.all([addNote(ashaPage, 'Wants a demo of the pick-and-place arm.'), addNote(vikramPage, 'Budget approved for Q3.')]);

    // "Details saved" means kept on the device for the lead; each phone's outbox then sends it, so
    // the server is asked until both notes have arrived.
    const visitorLeads = async () => {
      const answer = await server.request.get('/api/leads', { headers: { Authorization: `Bearer ${asha.token}` } });
      return ((await answer.json()) as { data: Lead[] }).data.filter((lead) => lead.ticketCode === VISITOR.ticketCode);
    };
    const notesOf = (lead: Lead | undefined) => (lead?.notes ?? []).map((note) => [note.author?.name, note.text]).sort();
    await expect
      .poll(async () => notesOf((await visitorLeads())[0]), { timeout: 15_000 })
      .toEqual(
        [
          [`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`, 'Wants a demo of the pick-and-place arm.'],
          [DEMO_TEAM[0].fullName, 'Budget approved for Q3.'],
        ].sort(),
      );
    const leads = await visitorLeads();
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead.user.fullName).toBe(VISITOR.guestName);
    expect(lead.touches.map((touch) => touch.by?.name).sort()).toEqual([`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`, DEMO_TEAM[0].fullName].sort());
  });
});
