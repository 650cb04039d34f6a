import { OPERATION_ROLES } from "../../../api/operation-roles.ts";
import type { OrganiserRole } from "../../../rules/roles.ts";
import type { ConsoleScreenDescriptor } from "../console-screen-descriptor.ts";

// Which console screen an address shows, for which role: the console's route table is its screens'
// descriptors, and the contract's x-roles of each screen's operation say who may open it.

/** The console lives under this prefix; its screens' paths are relative to it. */
export const CONSOLE_BASE = "/organiser";
export const CONSOLE_LOGIN_PATH = "/login";

/** The address inside the console (`/exhibitors`) of a browser path (`/organiser/exhibitors/`). */
export const consolePath = (pathname: string): `/${string}` => {
  const inside = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) : pathname;
  const trimmed = inside.replace(/\/+$/, "");
  return trimmed === "" ? "/" : (trimmed as `/${string}`);
};

export const mayOpen = (screen: ConsoleScreenDescriptor, role: OrganiserRole): boolean =>
  (OPERATION_ROLES[screen.operation] as ReadonlyArray<string>).includes(role);

/** The screens a role sees in the navigation. */
export const screensFor = (screens: ReadonlyArray<ConsoleScreenDescriptor>, role: OrganiserRole): ConsoleScreenDescriptor[] =>
  screens.filter((screen) => mayOpen(screen, role));

export type ConsoleRoute =
  | { readonly kind: "screen"; readonly screen: ConsoleScreenDescriptor }
  | { readonly kind: "notAllowed"; readonly screen: ConsoleScreenDescriptor }
  | { readonly kind: "notFound" };

/** What an address shows for a role: `/` (and the sign-in address, once signed in) is the home. */
export const routeFor = (screens: ReadonlyArray<ConsoleScreenDescriptor>, path: string, role: OrganiserRole): ConsoleRoute => {
  if (path === "/" || path === CONSOLE_LOGIN_PATH) {
    const home = screens.find((screen) => screen.path === "/" && mayOpen(screen, role)) ?? screensFor(screens, role)[0];
    return home ? { kind: "screen", screen: home } : { kind: "notFound" };
  }
  const screen = screens.find((candidate) => candidate.path === path);
  if (!screen) return { kind: "notFound" };
  return mayOpen(screen, role) ? { kind: "screen", screen } : { kind: "notAllowed", screen };
};
