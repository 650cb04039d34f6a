import { fromPromise } from "xstate";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { appEffects, portalEventWatch } from "./otp-login.system.ts";
import { providedOpenIdSignInLoader } from "./openid-sign-in-loader.actors.ts";
import { resendCooldownWith } from "../codes/resend-cooldown.machine.ts";
import type { MessageAnswer, RegisterMobileInput, SendCodeInput, VerifyOtpAnswer, VerifyOtpInput } from "./otp-login.types.ts";

/** The contract makes `event` optional (the server then resolves it from the host). */
const eventOf = (eventId: string): { event?: string } => (eventId === "" ? {} : { event: eventId });

/**
 * The OTP login machine's actors over the contract (loginMobileWithCountry, registerMobile,
 * verifyOtpWithCountry). Each rejects with the tagged ApiError, which the machine turns into the
 * SPEC §8 message; the actor's signal aborts the request when the machine leaves the state.
 */
export const otpLoginActors = (runApi: ApiRunner) => {
  const sendCode = fromPromise<MessageAnswer, SendCodeInput>(async ({ input, signal }) => {
    const { mutation } = await loadApiCalls();
    return runApi(
      mutation((client, abort) =>
        client.POST("/auth/login-mobile-with-country", {
          body: { mobile: input.mobile, phoneCode: input.phoneCode, ...eventOf(input.eventId) },
          signal: abort,
        }),
      ),
      { signal },
    );
  });
  return { sendCode, resendCooldown: resendCooldownWith(sendCode), ...accountActors(runApi) };
};

const accountActors = (runApi: ApiRunner) => ({
  // The original client sent no event here; sending the one on screen registers the account for the
  // event the user sees, also when its id came from the session-storage fallback.
  registerMobile: fromPromise<MessageAnswer, RegisterMobileInput>(async ({ input, signal }) => {
    const { mutation } = await loadApiCalls();
    return runApi(
      mutation((client, abort) =>
        client.POST("/auth/register-mobile", {
          body: {
            mobile: input.mobile,
            phoneCode: input.phoneCode,
            firstName: input.firstName,
            lastName: input.lastName,
            ...eventOf(input.eventId),
          },
          signal: abort,
        }),
      ),
      { signal },
    );
  }),
  verifyOtp: fromPromise<VerifyOtpAnswer, VerifyOtpInput>(async ({ input, signal }) => {
    const { mutation, Server } = await loadApiCalls();
    const answer = await runApi(
      mutation((client, abort) =>
        client.POST("/auth/verify-otp-with-country", {
          body: { mobile: input.mobile, phoneCode: input.phoneCode, otp: input.otp, ...eventOf(input.eventId) },
          signal: abort,
        }),
      ),
      { signal },
    );
    // A 2xx without a token signs nobody in; an empty message makes the machine say "OTP verification failed".
    if (typeof answer?.token !== "string" || answer.token === "" || answer.data?.user == null) {
      throw new Server({ message: "", status: 200 });
    }
    return answer;
  }),
});

/**
 * Everything `otpLoginMachine.provide()` needs when the app starts the sign-in screen: the API
 * actors, and what it reads from and asks of the app's own actors (event lookup, session,
 * navigation), reached through the actor system.
 */
export const otpLoginImplementations = ({ runApi }: Pick<ScreenDependencies, "runApi">) => ({
  actors: { ...otpLoginActors(runApi), portalEvent: portalEventWatch, openIdSignInLoader: providedOpenIdSignInLoader() },
  actions: appEffects,
});
