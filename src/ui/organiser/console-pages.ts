import type { ConsolePage } from "./console-page.ts";
import { attendeesPage } from "./attendees/page.ts";
import { eventSettingsPage } from "./event-settings/page.ts";
import { contentPage } from "./content/page.ts";
import { exhibitorsPage } from "./exhibitors/page.ts";
import { organisersPage } from "./organisers/page.ts";
import { overviewPage } from "./overview/page.ts";
import { passFormsPage } from "./pass-forms/page.ts";
import { registrationsPage } from "./registrations/page.ts";
import { supportInboxPage } from "./support-inbox/page.ts";

/** Each console screen's view, by the screen's name; each screen adds its one line. */
export const CONSOLE_PAGES: ReadonlyArray<ConsolePage> = [
  overviewPage,
  exhibitorsPage,
  registrationsPage,
  attendeesPage,
  supportInboxPage,
  passFormsPage,
  contentPage,
  organisersPage,
  eventSettingsPage,
];
