import { fromPromise } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { MessageAnswer, UpdatePasswordBody } from "./password-change.machine.ts";

/** `PUT /auth/updatepassword` (updatePassword); a wrong current password answers 400 with its message. */
export const passwordChangeActors = (runApi: ApiRunner) => ({
  updatePassword: fromPromise<MessageAnswer, UpdatePasswordBody>(({ input }) =>
    runApi(mutation((client, abort) => client.PUT("/auth/updatepassword", { body: input, signal: abort }))),
  ),
});

export interface PasswordChangeDependencies {
  readonly runApi: ApiRunner;
  readonly notify: (toast: ToastParams) => void;
}

export const passwordChangeImplementations = ({ runApi, notify }: PasswordChangeDependencies) => ({
  actors: passwordChangeActors(runApi),
  actions: { notify: (_: unknown, params: ToastParams) => notify(params) },
});
