// Holds one real request on its way to the server until the test lets it go, so a pending state
// ("Uploading...", "Saving...") can be seen without sleeping. The request is never answered by the
// test: once released it reaches the real server unchanged.
import type { Page, Route } from '@playwright/test';

export interface HeldRequest {
  /** Resolves when the request has been sent by the page and is being held. */
  readonly arrived: Promise<void>;
  /** Lets it go on to the server; later requests to the same address pass untouched. */
  release(): Promise<void>;
}

/** `url`: a glob, or a test of the address (to tell requests apart by their query). */
export async function holdRequest(page: Page, url: string | ((address: URL) => boolean), method: string): Promise<HeldRequest> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  let held = false;
  const handler = async (route: Route) => {
    if (route.request().method() !== method || held) return route.fallback();
    held = true;
    seen();
    await released;
    return route.fallback();
  };
  await page.route(url, handler);
  return {
    arrived,
    release: async () => {
      release();
      await page.unroute(url, handler);
    },
  };
}
