import { Effect } from "effect";
import { query } from "../../api/request.ts";
import type { NavigationCommand } from "../app/navigation.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { keptRead } from "../data/remote-data.actors.ts";
import { badgeDownloadImplementations } from "./badge-download.actors.ts";
import { badgeDownloadMachine } from "./badge-download.machine.ts";
import { guestLinksImplementations } from "./guest-links.actors.ts";
import { guestLinksMachine } from "./guest-links.machine.ts";
import { referralRegistrationImplementations } from "./referral-registration.actors.ts";
import { screenReferralRegistration, type ticketsScreenMachine } from "./tickets-screen.machine.ts";
import { referralsExportActor } from "./referrals-export.actors.ts";

/** GET /passes: the company's pass allocations. */
export const listPasses = query((client, signal) => client.GET("/passes", { signal })).pipe(Effect.map((answer) => answer.data));

/** GET /ticket-allocations: the people registered on the company's passes. */
export const listReferrals = query((client, signal) => client.GET("/ticket-allocations", { signal })).pipe(
  Effect.map((answer) => answer.data),
);

/**
 * Tickets & Passes' real actors: both reads, the referral form's calls and toasts, and the address
 * through the app's navigation actor (systemId `navigation`). The referral form tells the screen
 * after a registration; nothing here reloads anything itself.
 */
export const ticketsScreenImplementations = (deps: ScreenDependencies) => {
  const { runApi, notify, keptLists } = deps;
  return {
    actors: {
      // Kept on the device: a repeat visit shows the last passes and referrals at once while the reads run.
      passesRead: keptRead(runApi, listPasses, "passes", keptLists),
      referralsRead: keptRead(runApi, listReferrals, "referrals", keptLists),
      referralRegistration: screenReferralRegistration.provide(referralRegistrationImplementations({ runApi, notify })),
      badgeDownload: badgeDownloadMachine.provide(badgeDownloadImplementations({ runApi, notify })),
      referralsExport: referralsExportActor(deps),
      guestLinks: guestLinksMachine.provide(guestLinksImplementations({ runApi })),
    },
    actions: {
      showAddress: ({ system }, { to }: { to: string }) =>
        (system.get("navigation") as { send(command: NavigationCommand): void } | undefined)?.send({ type: "navigation.go", to, replace: true }),
    },
  } satisfies Parameters<typeof ticketsScreenMachine.provide>[0];
};
