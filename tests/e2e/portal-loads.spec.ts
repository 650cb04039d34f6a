// The whole pipeline in one look: the built portal is served at /exhibitor/, runs under the strict
// CSP, and reaches the API on the same origin.
import { expect, test } from './fixtures.ts';

test('the portal loads and talks to the API on its own origin', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A CSP refusal (a blocked script or style) only shows up as a console error. Failed loads are
    // reported with their URL below instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (answer) => {
    // The browser asks for /favicon.ico on its own; the page declares no icon yet.
    if (answer.status() >= 400 && new URL(answer.url()).pathname !== '/favicon.ico') {
      problems.push(`${answer.status()} ${answer.url()}`);
    }
  });

  const response = await page.goto('/exhibitor/');
  expect(response?.status()).toBe(200);
  // The first screen a signed-out visitor sees: the login, titled with the event's product name.
  await expect(page.getByRole('heading', { name: /^Log in to your .+ Account\.$/ })).toBeVisible();

  // Fetched by the page itself, so the CSP's connect-src and the same-origin setup are what is tested.
  const answers = await page.evaluate(async () => {
    const read = async (path: string) => {
      const result = await fetch(path);
      return { status: result.status, url: result.url, body: (await result.json()) as unknown };
    };
    return { health: await read('/api/health'), event: await read('/api/auth/domain-event?domain=localhost') };
  });

  expect(answers.health).toEqual({
    status: 200,
    url: `${baseURL}/api/health`,
    body: { success: true, data: { status: 'ok', database: 'pglite' } },
  });
  expect(answers.event.status).toBe(200);
  expect(answers.event.url).toBe(`${baseURL}/api/auth/domain-event?domain=localhost`);
  expect(answers.event.body).toMatchObject({ success: true, data: { domainData: { event: { title: expect.any(String) } } } });
  expect(problems).toEqual([]);
});

test('a deep link into the portal gets the page (single-page app fallback)', async ({ page }) => {
  const response = await page.goto('/exhibitor/some/deep/link');
  expect(response?.status()).toBe(200);
  // The page loaded and routed the path itself: no route knows it, so the not-found screen shows.
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
