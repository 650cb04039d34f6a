import { fromPromise } from "xstate";
import { remoteRead } from "../../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../../forms/entity-dialog.actors.ts";
import { feedbackActions } from "../../forms/feedback-actions.ts";
import { screenEntityDialog } from "../../forms/screen-entity-dialog.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import { faqCalls, listFaqs, listResources, reorderFaqs, resourceCalls } from "./content-calls.actors.ts";
import type { contentScreenMachine } from "./content-screen.machine.ts";

/** The Content screen's reads, dialogs and FAQ order with their real calls and toasts, through the console's runner. */
export const contentScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      resourcesRead: remoteRead(runApi, listResources),
      resourceDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: resourceCalls, notify })),
      faqsRead: remoteRead(runApi, listFaqs),
      faqDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: faqCalls, notify })),
      reorderFaqs: fromPromise(({ input, signal }: { input: { ids: ReadonlyArray<string> }; signal: AbortSignal }) => runApi(reorderFaqs(input.ids), { signal })),
    },
    actions: feedbackActions({ notify }),
  }) satisfies Parameters<typeof contentScreenMachine.provide>[0];
