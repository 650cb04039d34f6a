import { PORTAL_PATHS } from "../routes/paths.ts";
import type { IconName } from "./icons.tsx";

export interface NavItem {
  readonly label: string;
  readonly path: string;
  readonly icon: IconName;
}

/** SPEC §2 sidebar, in its order. */
export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Dashboard", path: PORTAL_PATHS.dashboard, icon: "dashboard" },
  { label: "Company Profile", path: PORTAL_PATHS.profile, icon: "building" },
  { label: "Team Management", path: PORTAL_PATHS.team, icon: "users" },
  { label: "Tickets & Passes", path: PORTAL_PATHS.tickets, icon: "ticket" },
  { label: "Lead Management", path: PORTAL_PATHS.leads, icon: "target" },
  { label: "Product Catalog", path: PORTAL_PATHS.products, icon: "package" },
  { label: "Resources & FAQ", path: PORTAL_PATHS.resources, icon: "book" },
  { label: "Activity", path: PORTAL_PATHS.activity, icon: "activity" },
];

/** The dashboard is also the portal's home (`/`). */
export const isActivePath = (item: NavItem, location: string): boolean => {
  const current = location.replace(/\/+$/, "") || "/";
  if (item.path === PORTAL_PATHS.dashboard) return current === "/" || current === PORTAL_PATHS.dashboard;
  return current === item.path;
};
