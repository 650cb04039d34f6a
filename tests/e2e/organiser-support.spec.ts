// The organiser's Support inbox in the console: an exhibitor sends a support request from their
// Support screen; it appears in the inbox with its company and priority; the organiser answers it;
// the exhibitor's Support screen shows the answer under My requests.
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { useToken } from './api-sign-in.ts';
import { organiserSignsIn } from './organiser-queues-sign-in.ts';
import { expect, test } from './fixtures.ts';

let pg: TestPostgresDatabase;
let server: SpawnedServer;
let token: string;

test.beforeAll(async () => {
  pg = await createTestPostgresDatabase('ep_e2e_org_support');
  server = await spawnServer({ databaseUrl: pg.url });
  token = (await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile })).token;
});

test.afterAll(async () => {
  await server?.stop();
  await pg?.drop();
});

test('an exhibitor’s support request appears in the inbox; the organiser answers; the exhibitor’s Support screen shows it', async ({ browser, page }) => {
  const subject = `Booth lights ${Date.now()}`;

  // The exhibitor asks from the Support screen.
  await useToken(page, token);
  await page.goto(`${server.url}/exhibitor/support`);
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Priority/).selectOption('high');
  await page.getByLabel(/^Message/).fill('Two of the spotlights at B-204 are out.');
  await page.getByRole('button', { name: /Submit/ }).click();
  const mine = page.getByRole('list', { name: 'My requests' }).getByTestId('support-ticket').filter({ hasText: subject });
  await expect(mine).toContainText('Open');

  // The organiser sees it in the inbox, with the company and its priority, and answers it.
  const consoleContext = await browser.newContext();
  const organiser = await consoleContext.newPage();
  await organiserSignsIn(organiser, { url: server.url, databaseUrl: pg.url });
  await organiser.goto(`${server.url}/organiser/support`);
  // The header counts the requests waiting for an answer, this one among them.
  const inboxLink = organiser.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /Support inbox/ });
  const count = inboxLink.getByText(/^\d+ open support requests?$/);
  await expect(count).toHaveCount(1);
  const waiting = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1]);
  expect(waiting).toBeGreaterThanOrEqual(1);
  const request = organiser.getByRole('list', { name: 'Support requests' }).getByTestId('inbox-request').filter({ hasText: subject });
  await expect(request).toContainText('Acme Robotics');
  await expect(request).toContainText('High priority');
  await expect(request).toContainText('Open');
  await request.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(request.getByRole('list', { name: 'Conversation' })).toContainText('Two of the spotlights at B-204 are out.');
  await request.getByLabel('Your answer').fill('An electrician is on the way to B-204.');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(request.getByRole('list', { name: 'Conversation' })).toContainText('An electrician is on the way to B-204.');
  await expect(request).toContainText('Answered');
  // Answered, it no longer waits: the header's count drops at once.
  if (waiting === 1) await expect(inboxLink).not.toContainText('open support request');
  else await expect(inboxLink).toContainText(`${waiting - 1} open support request`);
  await consoleContext.close();

  // The exhibitor's Support screen shows the answer.
  await page.reload();
  await expect(mine).toContainText('Answered');
  await mine.getByRole('button').first().click();
  await expect(mine).toContainText('An electrician is on the way to B-204.');
});
