// The portal's page as the service worker's copy is: without the event the server writes into it
// (nor the sign-in form it paints with that event), so the app looks the event up itself, with the
// loading, error and retry states of the spec.
import type { Page } from '@playwright/test';

const EVENT_BLOCK = /<script type="application\/json" id="portal-event">.*?<\/script>/s;
const PAINTED_ROOT = /<div id="root">.*<\/div>(\s*<\/body>)/s;

export async function serveWithoutEvent(page: Page): Promise<void> {
  await page.route('**/exhibitor/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, body: (await response.text()).replace(EVENT_BLOCK, '').replace(PAINTED_ROOT, '<div id="root"></div>$1') });
  });
}
