import { fromPromise } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { SupportAnswer, SupportRequestBody } from "./support-request.machine.ts";

/** `POST /support` (createSupportRequest); a mutation, retried only when no answer arrived. */
export const supportRequestActors = (runApi: ApiRunner) => ({
  submitSupportRequest: fromPromise<SupportAnswer, SupportRequestBody>(({ input }) =>
    runApi(mutation((client, abort) => client.POST("/support", { body: input, signal: abort }))),
  ),
});

export interface SupportRequestDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
}

export const supportRequestImplementations = ({ runApi, notify }: SupportRequestDependencies) => ({
  actors: supportRequestActors(runApi),
  actions: { notify: (_: unknown, params: ToastParams) => notify(params) },
});
