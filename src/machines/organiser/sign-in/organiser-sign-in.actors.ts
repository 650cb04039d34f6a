import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../../api/request.ts";
import { codeStepWith, type CodeDestination, type CodeSendInput, type CodeVerifyInput } from "../../codes/code-step.machine.ts";
import type { MessageAnswer, OrganiserPasswordLogin, OrganiserSignInAnswer } from "./organiser-sign-in.types.ts";

/** The console sign-in's calls (sendOrganiserCode, verifyOrganiserCode, loginOrganiserWithPassword); each rejects with the tagged ApiError. */
export const organiserSignInImplementations = (runApi: ApiRunner) => {
  const sendCode = fromPromise<MessageAnswer, CodeSendInput<CodeDestination>>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/code", { body: input.request, signal: abort })), { signal }),
  );
  const verifyCode = fromPromise<OrganiserSignInAnswer, CodeVerifyInput<CodeDestination>>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/verify", { body: { ...input.request, otp: input.fields.code }, signal: abort })), { signal }),
  );
  const loginWithPassword = fromPromise<OrganiserSignInAnswer, OrganiserPasswordLogin>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.POST("/organiser/auth/login", { body: input, signal: abort })), { signal }),
  );
  return { actors: { codeStep: codeStepWith({ sendCode, verifyCode }), loginWithPassword } };
};
