// The Integrations screen as the webhook e2e drives it: adding an endpoint, the secret dialog, an
// endpoint's card and its delivery log.
import type { Locator, Page } from '@playwright/test';
import { checkScreen } from './check-screen.ts';
import { expect } from './fixtures.ts';

export const endpointCard = (page: Page, url: string): Locator => page.getByRole('region', { name: url, exact: true });

/** The deliveries of an endpoint's log, optionally only those of one event ("Lead created", "Test event"). */
export const deliveries = (card: Locator, event?: string): Locator => {
  const all = card.getByTestId('webhook-delivery');
  return event === undefined ? all : all.filter({ has: card.page().locator('summary').getByText(event, { exact: true }) });
};

/** The log's entry of one webhook-id (shown inside the entry once it is opened). */
export const deliveryOf = (card: Locator, messageId: string): Locator =>
  card.getByTestId('webhook-delivery').filter({ has: card.page().getByTestId('delivery-message-id').getByText(messageId, { exact: true }) });

/**
 * The secret dialog's secret, once it shows; Copy puts the same on the clipboard; Done closes it.
 * `screen` names the dialog's accessibility and phone-width check, when it runs one.
 */
export async function takeSecret(page: Page, copy: boolean, screen?: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('it will not be shown again');
  const secret = await dialog.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  if (copy) {
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  }
  if (screen !== undefined) await checkScreen(page, screen);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

/** Add endpoint with its address and description, the events left as offered (Lead created). */
export async function addEndpoint(page: Page, url: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel('Endpoint URL').fill(url);
  await dialog.getByLabel('Description (optional)').fill(description);
  await expect(dialog.getByRole('checkbox', { name: 'Lead created' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog).toBeHidden();
}
