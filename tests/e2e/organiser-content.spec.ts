// The console's Content screen: the organiser uploads an event resource and adds an FAQ (whose HTML
// answer carries a script); the exhibitor's Resources & FAQ screen lists the resource under its
// category and shows the FAQ's answer as sanitised HTML. A resource the organiser hides is gone
// from the exhibitor's screen.
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { samplePdf, samplePng } from '../../server/storage/sample-files.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { useToken } from './api-sign-in.ts';
import { organiserSignsIn } from './organiser-queues-sign-in.ts';
import { expect, test } from './fixtures.ts';

let pg: TestPostgresDatabase;
let server: SpawnedServer;
let token: string;

test.beforeAll(async () => {
  pg = await createTestPostgresDatabase('ep_e2e_org_content');
  server = await spawnServer({ databaseUrl: pg.url });
  token = (await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile })).token;
});

test.afterAll(async () => {
  await server?.stop();
  await pg?.drop();
});

test('the organiser uploads a resource and adds an FAQ in the console; the exhibitor’s portal shows both', async ({ browser, page }) => {
  const title = `Stand build rules ${Date.now()}`;
  const question = `When may we start building? ${Date.now()}`;

  const consoleContext = await browser.newContext();
  const organiser = await consoleContext.newPage();
  await organiserSignsIn(organiser, { url: server.url, databaseUrl: pg.url });
  await organiser.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Content' }).click();
  await expect(organiser.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(organiser.getByRole('tab')).toHaveText(['Resources', 'FAQs', 'Pass forms']);

  // A resource: the dialog says what is missing and which files it takes, then adds it.
  await organiser.getByRole('button', { name: 'Add resource' }).click();
  const dialog = organiser.getByRole('dialog', { name: 'Add resource' });
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toContainText('Title is required');
  await expect(dialog).toContainText('Choose the file to share');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Category' }).fill('Build-up');
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(dialog).toContainText('Choose a PDF, Word, Excel, PowerPoint or text file');
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'build-rules.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(dialog).toContainText('Chosen: build-rules.pdf');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden();
  const row = organiser.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Build-up');
  await expect(row).toContainText('Visible');

  // An FAQ whose answer carries a script.
  await organiser.getByRole('tab', { name: 'FAQs' }).click();
  await organiser.getByRole('button', { name: 'Add FAQ' }).click();
  const faqDialog = organiser.getByRole('dialog', { name: 'Add FAQ' });
  await faqDialog.getByRole('textbox', { name: 'Question' }).fill(question);
  await faqDialog
    .getByRole('textbox', { name: 'Answer' })
    .fill('<p>From <strong>07:00 on build-up day</strong>.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">');
  await faqDialog.getByRole('textbox', { name: 'Category' }).fill('Build-up');
  await faqDialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(faqDialog).toBeHidden();
  await expect(organiser.getByRole('list', { name: /FAQs in the order/ })).toContainText(question);

  // The exhibitor's Resources & FAQ screen shows both.
  await useToken(page, token);
  await page.goto(`${server.url}/exhibitor/resources`);
  const buildUp = page.getByRole('region', { name: 'Build-up', exact: true });
  await expect(buildUp.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'FAQs' }).click();
  const faq = page.getByRole('region', { name: 'Build-up', exact: true }).getByRole('button', { name: question });
  await faq.click();
  await expect(page.locator('strong', { hasText: '07:00 on build-up day' })).toBeVisible();
  // Sanitised: the script and the handler are gone, and neither ran.
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Hidden from exhibitors in the console: gone from their screen; deleting asks first.
  await organiser.getByRole('tab', { name: 'Resources' }).click();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = organiser.getByRole('dialog', { name: 'Edit resource' });
  await edit.getByLabel('Exhibitors can see and download it').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Hidden');
  await page.goto(`${server.url}/exhibitor/resources`);
  await expect(page.getByRole('heading', { name: 'Exhibitor Manual 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = organiser.getByRole('alertdialog').or(organiser.getByRole('dialog', { name: 'Delete resource' }));
  await expect(confirm).toContainText(`Delete "${title}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await consoleContext.close();
});
