import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../../api/request.ts";
import { resendCooldownWith } from "../../codes/resend-cooldown.machine.ts";
import type { MessageAnswer, OrganiserCodeRequest, OrganiserPasswordLogin, OrganiserSignInAnswer, OrganiserVerifyRequest } from "./organiser-sign-in.types.ts";

/** The console sign-in's calls (sendOrganiserCode, verifyOrganiserCode, loginOrganiserWithPassword); each rejects with the tagged ApiError. */
export const organiserSignInImplementations = (runApi: ApiRunner) => {
  const sendCode = fromPromise<MessageAnswer, OrganiserCodeRequest>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/code", { body: input, signal: abort })), { signal }),
  );
  const verifyCode = fromPromise<OrganiserSignInAnswer, OrganiserVerifyRequest>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/verify", { body: input, signal: abort })), { signal }),
  );
  const loginWithPassword = fromPromise<OrganiserSignInAnswer, OrganiserPasswordLogin>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/login", { body: input, signal: abort })), { signal }),
  );
  return { actors: { sendCode, verifyCode, loginWithPassword, resendCooldown: resendCooldownWith(sendCode) } };
};
