import { browserKeptLists } from "../../machines/data/kept-lists.ts";
import type { ScreenDependencies } from "../../machines/app/screen-machines.ts";
import type { CardReaderOptions } from "../../machines/scan/card-reader.ts";
import { warmUpSignedInScreens } from "../routes/signed-in-warm-up.ts";
import type { SignedInScreenNeeds, ScreenLoaders } from "./screen-loaders.ts";

/**
 * The machines of the screens only a signed-in person opens, each with its real actors and
 * downloaded with the screen, and the lists kept on the device for their repeat visits. A chunk of
 * its own, so a signed-out visitor's start carries none of it: the server preloads it on the
 * signed-in screens' addresses (server/http/portal-page.ts). Part of the composition root.
 * Asked for with the page's first signed-in screen, so that is also when the work the screen's first
 * render would pay for starts (fonts, dates: signed-in-warm-up.ts), while React and the screen's
 * code are still on their way.
 */
export const signedInScreenLoaders = (signedOutDeps: ScreenDependencies, device: SignedInScreenNeeds): ScreenLoaders => {
  void warmUpSignedInScreens();
  // Lists kept on the device for repeat visits, the signed-in user's.
  const deps: ScreenDependencies = { ...signedOutDeps, keptLists: browserKeptLists({ currentUserId: device.currentUserId }) };
  return {
    dashboard: async () => {
      const [{ dashboardMachine }, { dashboardImplementations }] = await Promise.all([
        import("../../machines/dashboard/dashboard.machine.ts"),
        import("../../machines/dashboard/dashboard.actors.ts"),
      ]);
      return dashboardMachine.provide(dashboardImplementations(deps));
    },
    activity: async () => {
      const [{ activityScreenMachine }, { activityScreenImplementations }] = await Promise.all([
        import("../../machines/activity/activity-screen.machine.ts"),
        import("../../machines/activity/activity-screen.actors.ts"),
      ]);
      return activityScreenMachine.provide(activityScreenImplementations(deps));
    },
    scan: async () => {
      const [{ scanScreenMachine }, { scanScreenImplementations }, { browserCardDrafts }, outbox] = await Promise.all([
        import("../../machines/scan/scan-screen.machine.ts"),
        import("../../machines/scan/scan-screen.actors.ts"),
        import("../../machines/scan/business-card-drafts.ts"),
        device.outbox(),
      ]);
      // Scans go to the page's one outbox (IndexedDB), which the app's sync machine sends. The OCR
      // reader's code comes only when the Business card mode opens.
      const businessCard = {
        drafts: browserCardDrafts({ currentUserId: device.currentUserId }),
        createReader: (options: CardReaderOptions) => import("../../machines/scan/card-reader.ts").then(({ createCardReader }) => createCardReader(options)),
      };
      return scanScreenMachine.provide(
        scanScreenImplementations(deps, { outbox, storage: window.localStorage, mediaDevices: navigator.mediaDevices, businessCard }),
      );
    },
    products: async () => {
      const [{ productsScreenMachine }, { productsScreenImplementations }] = await Promise.all([
        import("../../machines/products/products-screen.machine.ts"),
        import("../../machines/products/products-screen.actors.ts"),
      ]);
      return productsScreenMachine.provide(productsScreenImplementations(deps));
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
    integrations: async () => {
      const [{ integrationsScreenMachine }, { integrationsScreenImplementations }] = await Promise.all([
        import("../../machines/integrations/integrations-screen.machine.ts"),
        import("../../machines/integrations/integrations-screen.actors.ts"),
      ]);
      return integrationsScreenMachine.provide(integrationsScreenImplementations(deps, { clipboard: navigator.clipboard }));
    },
    // No actors: it only names the role and its home.
    notAllowed: async () => (await import("../../machines/not-allowed/not-allowed.machine.ts")).notAllowedMachine,
  };
};
