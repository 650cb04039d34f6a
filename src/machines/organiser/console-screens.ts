import type { ConsoleScreenDescriptor } from "./console-screen-descriptor.ts";
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
