import { fromPromise, type AnyActorRef } from "xstate";
import { query } from "../../api/request.ts";
import type { components } from "../../api/schema.d.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { codeFlowMachine, type CodeFlowCompletion } from "./code-flow.machine.ts";
import { numberChangeActors, passwordByCodeActors } from "./code-flow.actors.ts";
import { passwordChangeImplementations } from "./password-change.actors.ts";
import { passwordChangeMachine, PASSWORD_MESSAGES } from "./password-change.machine.ts";

type CurrentUser = components["schemas"]["CurrentUser"];

export const NUMBER_CHANGED_MESSAGE = "Sign-in number changed";

/**
 * The flow's parent (the screen) hears of the change; the flow starts over for the next one. The
 * app's session reads the user again, so My profile and the header show the new number or password.
 */
const finish = (self: AnyActorRef, report: { type: string } & Record<string, unknown>) => {
  (self._parent as AnyActorRef | undefined)?.send(report);
  (self.system.get("session") as AnyActorRef | undefined)?.send({ type: "user.reload" });
  self.send({ type: "flow.restart" });
};

/** The signed-in Reset Password screen's actors: its read and its three children with theirs. */
export const resetPasswordScreenImplementations = (deps: ScreenDependencies) => ({
  actors: {
    account: fromPromise<CurrentUser, void>(async ({ signal }) =>
      (await deps.runApi(query((client, abort) => client.GET("/auth/me", { signal: abort })), { signal })).data,
    ),
    passwordForm: passwordChangeMachine.provide(passwordChangeImplementations(deps)),
    passwordByCode: codeFlowMachine.provide({
      actors: passwordByCodeActors(deps.runApi),
      actions: {
        completed: ({ self }) => {
          deps.notify({ title: PASSWORD_MESSAGES.successTitle, description: PASSWORD_MESSAGES.success, variant: "success" });
          finish(self, { type: "password.set" });
        },
      },
    }),
    numberChange: codeFlowMachine.provide({
      actors: numberChangeActors(deps.runApi),
      actions: {
        completed: ({ self }, params: CodeFlowCompletion) => {
          deps.notify({ title: PASSWORD_MESSAGES.successTitle, description: NUMBER_CHANGED_MESSAGE, variant: "success" });
          finish(self, { type: "number.changed", phoneCode: params.request.phoneCode.replace(/\D/g, ""), mobile: params.request.mobile });
        },
      },
    }),
  },
});
