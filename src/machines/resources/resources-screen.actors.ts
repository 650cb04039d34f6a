import type { ScreenDependencies } from "../app/screen-machines.ts";
import { remoteReadOf } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import { listEventResources, listFaqs, listMyResources, resourceCalls } from "./resource-calls.ts";
import { resourceDownloadImplementations } from "./resource-download.actors.ts";
import { listDownload, type resourcesScreenMachine } from "./resources-screen.machine.ts";

/** Resources & FAQ's real actors: the three tabs' reads, the Download buttons' and the dialog's calls. */
export const resourcesScreenImplementations = ({ runApi, notify }: ScreenDependencies) => {
  const downloads = resourceDownloadImplementations({ runApi, notify });
  return {
    actors: {
      eventResourcesRead: remoteReadOf(runApi, listEventResources),
      myResourcesRead: remoteReadOf(runApi, listMyResources),
      faqsRead: remoteReadOf(runApi, listFaqs),
      eventResourcesDownload: listDownload("event").provide(downloads),
      myResourcesDownload: listDownload("mine").provide(downloads),
      resourceDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: resourceCalls, notify })),
    },
  } satisfies Parameters<typeof resourcesScreenMachine.provide>[0];
};
