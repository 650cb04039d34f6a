import { fromPromise, type ActorSystem } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import type { AuthTokenAnswer, EmailLoginRequest } from "./email-login.machine.ts";
import { SIGN_IN_ADDRESSES, systemActor } from "../app/app-system.ts";
import { portalEventWatch } from "./otp-login.system.ts";
import type { SignedIn } from "./otp-login.types.ts";

/** The e-mail sign-in screen's actors: `POST /auth/login`, and the app's event, session and navigation. */
export const emailLoginImplementations = ({ runApi }: Pick<ScreenDependencies, "runApi">) => ({
  actors: {
    login: fromPromise<AuthTokenAnswer, EmailLoginRequest>(({ input, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.POST("/auth/login", {
            body: { email: input.email, password: input.password, ...(input.eventId ? { event: input.eventId } : {}) },
            signal: abort,
          }),
        ),
        { signal },
      ),
    ),
    portalEvent: portalEventWatch,
  },
  actions: {
    signedIn: ({ system }: { system: ActorSystem<any> }, params: SignedIn) =>
      systemActor(system, "session").send({ type: "session.signedIn", token: params.token }),
    goToPortal: ({ system }: { system: ActorSystem<any> }, params: { returnTo: string | null }) =>
      systemActor(system, "navigation").send({ type: "navigation.go", to: params.returnTo ?? SIGN_IN_ADDRESSES.portalHome }),
  },
});
