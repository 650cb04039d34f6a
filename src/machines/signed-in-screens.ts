import type { AnyStateMachine } from "xstate";
import type { PortalScreen } from "./app/screens.ts";
import { activityScreen } from "./activity/screen.ts";
import { dashboardScreen } from "./dashboard/screen.ts";
import { integrationsScreen } from "./integrations/screen.ts";
import { leadsScreen } from "./leads/screen.ts";
import { myProfileScreen } from "./my-profile/screen.ts";
import { notAllowedScreen } from "./not-allowed/screen.ts";
import { productsScreen } from "./products/screen.ts";
import { profileScreen } from "./profile/screen.ts";
import { resetPasswordScreen } from "./reset-password/screen.ts";
import { resourcesScreen } from "./resources/screen.ts";
import { scanScreen } from "./scan/screen.ts";
import type { AnyScreenDescriptor, PortalScreenDescriptor } from "./screen/screen-descriptor.ts";
import { supportScreen } from "./support/screen.ts";
import { teamScreen } from "./team/screen.ts";
import { ticketsScreen } from "./tickets/screen.ts";

/** The dashboard's quick actions open Lead Management's and Team Management's dialogs: the frame gives them. */
const dashboard = dashboardScreen(() => import("./dashboard-quick-actions.ts").then((module) => module.dashboardQuickActions));

/**
 * The screens of a signed-in person (SPEC §2), one line each: every screen with an address, in the
 * sidebar's order (Scan Badges before Lead Management, issue 13), and the not-allowed screen. The
 * composition root downloads their loaders with the first of them (src/ui/app/signed-in-screen-loaders.ts),
 * so the sign-in screen carries none; the page's start decides with what `npm run gen:api` derives
 * from this table into app/portal-screen-routes.ts (addresses, roles, sidebar), so run it after
 * changing a line (a screen missing there does not typecheck here).
 */
export const SIGNED_IN_SCREENS = [
  dashboard,
  profileScreen,
  teamScreen,
  ticketsScreen,
  scanScreen,
  leadsScreen,
  productsScreen,
  resourcesScreen,
  activityScreen,
  integrationsScreen,
  supportScreen,
  myProfileScreen,
  resetPasswordScreen,
  notAllowedScreen,
] as const satisfies ReadonlyArray<PortalScreenDescriptor<PortalScreen, AnyStateMachine, never> | (AnyScreenDescriptor & { readonly name: "notAllowed" })>;
