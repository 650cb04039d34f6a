import type { ActorSystem, AnyActorRef } from "xstate";
import { PORTAL_BASE, SIGNED_OUT_PATHS } from "./screens.ts";

// What the signed-out screens' flows (the sign-in's, Reset Password's) reach in the app's actor
// system: where they send the browser, and the app's actors by their system ids.

/** Where the sign-in flow sends the browser (full paths, as the navigation actor takes them). */
export const SIGN_IN_ADDRESSES = {
  /** The code step, once a code was sent. */
  codeStep: `${PORTAL_BASE}${SIGNED_OUT_PATHS.otpVerification}`,
  /** The login form, after Back to Login or when the code step has no code to enter. */
  loginForm: `${PORTAL_BASE}${SIGNED_OUT_PATHS.login}`,
  /** SPEC §2: "On success the user goes to /exhibitor". */
  portalHome: PORTAL_BASE,
} as const;

/**
 * An actor of the app's system (`navigation`, `session`, `event`). The signed-out screens that ask
 * for it only run as the app's children; a missing one is a wiring mistake and fails loudly.
 */
export const systemActor = (system: ActorSystem<any>, systemId: "navigation" | "session" | "event"): AnyActorRef => {
  const actor = system.get(systemId) as AnyActorRef | undefined;
  if (actor === undefined) throw new Error(`The screen runs in the app's actor system, which has no "${systemId}" actor.`);
  return actor;
};
