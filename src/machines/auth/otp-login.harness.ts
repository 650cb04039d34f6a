import { createActor, fromCallback, SimulatedClock, waitFor, type AnyActorLogic, type SnapshotFrom } from "xstate";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { EVENT_ID, MOBILE, SENT } from "./otp-login.fixtures.ts";
import { otpLoginMachine } from "./otp-login.machine.ts";
import { codeStepWith, type CodeSendInput, type CodeStepRef, type CodeVerifyInput } from "../codes/code-step.machine.ts";
import { codeStepView } from "../codes/code-step.selectors.ts";
import type { MessageAnswer, SignedIn, SignInCodeRequest, VerifyOtpAnswer } from "./otp-login.types.ts";

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

/** A machine whose code step runs over controllable calls and a simulated clock, with its effects on the app recorded. */
export const startLogin = ({ eventKnown = true, actors = {} }: StartOptions = {}) => {
  const sendCode = createControllablePromiseActor<MessageAnswer, CodeSendInput<SignInCodeRequest>>();
  const verifyCode = createControllablePromiseActor<VerifyOtpAnswer, CodeVerifyInput<SignInCodeRequest>>();
  const signedIn: SignedIn[] = [];
  /** Navigation asked for, by action name (the addresses are checked in the app's system). */
  const effects: string[] = [];
  const clock = new SimulatedClock();
  clock.set(START);
  const record = (name: string) => () => void effects.push(name);
  const machine = otpLoginMachine.provide({
    actors: {
      codeStep: codeStepWith({ sendCode: sendCode.logic, verifyCode: verifyCode.logic }),
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
  /** The running code step (the `codeStep` child), as the view holds it. */
  const step = () => actor.getSnapshot().children.codeStep as CodeStepRef | undefined;
  return { actor, clock, sendCode, verifyCode, signedIn, effects, settle, step };
};

export type Login = ReturnType<typeof startLogin>;

/** Mobile typed, code sent and accepted: the OTP step at `START`. */
export const atOtpEntry = async (login: Login = startLogin()) => {
  login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
  login.actor.send({ type: "code.send" });
  login.sendCode.pending("sendCode")!.resolve(SENT);
  await login.settle((snapshot) => snapshot.matches({ code: "open" }));
  return login;
};

/** The code step as the view reads it. */
export const codeOf = (login: Login) => codeStepView(login.step()?.getSnapshot());

/** Types a code into the code step and asks for it to be verified. */
export const verify = (login: Login, code: string) => {
  login.step()!.send({ type: "field.change", field: "code", value: code });
  login.step()!.send({ type: "code.verify" });
};

/** Waits until the code step is as `predicate` says: by default, showing a message. */
export const settleStep = (login: Login, predicate = (view: ReturnType<typeof codeOf>) => view.error !== null) =>
  waitFor(login.step()!, (snapshot) => predicate(codeStepView(snapshot)));

/** From the OTP step: wait out the cooldown and ask for a new code. */
export const resend = (login: Login) => {
  login.clock.increment(codeOf(login).resendAvailableAt! - login.clock.now());
  login.step()!.send({ type: "code.resend" });
  return login.sendCode.pending("resendCode")!;
};
