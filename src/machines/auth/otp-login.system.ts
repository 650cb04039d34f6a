import { fromCallback, sendTo, type ActorSystem, type AnyActorRef, type SnapshotFrom } from "xstate";
import type { NavigationCommand, ScreenLocation } from "../app/navigation.ts";
import type { eventLoadingMachine } from "../app/event-loading.machine.ts";
import { PORTAL_BASE, SIGNED_OUT_PATHS } from "../app/screens.ts";
import type { EventLoaded, OtpLoginContext, OtpLoginEvent, SignedIn } from "./otp-login.types.ts";

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
 * An actor of the app's system (`navigation`, `session`, `event`). The sign-in screen only runs as
 * the app's child; a missing one is a wiring mistake and fails loudly.
 */
export const systemActor = (system: ActorSystem<any>, systemId: "navigation" | "session" | "event"): AnyActorRef => {
  const actor = system.get(systemId) as AnyActorRef | undefined;
  if (actor === undefined) throw new Error(`The sign-in screen runs in the app's actor system, which has no "${systemId}" actor.`);
  return actor;
};

type EventLookupSnapshot = SnapshotFrom<typeof eventLoadingMachine>;

/**
 * Reports `event.loaded` once the app's event lookup (systemId `event`) has the event, at once when
 * it already has it, or when a later answer or a Retry brings it.
 */
export const portalEventWatch = fromCallback(({ system, sendBack }) => {
  const lookup = systemActor(system, "event");
  let reported: string | null = null;
  const report = (snapshot: EventLookupSnapshot) => {
    const eventId = snapshot.context.event?._id ?? null;
    if (eventId === null || eventId === reported) return;
    reported = eventId;
    sendBack({ type: "event.loaded", eventId } satisfies EventLoaded);
  };
  report(lookup.getSnapshot() as EventLookupSnapshot);
  const subscription = lookup.subscribe((snapshot: EventLookupSnapshot) => report(snapshot));
  return () => subscription.unsubscribe();
});

type SignInEvent = OtpLoginEvent | ScreenLocation;

const navigate = (command: NavigationCommand) =>
  sendTo<OtpLoginContext, SignInEvent, unknown, AnyActorRef, SignInEvent>(({ system }) => systemActor(system, "navigation"), command);

/** The sign-in machine's effects on the app's session and navigation actors, by action name. */
export const appEffects = {
  signedIn: sendTo<OtpLoginContext, SignInEvent, SignedIn, AnyActorRef, SignInEvent>(
    ({ system }) => systemActor(system, "session"),
    (_: unknown, params: SignedIn) => ({ type: "session.signedIn", token: params.token }),
  ),
  showCodeStep: navigate({ type: "navigation.go", to: SIGN_IN_ADDRESSES.codeStep }),
  showLoginForm: navigate({ type: "navigation.go", to: SIGN_IN_ADDRESSES.loginForm, replace: true }),
  goToPortal: navigate({ type: "navigation.go", to: SIGN_IN_ADDRESSES.portalHome }),
};
