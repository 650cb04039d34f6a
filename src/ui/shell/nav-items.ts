import { SIDEBAR_SCREENS, type PortalScreen } from "../../machines/app/screens.ts";
import { pageOf } from "../pages.ts";
import { PORTAL_PATHS } from "../screen/paths.ts";
import type { IconGlyph } from "../screen/icons.tsx";

export interface NavItem {
  readonly screen: PortalScreen;
  readonly label: string;
  readonly path: string;
  readonly icon: IconGlyph;
}

/** A sidebar entry, drawn as the screen's page says (its feature's `page.ts`). */
const itemOf = (screen: PortalScreen): NavItem => {
  const nav = pageOf(screen)?.nav;
  if (nav === undefined) throw new Error(`The sidebar has no entry drawn for the screen "${screen}".`);
  return { screen, path: PORTAL_PATHS[screen], ...nav };
};

/** SPEC §2 sidebar, in its order: every entry (a role sees those of `sidebarScreens(role)`). */
export const NAV_ITEMS: ReadonlyArray<NavItem> = SIDEBAR_SCREENS.map(itemOf);

/** The sidebar's entries for these screens (the app machine's list for the person's role). */
export const navItemsOf = (screens: ReadonlyArray<PortalScreen>): ReadonlyArray<NavItem> => screens.map(itemOf);

/** The label of a sidebar screen (the not-allowed screen's way out names the role's home). */
export const screenLabel = (screen: PortalScreen): string => pageOf(screen)?.nav?.label ?? screen;
