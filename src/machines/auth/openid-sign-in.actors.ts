import { fromPromise, sendTo, type AnyActorRef, type ContextFrom, type EventFrom } from "xstate";
import { defaultApiBase } from "../../api/api-base.ts";
import { openIdStartAddress, parseOpenIdReturn, type OpenIdReturn } from "./openid-sign-in.rules.ts";
import { SIGN_IN_ADDRESSES, systemActor } from "../app/app-system.ts";
import { portalEventWatch } from "./otp-login.system.ts";
import { keepReturnAddress, takeReturnAddress } from "./openid-return.ts";
import { returnAddressIn } from "../../rules/return-address.ts";
import { openIdSignInMachine } from "./openid-sign-in.machine.ts";

type Context = ContextFrom<typeof openIdSignInMachine>;
type Event = EventFrom<typeof openIdSignInMachine>;

/** The "Continue with Google" machine with the browser's address and the app's session and navigation. */
export const openIdSignInImplementations = {
  actors: {
    openIdReturn: fromPromise<OpenIdReturn, void>(async () => parseOpenIdReturn(window.location.search, window.location.hash)),
    portalEvent: portalEventWatch,
  },
  actions: {
    storeToken: sendTo<Context, Event, { token: string }, AnyActorRef, Event>(
      ({ system }) => systemActor(system, "session"),
      (_: unknown, params: { token: string }) => ({ type: "session.signedIn", token: params.token }),
    ),
    cleanAddress: sendTo<Context, Event, unknown, AnyActorRef, Event>(({ system }) => systemActor(system, "navigation"), {
      type: "navigation.go",
      to: SIGN_IN_ADDRESSES.loginForm,
      replace: true,
    }),
    /**
     * Keeps the address the person opened signed out (the login's `?next=`) for the way back. Sent as
     * the other actions are (deferred, in order), so nothing of the transition is left behind.
     */
    goToProvider: sendTo<Context, Event, { eventId: string }, AnyActorRef, Event>(
      ({ system }) => systemActor(system, "navigation"),
      (_: unknown, params: { eventId: string }) => {
        keepReturnAddress(window.sessionStorage, returnAddressIn(window.location.search));
        return { type: "navigation.leave", to: openIdStartAddress(defaultApiBase(), params.eventId) };
      },
    ),
    /** To that address, else the portal's home: after `storeToken` has reached the session, as it is sent first. */
    goToPortal: sendTo<Context, Event, unknown, AnyActorRef, Event>(({ system }) => systemActor(system, "navigation"), () => ({
      type: "navigation.go",
      to: takeReturnAddress(window.sessionStorage) ?? SIGN_IN_ADDRESSES.portalHome,
    })),
  },
};

export const providedOpenIdSignIn = () => openIdSignInMachine.provide(openIdSignInImplementations);
