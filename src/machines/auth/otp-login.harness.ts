import { createActor, fromCallback, SimulatedClock, waitFor, type AnyActorLogic, type SnapshotFrom } from "xstate";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { EVENT_ID, MOBILE, SENT } from "./otp-login.fixtures.ts";
import { otpLoginMachine } from "./otp-login.machine.ts";
import { resendCooldownWith, resendView, type ResendCooldownRef } from "../codes/resend-cooldown.machine.ts";
import type { MessageAnswer, RegisterMobileInput, SendCodeInput, SignedIn, VerifyOtpAnswer, VerifyOtpInput } from "./otp-login.types.ts";

/** The sign-in machine on its own, for its tests: the app's actors are recorders. */

export type Snapshot = SnapshotFrom<typeof otpLoginMachine>;

/** The clock starts at an arbitrary instant so `resendAvailableAt` arithmetic is not hidden by zeros. */
export const START = 1_700_000_000_000;

interface StartOptions {
  /** The event lookup already has the event when the screen starts (the usual case). */
  readonly eventKnown?: boolean;
  /** Real API actors instead of the controllable ones. */
  readonly actors?: Readonly<Record<string, AnyActorLogic>>;
}

/** A machine over controllable actors and a simulated clock, with its effects on the app recorded. */
export const startLogin = ({ eventKnown = true, actors = {} }: StartOptions = {}) => {
  const sendCode = createControllablePromiseActor<MessageAnswer, SendCodeInput>();
  const registerMobile = createControllablePromiseActor<MessageAnswer, RegisterMobileInput>();
  const verifyOtp = createControllablePromiseActor<VerifyOtpAnswer, VerifyOtpInput>();
  const signedIn: SignedIn[] = [];
  /** Navigation asked for, by action name (the addresses are checked in the app's system). */
  const effects: string[] = [];
  const clock = new SimulatedClock();
  clock.set(START);
  const record = (name: string) => () => void effects.push(name);
  const machine = otpLoginMachine.provide({
    actors: {
      sendCode: sendCode.logic,
      registerMobile: registerMobile.logic,
      verifyOtp: verifyOtp.logic,
      resendCooldown: resendCooldownWith(sendCode.logic),
      portalEvent: fromCallback(({ sendBack }) => {
        if (eventKnown) sendBack({ type: "event.loaded", eventId: EVENT_ID });
      }),
      ...actors,
    },
    actions: {
      signedIn: (_, params: SignedIn) => void signedIn.push(params),
      showCodeStep: record("showCodeStep"),
      showLoginForm: record("showLoginForm"),
      goToPortal: record("goToPortal"),
    },
  });
  const actor = createActor(machine, { input: { search: "", role: null }, clock }).start();
  const settle = (predicate: (snapshot: Snapshot) => boolean) => waitFor(actor, predicate);
  return { actor, clock, sendCode, registerMobile, verifyOtp, signedIn, effects, settle };
};

export type Login = ReturnType<typeof startLogin>;

/** Mobile typed, code sent and accepted: the OTP step at `START`. */
export const atOtpEntry = async (login: Login = startLogin()) => {
  login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
  login.actor.send({ type: "code.send" });
  login.sendCode.pending("sendCode")!.resolve(SENT);
  await login.settle((snapshot) => snapshot.matches("otpEntry"));
  return login;
};

/** The code step's resend (its `resendCooldown` child), as the view reads it. */
export const resendOf = (login: Login) => {
  const child = login.actor.getSnapshot().children.resendCooldown as ResendCooldownRef | undefined;
  return { ...resendView(child?.getSnapshot()), snapshot: child?.getSnapshot() };
};

/** From the OTP step: wait out the cooldown and ask for a new code. */
export const resend = (login: Login) => {
  login.clock.increment(resendOf(login).resendAvailableAt! - login.clock.now());
  login.actor.send({ type: "code.resend" });
  return login.sendCode.pending("resendCode")!;
};
