// Issue 32, signed webhooks end to end: the owner adds endpoints on the Integrations screen (the
// secret shown once, copied from its dialog); a badge typed on the Scan screen and a business card
// read on the device each send a signed lead.created to a receiver the test runs, verified with
// the secret by the standardwebhooks package; an endpoint that answers 500 three times gets each
// event once it answers 200, and the screen's log shows every attempt (read again by itself after
// its named delay, driven here with page.clock); Resend delivers again with the same webhook-id,
// signed with the secret rotated meanwhile. A server of the test's own retries after 1 s.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { DEMO_ATTENDEES } from '../../server/demo/demo-attendees.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { DELIVERIES_REFRESH_MS } from '../../src/machines/integrations/endpoint-deliveries.machine.ts';
import { ENDPOINT_FORM_MESSAGES } from '../../src/machines/integrations/endpoint-form.ts';
import { INTEGRATIONS_TEXTS } from '../../src/machines/integrations/webhook-endpoint.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { useToken } from './api-sign-in.ts';
import { photographCard, type CardPerson } from './card-photos.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';
import { addEndpoint, deliveries, deliveryOf, endpointCard, takeSecret } from './integrations-screen.ts';
import { withOwnServer } from './own-server.ts';
import { leadEvents, startReceiver, verified, type ReceivedHook } from './webhook-receiver.ts';

const VISITOR = DEMO_ATTENDEES[0]!;
const CARD: CardPerson = {
  fullName: 'Meera Iyer',
  designation: 'Procurement Manager',
  companyName: 'Lotus Robotics Pvt Ltd',
  phone: '+91 98450 12345',
  emailId: 'meera.iyer@lotusrobotics.com',
  website: 'www.lotusrobotics.com',
};
/** Retries 1 s apart: an endpoint failing three times recovers within seconds. */
const SERVER_ENV = { WEBHOOK_RETRY_SECONDS: '1,1,1,1,1,1' };
const DELIVERED = 60_000;

interface LeadPayload {
  readonly type: string;
  readonly data: { readonly _id: string; readonly user: { readonly fullName: string } };
  readonly crm: { readonly hubspot: Record<string, string>; readonly salesforce: Record<string, string> };
}

const statusesOf = (hooks: ReadonlyArray<ReceivedHook>, id: string) => hooks.filter((hook) => hook.headers['webhook-id'] === id).map((hook) => hook.status);

