import { fromPromise } from "xstate";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { appEffects, portalEventWatch } from "./otp-login.system.ts";
import { providedOpenIdSignInLoader } from "./openid-sign-in-loader.actors.ts";
import { codeStepWith, type CodeSendInput, type CodeVerifyInput } from "../codes/code-step.machine.ts";
import type { MessageAnswer, SignInCodeRequest, VerifyOtpAnswer } from "./otp-login.types.ts";

/** The contract makes `event` optional (the server then resolves it from the host). */
const eventOf = (eventId: string): { event?: string } => (eventId === "" ? {} : { event: eventId });

/**
 * The sign-in's code step over the contract: loginMobileWithCountry sends a code (every resend too,
 * SPEC §4), registerMobile creates a new account and sends its first code, verifyOtpWithCountry
 * answers the token and the user. Each rejects with the tagged ApiError, which the code step turns
 * into the SPEC §8 message; the actor's signal aborts the request when the step leaves the state.
 */
export const otpLoginActors = (runApi: ApiRunner) => {
  const sendCode = fromPromise<MessageAnswer, CodeSendInput<SignInCodeRequest>>(async ({ input: { request, resend }, signal }) => {
    const { mutation } = await loadApiCalls();
    const number = { mobile: request.mobile, phoneCode: request.phoneCode, ...eventOf(request.eventId) };
    const { registration } = request;
    // The original client sent no event to registerMobile; sending the one on screen registers the
    // account for the event the user sees, also when its id came from the session-storage fallback.
    const call =
      registration !== null && !resend
        ? mutation((client, abort) => client.POST("/auth/register-mobile", { body: { ...number, ...registration }, signal: abort }))
        : mutation((client, abort) => client.POST("/auth/login-mobile-with-country", { body: number, signal: abort }));
    return runApi(call, { signal });
  });
  const verifyCode = fromPromise<VerifyOtpAnswer, CodeVerifyInput<SignInCodeRequest>>(async ({ input: { request, fields }, signal }) => {
    const { mutation, Server } = await loadApiCalls();
    const answer = await runApi(
      mutation((client, abort) =>
        client.POST("/auth/verify-otp-with-country", {
          body: { mobile: request.mobile, phoneCode: request.phoneCode, otp: fields.code, ...eventOf(request.eventId) },
          signal: abort,
        }),
      ),
      { signal },
    );
    // A 2xx without a token signs nobody in; an empty message makes the step say "OTP verification failed".
    if (typeof answer?.token !== "string" || answer.token === "" || answer.data?.user == null) {
      throw new Server({ message: "", status: 200 });
    }
    return answer;
  });
  return { codeStep: codeStepWith({ sendCode, verifyCode }) };
};

/**
 * Everything `otpLoginMachine.provide()` needs when the app starts the sign-in screen: the API
 * actors, and what it reads from and asks of the app's own actors (event lookup, session,
 * navigation), reached through the actor system.
 */
export const otpLoginImplementations = ({ runApi }: Pick<ScreenDependencies, "runApi">) => ({
  actors: { ...otpLoginActors(runApi), portalEvent: portalEventWatch, openIdSignInLoader: providedOpenIdSignInLoader() },
  actions: appEffects,
});
