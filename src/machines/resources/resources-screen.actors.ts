import type { ScreenDependencies } from "../screen/screen-input.ts";
import { keptReadOf } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import { listEventResources, listFaqs, listMyResources, resourceCalls } from "./resource-calls.actors.ts";
import { resourceDownloadImplementations } from "./resource-download.actors.ts";
import { listDownload, type resourcesScreenMachine } from "./resources-screen.machine.ts";

/** Resources & FAQ's real actors: the three tabs' reads, the Download buttons' and the dialog's calls. */
export const resourcesScreenImplementations = ({ runApi, notify, keptLists }: ScreenDependencies) => {
  const downloads = resourceDownloadImplementations({ runApi, notify });
  return {
    actors: {
      // Kept on the device per event (and exhibitor): a repeat visit shows each tab's last list at once.
      eventResourcesRead: keptReadOf(runApi, listEventResources, (event) => `event-resources:${event}`, keptLists),
      myResourcesRead: keptReadOf(runApi, listMyResources, ({ event, exhibitor }) => `my-resources:${event}:${exhibitor}`, keptLists),
      faqsRead: keptReadOf(runApi, listFaqs, (event) => `faqs:${event}`, keptLists),
      eventResourcesDownload: listDownload("event").provide(downloads),
      myResourcesDownload: listDownload("mine").provide(downloads),
      resourceDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: resourceCalls, notify })),
    },
  } satisfies Parameters<typeof resourcesScreenMachine.provide>[0];
};
