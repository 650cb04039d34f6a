/**
 * A screen table and a page table of one app, side by side: the screens no page draws, and the
 * pages no screen opens. Both apps check their tables with it (screen-pairs.test.ts), so a screen
 * added to one table and forgotten in the other fails a test instead of showing an empty shell.
 */
export function unpairedScreens(
  screens: ReadonlyArray<{ readonly name: string }>,
  pages: ReadonlyArray<{ readonly screen: string }>,
): { readonly withoutPage: readonly string[]; readonly withoutScreen: readonly string[] } {
  const screenNames = new Set(screens.map((screen) => screen.name));
  const pageNames = new Set(pages.map((page) => page.screen));
  return {
    withoutPage: [...screenNames].filter((name) => !pageNames.has(name)),
    withoutScreen: [...pageNames].filter((name) => !screenNames.has(name)),
  };
}
