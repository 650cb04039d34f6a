import { fromCallback, type AnyEventObject } from "xstate";
import type { ScreenLocation } from "../app/navigation.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { CODE_STEP_ENDS, otpLoginAssertions, type OtpLoginWorld } from "./otp-login.assertions.ts";
import { EVENT_ID, MOBILE } from "./otp-login.fixtures.ts";
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

/** The code step's own paths are code-step.model.ts's: here it tells that the code went out, and ends. */
const codeEvents = (sending: boolean): ReadonlyArray<ModelEvent<typeof otpLoginMachine>> =>
  sending
    ? [{ type: "code.sent" }, { type: "xstate.done.actor.codeStep", output: CODE_STEP_ENDS.refused }]
    : [{ type: "login.back" }, { type: "xstate.done.actor.codeStep", output: CODE_STEP_ENDS.verified }];

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
    return [...codeEvents(snapshot.matches({ code: "sending" })), ...locations];
  },
  controlledActors: ["codeStep"],
  world: (): OtpLoginWorld => ({ signedIn: [], effects: [], expectedEffects: [], shownError: null }),
  implementations: (world) => ({
    // The app's session, navigation and event lookup are replaced by recorders; the paths send
    // `event.loaded` themselves.
    actors: { portalEvent: fromCallback<AnyEventObject>(() => undefined) },
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
