import { Effect } from "effect";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { keptPagedRead } from "../data/remote-data.actors.ts";
import { leadActionImplementations } from "./lead-action.actors.ts";
import { leadAnalyticsImplementations } from "./lead-analytics.actors.ts";
import { leadAnalyticsMachine } from "./lead-analytics.machine.ts";
import { leadBulkImplementations } from "./lead-bulk.actors.ts";
import { leadDeleteImplementations } from "./lead-delete.actors.ts";
import { leadDuplicateImplementations } from "./lead-duplicate.actors.ts";
import { firstLeadsPage, leadsPageAfter } from "./lead-calls.actors.ts";
import { leadDialogWithCalls } from "./lead-dialog.actors.ts";
import { leadImportImplementations } from "./lead-import.actors.ts";
import { leadOwnerImplementations } from "./lead-owner.actors.ts";
import { reminderSettingImplementations } from "../reminder/reminder-setting.actors.ts";
import type { NavigationCommand } from "../app/navigation.ts";
import { leadsExportActor } from "./leads-export.actors.ts";
import { leadExportActor } from "./lead-export.actors.ts";
import { indexLeadPage } from "./leads-list-view.ts";
import { markLeadsData } from "./leads-perf.ts";
import type { leadsScreenMachine } from "./leads-screen.machine.ts";
import { screenLeadAction, screenLeadBulk, screenLeadDelete, screenLeadDuplicate, screenLeadImport, screenLeadOwner, screenReminderSetting } from "./screen-lead-children.ts";

/**
 * Lead Management's real actors: the list's read (marked for the bench when it arrives), the
 * dialog's, the status buttons', bulk changes', hand-overs' and the import's calls, the export, the
 * reminder setting, and the address through the app's navigation actor (systemId `navigation`). Each child tells the screen machine what changed; none reloads
 * anything itself.
 */
export const leadsScreenImplementations = (deps: ScreenDependencies) => {
  const { runApi, notify } = deps;
  return {
    actors: {
      // In pages, kept on the device with the list's version: the first rows show before the rest
      // arrive, a repeat visit shows the last list at once, and the read only asks whether it changed
      // (an unchanged list is a 304, and nothing is drawn again).
      leadsRead: keptPagedRead(
        runApi,
        { first: (version) => Effect.tap(firstLeadsPage(version), () => Effect.sync(markLeadsData)), after: leadsPageAfter, prepare: indexLeadPage },
        "leads",
        deps.keptLists,
      ),
      leadDialog: leadDialogWithCalls({ runApi, notify }),
      leadAction: screenLeadAction.provide(leadActionImplementations({ runApi, notify, download: deps.download })),
      leadBulk: screenLeadBulk.provide(leadBulkImplementations({ runApi, notify })),
      leadDelete: screenLeadDelete.provide(leadDeleteImplementations({ runApi, notify })),
      leadDuplicate: screenLeadDuplicate.provide(leadDuplicateImplementations({ runApi, notify })),
      leadImport: screenLeadImport.provide(leadImportImplementations({ runApi, notify })),
      leadOwner: screenLeadOwner.provide(leadOwnerImplementations({ runApi, notify })),
      reminderSetting: screenReminderSetting.provide(reminderSettingImplementations({ runApi, notify })),
      leadsExport: leadsExportActor(deps),
      leadExport: leadExportActor(deps),
      leadAnalytics: leadAnalyticsMachine.provide(leadAnalyticsImplementations(runApi)),
    },
    actions: {
      showAddress: ({ system }, { to }: { to: string }) =>
        (system.get("navigation") as { send(command: NavigationCommand): void } | undefined)?.send({ type: "navigation.go", to, replace: true }),
    },
  } satisfies Parameters<typeof leadsScreenMachine.provide>[0];
};
