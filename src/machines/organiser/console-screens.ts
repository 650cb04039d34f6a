import { OPERATION_ROLES } from "../../api/operation-roles.ts";
import type { OrganiserRole } from "../../rules/roles.ts";
import { screenAt } from "../screen/screen-on-show.ts";
import { homeCandidates, type ScreenTable } from "../screen/screen-table.ts";
import type { ConsoleScreenDescriptor } from "./console-screen-descriptor.ts";
import { CONSOLE_LOGIN_PATH } from "./console/console-routes.ts";
import { attendeesScreen } from "./attendees/screen.ts";
import { eventSettingsScreen } from "./event-settings/screen.ts";
import { contentScreen } from "./content/screen.ts";
import { exhibitorsScreen } from "./exhibitors/screen.ts";
import { organisersScreen } from "./organisers/screen.ts";
import { overviewScreen } from "./overview/screen.ts";
import { passFormsScreen } from "./pass-forms/screen.ts";
import { registrationsScreen } from "./registrations/screen.ts";
import { supportInboxScreen } from "./support-inbox/screen.ts";

/**
 * The console's screens, in the navigation's order; each screen adds its one line. The screen at `/`
 * is the home; without one, the first the role may open is.
 */
export const CONSOLE_SCREENS: ReadonlyArray<ConsoleScreenDescriptor> = [
  overviewScreen,
  exhibitorsScreen,
  registrationsScreen,
  attendeesScreen,
  supportInboxScreen,
  passFormsScreen,
  contentScreen,
  organisersScreen,
  eventSettingsScreen,
];

/**
 * The same screens as a screen table (src/machines/screen/screen-table.ts): each at its address,
 * signed in, for the roles the contract's x-roles give its operation. Every one is a candidate for
 * the home, the one at `/` first; `/` and the sign-in's address (once signed in) show the home.
 */
export const CONSOLE_SCREEN_TABLE: ScreenTable = {
  homePaths: ["/", CONSOLE_LOGIN_PATH],
  withoutHome: "notFound",
  screens: [...CONSOLE_SCREENS]
    .sort((one, other) => Number(other.path === "/") - Number(one.path === "/"))
    .map((screen) => ({ name: screen.name, paths: [screen.path], phases: ["signedIn"], roles: OPERATION_ROLES[screen.operation], home: true, machine: true })),
};

/** The console's screen of a route's entry. */
export const consoleScreenNamed = (name: string | null): ConsoleScreenDescriptor | null => CONSOLE_SCREENS.find((screen) => screen.name === name) ?? null;

/** The console's screen at an address inside it, whoever may open it. */
export const consoleScreenAt = (path: string): ConsoleScreenDescriptor | null => CONSOLE_SCREENS.find((screen) => screen.path === path) ?? null;

/** The screen an address inside the console shows a signed-in organiser of this role (or `notFound`, `notAllowed`). */
export const consoleScreenFor = (path: string, role: OrganiserRole): string => screenAt(CONSOLE_SCREEN_TABLE, { path, phase: "signedIn", role });

/** The screens a role sees in the navigation, in its order. */
export const consoleNavFor = (role: OrganiserRole): ReadonlyArray<ConsoleScreenDescriptor> => {
  const allowed = new Set(homeCandidates(CONSOLE_SCREEN_TABLE, role).map((screen) => screen.name));
  return CONSOLE_SCREENS.filter((screen) => allowed.has(screen.name));
};
