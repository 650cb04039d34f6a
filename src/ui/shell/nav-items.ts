import { SIDEBAR_SCREENS, type PortalScreen } from "../../machines/app/screens.ts";
import { PORTAL_PATHS } from "../routes/paths.ts";
import type { IconName } from "./icons.tsx";

export interface NavItem {
  readonly screen: PortalScreen;
  readonly label: string;
  readonly path: string;
  readonly icon: IconName;
}

type SidebarScreen = (typeof SIDEBAR_SCREENS)[number];

/** How the sidebar draws each of its screens. */
const DRAWN: Readonly<Partial<Record<SidebarScreen, Omit<NavItem, "screen" | "path">>>> = {
  dashboard: { label: "Dashboard", icon: "dashboard" },
  profile: { label: "Company Profile", icon: "building" },
  team: { label: "Team Management", icon: "users" },
  tickets: { label: "Tickets & Passes", icon: "ticket" },
  scan: { label: "Scan Badges", icon: "scan" },
  leads: { label: "Lead Management", icon: "target" },
  products: { label: "Product Catalog", icon: "package" },
  resources: { label: "Resources & FAQ", icon: "book" },
  activity: { label: "Activity", icon: "activity" },
  integrations: { label: "Integrations", icon: "webhook" },
};

const itemOf = (screen: PortalScreen): NavItem => {
  const drawn = DRAWN[screen];
  if (drawn === undefined) throw new Error(`The sidebar has no entry drawn for the screen "${screen}".`);
  return { screen, path: PORTAL_PATHS[screen], ...drawn };
};

/** SPEC §2 sidebar, in its order: every entry (a role sees those of `sidebarScreens(role)`). */
export const NAV_ITEMS: ReadonlyArray<NavItem> = SIDEBAR_SCREENS.map(itemOf);

/** The sidebar's entries for these screens (the app machine's list for the person's role). */
export const navItemsOf = (screens: ReadonlyArray<PortalScreen>): ReadonlyArray<NavItem> => screens.map(itemOf);

/** The label of a sidebar screen (the not-allowed screen's way out names the role's home). */
export const screenLabel = (screen: PortalScreen): string => DRAWN[screen]?.label ?? screen;
