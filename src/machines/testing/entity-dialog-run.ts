import { createActor } from "xstate";
import type { ApiClientOptions } from "../../api/client.ts";
import { entityDialogImplementations, type EntityCalls } from "../forms/entity-dialog.actors.ts";
import type { EntityDialogInput } from "../forms/entity-dialog-form.ts";
import { entityDialogMachine } from "../forms/entity-dialog.machine.ts";
import { recordingApi } from "./api-fetch.ts";
import { recordedFeedback } from "./feedback.ts";

/**
 * The shared dialog machine started with one entity's real calls over a recording fetch that
 * answers with `answer`, keeping the requests, the toasts and the list refreshes.
 */
export const startEntityDialog = (
  calls: EntityCalls,
  input: EntityDialogInput,
  answer: (request: Request) => Response | Promise<Response>,
  options: Pick<ApiClientOptions, "storage"> = {},
) => {
  const { runApi, requests } = recordingApi(answer, options);
  const feedback = recordedFeedback();
  const machine = entityDialogMachine.provide(
    entityDialogImplementations({ runApi, calls, notify: feedback.notify, refreshList: feedback.refreshList }),
  );
  const actor = createActor(machine, { input }).start();
  return { actor, requests, toasts: feedback.toasts, refreshes: feedback.refreshes };
};
