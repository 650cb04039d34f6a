import type { AnyActorLogic } from "xstate";
import type { ScreenName } from "../../machines/app/screens.ts";
import type { ScreenDependencies } from "../../machines/app/screen-machines.ts";
import type { Outbox } from "../../machines/outbox/outbox-types.ts";

type ScreenLoader = () => Promise<AnyActorLogic>;

/**
 * Each screen's machine with its real actors, downloaded with the screen (a chunk of its own, so the
 * sign-in screen carries none of them). Part of the composition root.
 */
export const screenLoaders = (
  deps: ScreenDependencies,
  /** The page's one outbox, which comes with the signed-in parts. */
  device: { readonly outbox: () => Promise<Outbox> },
): Partial<Record<ScreenName, ScreenLoader>> => ({
  dashboard: async () => {
    const [{ dashboardMachine }, { dashboardImplementations }] = await Promise.all([
      import("../../machines/dashboard/dashboard.machine.ts"),
      import("../../machines/dashboard/dashboard.actors.ts"),
    ]);
    return dashboardMachine.provide(dashboardImplementations(deps));
  },
  guestRegistration: async () => {
    const [{ guestRegistrationMachine }, { guestRegistrationImplementations }] = await Promise.all([
      import("../../machines/guest-registration/guest-registration.machine.ts"),
      import("../../machines/guest-registration/guest-registration.actors.ts"),
    ]);
    return guestRegistrationMachine.provide(guestRegistrationImplementations(deps));
  },
  activity: async () => {
    const [{ activityScreenMachine }, { activityScreenImplementations }] = await Promise.all([
      import("../../machines/activity/activity-screen.machine.ts"),
      import("../../machines/activity/activity-screen.actors.ts"),
    ]);
    return activityScreenMachine.provide(activityScreenImplementations(deps));
  },
  scan: async () => {
    const [{ scanScreenMachine }, { scanScreenImplementations }, outbox] = await Promise.all([
      import("../../machines/scan/scan-screen.machine.ts"),
      import("../../machines/scan/scan-screen.actors.ts"),
      device.outbox(),
    ]);
    // Scans go to the page's one outbox (IndexedDB), which the app's sync machine sends.
    return scanScreenMachine.provide(
      scanScreenImplementations(deps, { outbox, storage: window.localStorage, mediaDevices: navigator.mediaDevices }),
    );
  },
  products: async () => {
    const [{ productsScreenMachine }, { productsScreenImplementations }] = await Promise.all([
      import("../../machines/products/products-screen.machine.ts"),
      import("../../machines/products/products-screen.actors.ts"),
    ]);
    return productsScreenMachine.provide(productsScreenImplementations(deps));
  },
  resetPassword: async () => {
    const [{ resetPasswordScreenMachine }, { resetPasswordScreenImplementations }] = await Promise.all([
      import("../../machines/reset-password/reset-password-screen.machine.ts"),
      import("../../machines/reset-password/reset-password-screen.actors.ts"),
    ]);
    return resetPasswordScreenMachine.provide(resetPasswordScreenImplementations(deps));
  },
  support: async () => {
    const [{ supportScreenMachine }, { supportScreenImplementations }] = await Promise.all([
      import("../../machines/support/support-screen.machine.ts"),
      import("../../machines/support/support-screen.actors.ts"),
    ]);
    return supportScreenMachine.provide(supportScreenImplementations(deps));
  },
  profile: async () => {
    const [{ profileScreenMachine }, { profileScreenImplementations }] = await Promise.all([
      import("../../machines/profile/profile-screen.machine.ts"),
      import("../../machines/profile/profile-screen.actors.ts"),
    ]);
    return profileScreenMachine.provide(profileScreenImplementations(deps));
  },
  team: async () => {
    const [{ teamScreenMachine }, { teamScreenImplementations }] = await Promise.all([
      import("../../machines/team/team-screen.machine.ts"),
      import("../../machines/team/team-screen.actors.ts"),
    ]);
    return teamScreenMachine.provide(teamScreenImplementations(deps));
  },
  leads: async () => {
    const [{ leadsScreenMachine }, { leadsScreenImplementations }] = await Promise.all([
      import("../../machines/leads/leads-screen.machine.ts"),
      import("../../machines/leads/leads-screen.actors.ts"),
    ]);
    return leadsScreenMachine.provide(leadsScreenImplementations(deps));
  },
  resources: async () => {
    const [{ resourcesScreenMachine }, { resourcesScreenImplementations }] = await Promise.all([
      import("../../machines/resources/resources-screen.machine.ts"),
      import("../../machines/resources/resources-screen.actors.ts"),
    ]);
    return resourcesScreenMachine.provide(resourcesScreenImplementations(deps));
  },
  tickets: async () => {
    const [{ ticketsScreenMachine }, { ticketsScreenImplementations }] = await Promise.all([
      import("../../machines/tickets/tickets-screen.machine.ts"),
      import("../../machines/tickets/tickets-screen.actors.ts"),
    ]);
    return ticketsScreenMachine.provide(ticketsScreenImplementations(deps));
  },
  signIn: async () => {
    const [{ otpLoginMachine }, { otpLoginImplementations }] = await Promise.all([
      import("../../machines/auth/otp-login.machine.ts"),
      import("../../machines/auth/otp-login.actors.ts"),
    ]);
    return otpLoginMachine.provide(otpLoginImplementations(deps));
  },
  emailLogin: async () => {
    const [{ emailLoginMachine }, { emailLoginImplementations }] = await Promise.all([
      import("../../machines/auth/email-login.machine.ts"),
      import("../../machines/auth/email-login.actors.ts"),
    ]);
    return emailLoginMachine.provide(emailLoginImplementations(deps));
  },
  forgotPassword: async () => {
    const [{ codeFlowMachine }, { forgotPasswordImplementations }] = await Promise.all([
      import("../../machines/reset-password/code-flow.machine.ts"),
      import("../../machines/reset-password/code-flow.actors.ts"),
    ]);
    return codeFlowMachine.provide(forgotPasswordImplementations(deps));
  },
  // No actors of its own: Go Back is asked of the app's navigation actor.
  notFound: async () => (await import("../../machines/not-found/not-found.machine.ts")).notFoundMachine,
  // No actors: it only names the role and its home.
  notAllowed: async () => (await import("../../machines/not-allowed/not-allowed.machine.ts")).notAllowedMachine,
});
