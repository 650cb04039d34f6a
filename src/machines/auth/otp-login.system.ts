import { fromCallback, sendTo, type AnyActorRef, type SnapshotFrom } from "xstate";
import type { NavigationCommand, ScreenLocation } from "../app/navigation.ts";
import type { eventLoadingMachine } from "../app/event-loading.machine.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import { SIGN_IN_ADDRESSES, systemActor } from "../app/app-system.ts";
import type { EventLoaded, OtpLoginContext, OtpLoginEvent, SignedIn } from "./otp-login.types.ts";

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

/** A navigation that depends on where the person came from (`context.returnTo`). */
const navigate = (command: (context: OtpLoginContext) => NavigationCommand) =>
  sendTo<OtpLoginContext, SignInEvent, unknown, AnyActorRef, SignInEvent>(
    ({ system }) => systemActor(system, "navigation"),
    ({ context }: { context: OtpLoginContext }) => command(context),
  );

/** The sign-in machine's effects on the app's session and navigation actors, by action name. */
export const appEffects = {
  signedIn: sendTo<OtpLoginContext, SignInEvent, SignedIn, AnyActorRef, SignInEvent>(
    ({ system }) => systemActor(system, "session"),
    (_: unknown, params: SignedIn) => ({ type: "session.signedIn", token: params.token }),
  ),
  // The sign-in's addresses carry the return address (`?next=`), so a reload of either keeps it.
  showCodeStep: navigate((context) => ({ type: "navigation.go", to: withReturnAddress(SIGN_IN_ADDRESSES.codeStep, context.returnTo) })),
  showLoginForm: navigate((context) => ({ type: "navigation.go", to: withReturnAddress(SIGN_IN_ADDRESSES.loginForm, context.returnTo), replace: true })),
  /** To the address the person opened signed out, else the portal's home (SPEC §2). */
  goToPortal: navigate((context) => ({ type: "navigation.go", to: context.returnTo ?? SIGN_IN_ADDRESSES.portalHome })),
};