test('a scanned badge and a saved card reach a signed endpoint; a failing one gets them once it recovers; the log shows every attempt; Resend repeats the webhook-id', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const receiver = await startReceiver({
    '/hook': () => 200,
    // Each event is refused three times, then taken.
    '/flaky': (earlier) => (earlier < 3 ? 500 : 200),
  });
  const folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-webhooks-'));
  const photo = join(folder, 'meera.png');
  try {
    await photographCard(browser, CARD, photo);
    await withOwnServer(
      playwright,
      async (server) => {
        const asha = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
        const context = await browser.newContext({ baseURL: server.url, permissions: ['clipboard-read', 'clipboard-write'] });
        // The page's timers run as usual; the log's named delay is fast-forwarded below.
        await context.clock.install();
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await useToken(page, asha.token);

        const hookUrl = receiver.url('/hook');
        const flakyUrl = receiver.url('/flaky');
        let hookSecret = '';
        let flakySecret = '';

        await test.step('the owner finds Integrations in the sidebar, empty, saying what webhooks do', async () => {
          await page.goto('/exhibitor/dashboard');
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
          await expect(page).toHaveURL(/\/exhibitor\/integrations$/);
          await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
          await expect(page.getByRole('heading', { name: INTEGRATIONS_TEXTS.emptyTitle })).toBeVisible();
          await expect(page.getByText(/^Send each lead to your CRM as it happens/)).toBeVisible();
          await checkScreen(page, 'integrations-empty');
        });

        await test.step('Add endpoint checks the form, keeps what was typed, and shows the secret once to copy', async () => {
          await page.getByRole('button', { name: 'Add endpoint' }).click();
          const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
          await dialog.getByLabel('Endpoint URL').fill('crm.example/hooks');
          await dialog.getByRole('checkbox', { name: 'Lead created' }).uncheck();
          await dialog.getByRole('button', { name: 'Add endpoint' }).click();
          await expect(dialog.getByText(ENDPOINT_FORM_MESSAGES.urlInvalid)).toBeVisible();
          await expect(dialog.getByText(ENDPOINT_FORM_MESSAGES.eventsMissing)).toBeVisible();
          await expect(dialog.getByLabel('Endpoint URL')).toBeFocused();
          await expect(dialog.getByLabel('Endpoint URL')).toHaveValue('crm.example/hooks');
          await checkScreen(page, 'integrations-add-endpoint');

          await dialog.getByLabel('Endpoint URL').fill(hookUrl);
          await dialog.getByLabel('Description (optional)').fill('Booth receiver');
          await dialog.getByRole('checkbox', { name: 'Lead created' }).check();
          await expect(dialog.getByText(ENDPOINT_FORM_MESSAGES.eventsMissing)).toBeHidden();
          await dialog.getByRole('button', { name: 'Add endpoint' }).click();
          hookSecret = await takeSecret(page, true, 'integrations-secret');

          const card = endpointCard(page, hookUrl);
          await expect(card).toContainText('Booth receiver');
          await expect(card).toContainText('Active');
          await expect(card).toContainText('Lead created');
          await expect(card).toContainText('No failures');
          await expect(card).toContainText(hookSecret.slice(-4));
          await expect(card).toContainText(INTEGRATIONS_TEXTS.noDeliveries);

          await addEndpoint(page, flakyUrl, 'Recovers after three failures');
          flakySecret = await takeSecret(page, false);
          await expect(endpointCard(page, flakyUrl)).toBeVisible();
        });

        await test.step('a badge typed on the Scan screen and a business card read on the device make two leads', async () => {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan Badges' }).click();
          await page.getByLabel('Type the code').fill(VISITOR.ticketCode);
          await page.getByRole('button', { name: 'Add lead' }).click();
          await expect(page.getByTestId('scan-card-title')).toContainText(VISITOR.guestName);
          await expect(page.getByTestId('scan-card-status')).toHaveText(SCAN_TEXTS.newLead, { timeout: 30_000 });

          await page.getByRole('tab', { name: 'Business card' }).click();
          await page.getByLabel('Choose a photo').setInputFiles(photo);
          const form = page.getByRole('form', { name: 'Business card details' });
          await expect(form.getByLabel('Email')).toHaveValue(CARD.emailId, { timeout: 90_000 });
          await expect(form.getByLabel('Full name')).toHaveValue(CARD.fullName);
          await form.getByRole('button', { name: 'Save lead' }).click();
          await expect(page.getByTestId('scan-card-title')).toHaveText(CARD.fullName);
          await expect(page.getByTestId('scan-card-status')).toHaveText(SCAN_TEXTS.newLead, { timeout: 30_000 });
        });

        await test.step('each lead reaches the endpoint as a lead.created whose signature verifies with the secret', async () => {
          await expect.poll(() => leadEvents(receiver.on('/hook')).map((event) => `${event.type} ${event.name}`).sort(), { timeout: DELIVERED }).toEqual(
            [`lead.created ${CARD.fullName}`, `lead.created ${VISITOR.guestName}`].sort(),
          );
          for (const hook of receiver.on('/hook')) {
            const payload = verified<LeadPayload>(hook, hookSecret);
            expect(payload.type).toBe('lead.created');
            expect(payload.crm.hubspot).toBeTruthy();
            expect(() => verified(hook, flakySecret), 'another endpoint\'s secret does not verify it').toThrow();
          }
        });

        await test.step('the endpoint refusing three times gets each lead once it answers 200', async () => {
          await expect.poll(() => leadEvents(receiver.on('/flaky')).length, { timeout: DELIVERED }).toBe(2);
          for (const { id } of leadEvents(receiver.on('/flaky'))) {
            await expect.poll(() => statusesOf(receiver.on('/flaky'), id), { timeout: DELIVERED }).toEqual([500, 500, 500, 200]);
          }
          for (const hook of receiver.on('/flaky')) expect(verified<LeadPayload>(hook, flakySecret).type).toBe('lead.created');
        });

        await test.step('the log shows every attempt of each delivery', async () => {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
          const flaky = endpointCard(page, flakyUrl);
          await expect(deliveries(flaky, 'Lead created')).toHaveCount(2);
          for (const entry of await deliveries(flaky, 'Lead created').all()) {
            await expect(entry).toHaveAttribute('data-status', 'succeeded');
            await expect(entry.getByTestId('delivery-attempts')).toHaveText('4 attempts');
            await entry.locator('summary').click();
            await expect(entry.getByTestId('delivery-attempt')).toHaveCount(4);
            await expect(entry.getByTestId('delivery-attempt').filter({ hasText: 'HTTP 500' })).toHaveCount(3);
            await expect(entry.getByTestId('delivery-attempt').last()).toContainText('HTTP 200');
            await expect(entry.getByTestId('delivery-code')).toHaveText('200');
          }
          await expect(endpointCard(page, hookUrl).getByTestId('webhook-delivery')).toHaveCount(2);
          await checkScreen(page, 'integrations-endpoints');
        });

        await test.step('a test event shows in the log and its later attempts show by themselves after the named delay', async () => {
          const flaky = endpointCard(page, flakyUrl);
          await flaky.getByRole('button', { name: 'Send test event' }).click();
          const testEntry = deliveries(flaky, 'Test event');
          await expect(testEntry).toHaveCount(1);
          await expect(testEntry).not.toHaveAttribute('data-status', 'succeeded');
          const testIds = () => receiver.on('/flaky').filter((hook) => JSON.parse(hook.body).type === 'webhook.test').map((hook) => hook.status);
          await expect.poll(testIds, { timeout: DELIVERED }).toEqual([500, 500, 500, 200]);
          await expect(async () => {
            await page.clock.fastForward(DELIVERIES_REFRESH_MS);
            await expect(testEntry).toHaveAttribute('data-status', 'succeeded', { timeout: 1_000 });
          }).toPass({ timeout: 30_000 });
          await expect(testEntry.getByTestId('delivery-attempts')).toHaveText('4 attempts');
        });

        await test.step('after Rotate secret, Resend delivers the badge lead again with the same webhook-id, signed with the new secret', async () => {
          const hook = endpointCard(page, hookUrl);
          await hook.getByRole('button', { name: 'Rotate secret' }).click();
          const question = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
          await question.getByRole('button', { name: 'Rotate secret' }).click();
          const rotated = await takeSecret(page, true);
          expect(rotated).not.toBe(hookSecret);
          await expect(hook).toContainText(rotated.slice(-4));

          const badge = leadEvents(receiver.on('/hook')).find((event) => event.name === VISITOR.guestName)!;
          const entry = deliveryOf(hook, badge.id);
          await entry.getByRole('button', { name: /^Resend/ }).click();
          await expect.poll(() => statusesOf(receiver.on('/hook'), badge.id), { timeout: DELIVERED }).toEqual([200, 200]);
          const again = receiver.on('/hook').filter((hook) => hook.headers['webhook-id'] === badge.id).at(-1)!;
          expect(verified<LeadPayload>(again, rotated).data.user.fullName).toBe(VISITOR.guestName);
          expect(() => verified(again, hookSecret), 'the old secret no longer verifies').toThrow();
          await expect(async () => {
            await page.clock.fastForward(DELIVERIES_REFRESH_MS);
            await expect(entry.getByTestId('delivery-attempts')).toHaveText('2 attempts', { timeout: 1_000 });
          }).toPass({ timeout: 30_000 });
        });

        await test.step('Pause and Resume, and Delete after asking', async () => {
          const hook = endpointCard(page, hookUrl);
          await hook.getByRole('button', { name: 'Pause' }).click();
          await expect(hook.getByRole('button', { name: 'Resume' })).toBeVisible();
          await expect(hook.getByTestId('paused-reason')).toContainText(DEMO_ADMIN.firstName);
          await hook.getByRole('button', { name: 'Resume' }).click();
          await expect(hook).toContainText('Active');

          await endpointCard(page, flakyUrl).getByRole('button', { name: 'Delete' }).click();
          await page.getByRole('alertdialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
          await expect(endpointCard(page, flakyUrl)).toHaveCount(0);
          await expect(endpointCard(page, hookUrl)).toBeVisible();
        });

        expect(errors).toEqual([]);
        await context.close();
      },
      SERVER_ENV,
    );
  } finally {
    await receiver.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test('in production an http or a loopback address is refused on its field, keeping what was typed', async ({ page, playwright }) => {
  await withOwnServer(
    playwright,
    async (server) => {
      const asha = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
      await useToken(page, asha.token);
      await page.goto(`${server.url}/exhibitor/integrations`);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      const url = dialog.getByLabel('Endpoint URL');

      await url.fill('http://crm.acme.example/hooks/leads');
      await dialog.getByLabel('Description (optional)').fill('Our CRM');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      // The server's words, said on the field they are about; the field takes focus to be corrected.
      await expect(dialog.getByText(/^Use an https:\/\/ address/)).toBeVisible();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(url).toBeFocused();
      await expect(url).toHaveValue('http://crm.acme.example/hooks/leads');
      await expect(dialog.getByLabel('Description (optional)')).toHaveValue('Our CRM');

      await url.fill('https://127.0.0.1/hooks/leads');
      await expect(dialog.getByText(/^Use an https:\/\/ address/)).toBeHidden();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText(/public https address\.$/)).toBeVisible();
      await expect(url).toHaveValue('https://127.0.0.1/hooks/leads');
      await checkScreen(page, 'integrations-refused-address');
      expect((await server.request.get('/api/webhooks', { headers: { Authorization: `Bearer ${asha.token}` } }).then((answer) => answer.json())).data).toEqual([]);
    },
    // Production refuses what development allows; its codes still go to the outbox the test reads.
    { NODE_ENV: 'production', SMS_PROVIDER: 'outbox' },
  );
});
