import type { ScreenName, ShellScreen } from "../machines/app/screens.ts";
import { activityPage } from "./activity/page.ts";
import { quickActionDialogs } from "./app/feature-dialogs.tsx";
import { dashboardPage } from "./dashboard/page.ts";
import { guestRegistrationPage } from "./guest-registration/page.ts";
import { integrationsPage } from "./integrations/page.ts";
import { leadsPage } from "./leads/page.ts";
import { myProfilePage } from "./my-profile/page.ts";
import { notAllowedPage } from "./not-allowed/page.ts";
import { notFoundPage } from "./not-found/page.ts";
import { productsPage } from "./products/page.ts";
import { profilePage } from "./profile/page.ts";
import { resetPasswordPage } from "./reset-password/page.ts";
import { resourcesPage } from "./resources/page.ts";
import type { ScreenPage, ScreenView } from "./screen/screen-page.ts";
import { scanPage } from "./scan/page.ts";
import { supportPage } from "./support/page.ts";
import { teamPage } from "./team/page.ts";
import { ticketsPage } from "./tickets/page.ts";

/**
 * The pages of the signed-in route table, one line each: every screen of the shell, and the two it
 * shows outside it (a pass's public page, the not-found screen). Reached only through the signed-in
 * route table (src/ui/routes/portal-routes.tsx), so the sign-in screen and its stylesheet carry none
 * of them; each view is a chunk of its own.
 */
export const PAGES = [
  // The dialogs the dashboard's quick actions open are Lead Management's and Team Management's: the frame gives them.
  dashboardPage(quickActionDialogs),
  profilePage,
  teamPage,
  ticketsPage,
  scanPage,
  leadsPage,
  productsPage,
  resourcesPage,
  activityPage,
  integrationsPage,
  supportPage,
  myProfilePage,
  resetPasswordPage,
  notAllowedPage,
  notFoundPage,
  guestRegistrationPage,
] as const satisfies ReadonlyArray<ScreenPage>;

type Paged = (typeof PAGES)[number]["screen"];
/** Every screen of the shell has a page, and so have the two drawn outside it: this fails to typecheck, naming one, while it lacks it. */
type NoneMissing<Missing extends never> = Missing;
export type EveryShellScreenPaged = NoneMissing<Exclude<ShellScreen | "notFound" | "guestRegistration", Paged>>;

const BY_SCREEN: ReadonlyMap<ScreenName, ScreenPage> = new Map(PAGES.map((page) => [page.screen, page]));

/** A screen's page in the signed-in route table; none for the signed-out screens (src/ui/routes/signed-out-routes.tsx). */
export const pageOf = (screen: ScreenName): ScreenPage | undefined => BY_SCREEN.get(screen);

/** The view of a screen of the shell. */
export const shellView = (screen: ShellScreen): ScreenView => pageOf(screen)!.view;
