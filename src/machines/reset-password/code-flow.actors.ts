import { fromPromise, type ActorSystem, type AnyActorLogic } from "xstate";
import { mutation, type ApiRunner } from "../../api/request.ts";
import type { components } from "../../api/schema.d.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { SIGN_IN_ADDRESSES, systemActor } from "../app/app-system.ts";
import { resendCooldownWith } from "../codes/resend-cooldown.machine.ts";
import type { CodeFlowCompletion, CodeRequest, CodeSubmission } from "./code-flow.machine.ts";

type AuthTokenAnswer = components["schemas"]["AuthTokenResponse"];

/** A flow's send serves its resends too. */
const withResend = <T extends { readonly sendCode: AnyActorLogic }>(actors: T) => ({ ...actors, resendCooldown: resendCooldownWith(actors.sendCode) });

/** Signed out, "Forgot password?": a code to the account's number, then the new password signs in. */
export const forgotPasswordActors = (runApi: ApiRunner) =>
  withResend({
  sendCode: fromPromise<unknown, CodeRequest>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/auth/password-reset/code", { body: input, signal: abort })), { signal }),
  ),
  submit: fromPromise<unknown, CodeSubmission>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/auth/password-reset", { body: input, signal: abort })), { signal }),
  ),
  });

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
  withResend({
  sendCode: fromPromise<unknown, CodeRequest>(({ signal }) =>
    runApi(mutation((client, abort) => client.POST("/auth/password-code", { signal: abort })), { signal }),
  ),
  submit: fromPromise<unknown, CodeSubmission>(({ input, signal }) =>
    runApi(
      mutation((client, abort) =>
        client.PUT("/auth/updatepassword", { body: { otp: input.otp, newPassword: input.newPassword, confirmPassword: input.confirmPassword }, signal: abort }),
      ),
      { signal },
    ),
  ),
  });

/** Signed in: a code to the new number changes the own sign-in number. */
export const numberChangeActors = (runApi: ApiRunner) =>
  withResend({
  sendCode: fromPromise<unknown, CodeRequest>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/auth/mobile-change/code", { body: input, signal: abort })), { signal }),
  ),
  submit: fromPromise<unknown, CodeSubmission>(({ input, signal }) =>
    runApi(
      mutation((client, abort) =>
        client.POST("/auth/mobile-change", { body: { phoneCode: input.phoneCode, mobile: input.mobile, otp: input.otp }, signal: abort }),
      ),
      { signal },
    ),
  ),
  });
