// The checks every screen gets in the end-to-end suites.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violations, no horizontal scroll on a 360px phone, and a screenshot
 * at 1280px and 375px under test-results/screens/.
 */
export async function checkScreen(page: Page, name: string) {
  await expectNoSeriousAxeViolations(page);
  const viewport = page.viewportSize();
  for (const width of [1280, 375, 360]) {
    await page.setViewportSize({ width, height: 800 });
    if (width === 360) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } else {
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    }
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** No serious or critical axe violations: for the organiser's console, a desk tool with no phone layout. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
