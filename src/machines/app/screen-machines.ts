import type { KeptLists } from "../data/kept-lists.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { dashboardMachine } from "../dashboard/dashboard.machine.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import type { leadsScreenMachine } from "../leads/leads-screen.machine.ts";
import type { otpLoginMachine } from "../auth/otp-login.machine.ts";
import type { productsScreenMachine } from "../products/products-screen.machine.ts";
import type { profileScreenMachine } from "../profile/profile-screen.machine.ts";
import type { resetPasswordScreenMachine } from "../reset-password/reset-password-screen.machine.ts";
import type { supportScreenMachine } from "../support/support-screen.machine.ts";
import type { teamScreenMachine } from "../team/team-screen.machine.ts";
import type { resourcesScreenMachine } from "../resources/resources-screen.machine.ts";
import type { ticketsScreenMachine } from "../tickets/tickets-screen.machine.ts";
import type { notFoundMachine } from "../not-found/not-found.machine.ts";
import type { notAllowedMachine } from "../not-allowed/not-allowed.machine.ts";
import type { emailLoginMachine } from "../auth/email-login.machine.ts";
import type { codeFlowMachine } from "../reset-password/code-flow.machine.ts";
import type { activityScreenMachine } from "../activity/activity-screen.machine.ts";
import type { scanScreenMachine } from "../scan/scan-screen.machine.ts";
import type { guestRegistrationMachine } from "../guest-registration/guest-registration.machine.ts";
import type { integrationsScreenMachine } from "../integrations/integrations-screen.machine.ts";
import type { ScreenName } from "./screens.ts";
import type { Role } from "../../rules/roles.ts";

/** What every screen machine is started with. */
export interface ScreenInput {
  /** `location.search` when the screen opened (`?register=<passId>` opens that pass's dialog). */
  readonly search: string;
  /** The signed-in person's role (null on the signed-out screens): a screen offers only what it may do. */
  readonly role: Role | null;
  /** The address inside the portal (`/register/<token>`): a screen named by its address reads it. */
  readonly path?: string;
}

/** What the app root hands every screen's real actors. */
export interface ScreenDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from the toaster. */
  readonly notify: (toast: ToastParams) => void;
  /** Hands a file made in the browser to the person as a download (exports). */
  readonly download: (file: FileToDownload) => void;
  /** Hands a file the server wrote (an export's Blob) to the person as a download. */
  readonly saveFile?: (file: { readonly name: string; readonly content: Blob; readonly type: string }) => void;
  /** Lists kept on the device for the next visit (absent: nothing is kept). */
  readonly keptLists?: KeptLists;
}

/** The machine of each screen that has one, by screen name (types only: each is its own chunk). */
export interface ScreenMachines {
  readonly dashboard: typeof dashboardMachine;
  readonly products: typeof productsScreenMachine;
  readonly profile: typeof profileScreenMachine;
  readonly resetPassword: typeof resetPasswordScreenMachine;
  readonly support: typeof supportScreenMachine;
  readonly team: typeof teamScreenMachine;
  readonly leads: typeof leadsScreenMachine;
  readonly resources: typeof resourcesScreenMachine;
  readonly tickets: typeof ticketsScreenMachine;
  readonly signIn: typeof otpLoginMachine;
  readonly notFound: typeof notFoundMachine;
  readonly notAllowed: typeof notAllowedMachine;
  readonly emailLogin: typeof emailLoginMachine;
  readonly forgotPassword: typeof codeFlowMachine;
  readonly activity: typeof activityScreenMachine;
  readonly scan: typeof scanScreenMachine;
  readonly guestRegistration: typeof guestRegistrationMachine;
  readonly integrations: typeof integrationsScreenMachine;
}

/**
 * The screens whose flow is one machine, started by the app machine when the screen shows. A
 * screen listed here has its loader at the app root (`src/ui/app/screen-loaders.ts`).
 */
export const SCREENS_WITH_MACHINES: ReadonlySet<ScreenName> = new Set<keyof ScreenMachines>([
  "guestRegistration",
  "dashboard",
  "products",
  "profile",
  "resetPassword",
  "support",
  "team",
  "leads",
  "resources",
  "tickets",
  "signIn",
  "notFound",
  "notAllowed",
  "emailLogin",
  "forgotPassword",
  "activity",
  "scan",
  "integrations",
]);
