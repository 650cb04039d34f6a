import { fromPromise, type ActorSystem, type AnyActorLogic } from "xstate";
import { mutation, type ApiRunner } from "../../api/request.ts";
import type { components } from "../../api/schema.d.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { SIGN_IN_ADDRESSES, systemActor } from "../app/app-system.ts";
import { codeStepWith, type CodeSendInput, type CodeVerifyInput } from "../codes/code-step.machine.ts";
import type { CodeFlowCompletion, CodeRequest } from "./code-flow.machine.ts";

type AuthTokenAnswer = components["schemas"]["AuthTokenResponse"];
type Send = CodeSendInput<CodeRequest>;
type Change = CodeVerifyInput<CodeRequest>;

/** A flow's code step: its send (the first code and each resend) and the change the code proves. */
const codeFlowActors = (sendCode: AnyActorLogic, verifyCode: AnyActorLogic) => ({ codeStep: codeStepWith({ sendCode, verifyCode }) });

/** Signed out, "Forgot password?": a code to the account's number, then the new password signs in. */
export const forgotPasswordActors = (runApi: ApiRunner) =>
  codeFlowActors(
    fromPromise<unknown, Send>(({ input, signal }) =>
      runApi(mutation((client, abort) => client.POST("/auth/password-reset/code", { body: input.request, signal: abort })), { signal }),
    ),
    fromPromise<unknown, Change>(({ input: { request, fields }, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.POST("/auth/password-reset", {
            body: { ...request, otp: fields.code, newPassword: fields.newPassword ?? "", confirmPassword: fields.confirmPassword ?? "" },
            signal: abort,
          }),
        ),
        { signal },
      ),
    ),
  );

export const forgotPasswordImplementations = ({ runApi }: Pick<ScreenDependencies, "runApi">) => ({
  actors: forgotPasswordActors(runApi),
  actions: {
    // Signed in with the new password: the session stores the token, the browser goes to the address
    // opened signed out, else the portal's home.
    completed: ({ system }: { system: ActorSystem<any> }, params: CodeFlowCompletion) => {
      systemActor(system, "session").send({ type: "session.signedIn", token: (params.answer as AuthTokenAnswer).data.token });
      systemActor(system, "navigation").send({ type: "navigation.go", to: params.returnTo ?? SIGN_IN_ADDRESSES.portalHome });
    },
  },
});

/** Signed in: a code to the own number sets a password (`requestPasswordCode`, then `updatePassword` with `otp`). */
export const passwordByCodeActors = (runApi: ApiRunner) =>
  codeFlowActors(
    fromPromise<unknown, Send>(({ signal }) => runApi(mutation((client, abort) => client.POST("/auth/password-code", { signal: abort })), { signal })),
    fromPromise<unknown, Change>(({ input: { fields }, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.PUT("/auth/updatepassword", {
            body: { otp: fields.code, newPassword: fields.newPassword ?? "", confirmPassword: fields.confirmPassword ?? "" },
            signal: abort,
          }),
        ),
        { signal },
      ),
    ),
  );

/** Signed in: a code to the new number changes the own sign-in number. */
export const numberChangeActors = (runApi: ApiRunner) =>
  codeFlowActors(
    fromPromise<unknown, Send>(({ input, signal }) =>
      runApi(mutation((client, abort) => client.POST("/auth/mobile-change/code", { body: input.request, signal: abort })), { signal }),
    ),
    fromPromise<unknown, Change>(({ input: { request, fields }, signal }) =>
      runApi(mutation((client, abort) => client.POST("/auth/mobile-change", { body: { ...request, otp: fields.code }, signal: abort })), { signal }),
    ),
  );
