import { fromCallback, type AnyEventObject } from "xstate";
import type { ResendCooldownEvent, ResendCooldownMachine } from "../codes/resend-cooldown.machine.ts";
import type { ScreenLocation } from "../app/navigation.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { otpLoginAssertions, type OtpLoginWorld } from "./otp-login.assertions.ts";
import { ERROR_PREFIX, EVENT_ID, failures, MOBILE, REGISTERED, SENT, VERIFIED } from "./otp-login.fixtures.ts";
import { otpLoginMachine } from "./otp-login.machine.ts";
import type { OtpLoginEvent, SignedIn } from "./otp-login.types.ts";

const formEvents = (register: boolean, eventMissing: boolean): OtpLoginEvent[] => [
  { type: "mode.toggle" },
  { type: "field.change", field: "mobile", value: MOBILE },
  // Names matter only when registering; offering them in login mode would only multiply states.
  ...(register
    ? ([
        { type: "field.change", field: "firstName", value: "Asha" },
        { type: "field.change", field: "lastName", value: "Rao" },
      ] as const)
    : []),
  ...(eventMissing ? ([{ type: "event.loaded", eventId: EVENT_ID }] as const) : []),
  { type: "code.send" },
];

const actorEvents: ReadonlyArray<ModelEvent<typeof otpLoginMachine>> = [
  { type: "xstate.done.actor.sendCode", output: SENT },
  { type: "xstate.done.actor.registerMobile", output: REGISTERED },
  { type: "xstate.done.actor.verifyOtp", output: VERIFIED },
  ...Object.entries(failures).flatMap(([id, list]) =>
    list.map((failure) => ({ type: `${ERROR_PREFIX}${id}` as const, error: failure.error })),
  ),
];

const codeEvents: ReadonlyArray<ModelEvent<typeof otpLoginMachine>> = [
  { type: "otp.change", value: "4a8" },
  { type: "otp.change", value: "4821-9" },
  { type: "code.verify" },
  { type: "code.resend" },
  { type: "login.back" },
  // What the code step's resend tells (its own paths are resend-cooldown.model.ts's).
  { type: "resend.started" },
  { type: "resend.sent" },
  { type: "resend.failed", message: failures.resendCode[0]!.shows },
];

/** The app machine forwards each address of the screen: the form's, and the code step's. */
const locations: ReadonlyArray<ScreenLocation> = [
  { type: "screen.location", path: SIGNED_OUT_PATHS.login },
  { type: "screen.location", path: SIGNED_OUT_PATHS.otpVerification },
];

/** The named effects on the app's actors, recorded in the order the machine asks for them. */
const recorded = (world: OtpLoginWorld, name: string) => () => void world.effects.push(name);

export const otpLoginModel = defineModel({
  name: "otp-login",
  machine: otpLoginMachine,
  inputs: { default: { search: "", role: null } },
  events: (snapshot) => {
    if (snapshot.matches("form")) return [...formEvents(snapshot.context.mode === "register", snapshot.hasTag("eventMissing")), ...locations];
    return [...codeEvents, ...actorEvents, ...locations];
  },
  controlledActors: ["sendCode", "registerMobile", "verifyOtp"],
  world: (): OtpLoginWorld => ({ signedIn: [], effects: [], expectedEffects: [], shownError: null, resendAsked: [] }),
  implementations: (world) => ({
    // The app's session, navigation and event lookup are replaced by recorders; the paths send
    // `event.loaded` themselves, and what the resend tells.
    actors: {
      portalEvent: fromCallback<AnyEventObject>(() => undefined),
      // Stands for the resend: records what it is asked; the paths send what it tells.
      resendCooldown: fromCallback<ResendCooldownEvent>(({ receive }) => receive((event) => void world.resendAsked.push(event.type))) as unknown as ResendCooldownMachine,
    },
    actions: {
      signedIn: (_: unknown, params: SignedIn) => {
        world.signedIn.push(params);
        world.effects.push("signedIn");
      },
      showCodeStep: recorded(world, "showCodeStep"),
      showLoginForm: recorded(world, "showLoginForm"),
      goToPortal: recorded(world, "goToPortal"),
    },
  }),
  assertions: otpLoginAssertions,
});
