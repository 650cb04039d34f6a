import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom, type AnyActorLogic } from "xstate";
import { appMachine } from "../app/app.machine.ts";
import type { SignedInParts } from "../app/signed-in-parts.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { eventLoadingMachine, type PortalEvent } from "../app/event-loading.machine.ts";
import type { NavigationCommand } from "../app/navigation.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import type { ScreenName } from "../app/screens.ts";
import { sessionMachine } from "../app/session.machine.ts";
import type { CurrentUser } from "../app/session.types.ts";
import { outboxMachine } from "../outbox/outbox.machine.ts";
import type { OutboxItem } from "../outbox/outbox-types.ts";
import type { SyncRun } from "../outbox/sync-run.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { otpLoginImplementations } from "./otp-login.actors.ts";
import { EVENT_ID, MOBILE, SENT, VERIFIED } from "./otp-login.fixtures.ts";
import { otpLoginMachine } from "./otp-login.machine.ts";
import type { MessageAnswer, VerifyOtpAnswer } from "./otp-login.types.ts";
import { codeStepWith, type CodeStepRef } from "../codes/code-step.machine.ts";

type SignIn = ActorRefFrom<typeof otpLoginMachine>;

/** What the code entry sends to the sign-in's code step. */
const enterCode = (signIn: SignIn, code: string) => {
  const step = signIn.getSnapshot().children.codeStep as CodeStepRef;
  step.send({ type: "field.change", field: "code", value: code });
  step.send({ type: "code.verify" });
};

/**
 * The sign-in screen as the app runs it: the app machine starts it, the session and the event lookup
 * are the real machines (over stand-in reads), and the navigation actor behaves like the browser's:
 * a `navigation.go` changes the address, and every change is reported back to the app.
 */
const startPortal = (pathname: string) => {
  const sendCode = createControllablePromiseActor<MessageAnswer>();
  const verifyOtp = createControllablePromiseActor<VerifyOtpAnswer>();
  const fetchEvent = createControllablePromiseActor<PortalEvent | null, { domain: string }>();
  const fetchCurrentUser = createControllablePromiseActor<CurrentUser | null, void>();
  const commands: NavigationCommand[] = [];
  let address = pathname;
  let report: (to: string) => void = () => undefined;
  const navigation = fromCallback<NavigationCommand>(({ sendBack, receive }) => {
    report = (to) => {
      address = to;
      const url = new URL(to, "https://portal.test");
      sendBack({ type: "location.changed", pathname: url.pathname, search: url.search });
    };
    report(pathname);
    receive((command) => {
      commands.push(command);
      if (command.type === "navigation.signIn") report(withReturnAddress(command.to, address));
      else report(command.type === "navigation.back" ? command.fallback : command.to);
    });
  });
  // The screen's real wiring, with its code step's two API calls answered by the test.
  const real = otpLoginImplementations({ runApi: () => Promise.reject(new Error("no API here")) });
  const signInLogic = otpLoginMachine.provide({
    actors: { ...real.actors, codeStep: codeStepWith({ sendCode: sendCode.logic, verifyCode: verifyOtp.logic }) },
    actions: real.actions,
  });
  const app = createActor(
    appMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: { fetchCurrentUser: fetchCurrentUser.logic },
          actions: {
            persistToken: () => undefined,
            persistUser: () => undefined,
            clearToken: () => undefined,
            // As the app root gives it: through the navigation actor.
            goToSignIn: ({ system }, command) => system.get("navigation")?.send({ type: "navigation.signIn", ...command }),
          },
        }),
        eventLoading: eventLoadingMachine.provide({
          actors: { fetchEvent: fetchEvent.logic },
          actions: { storeEvent: () => undefined },
        }),
        // The outbox has tests of its own; here an empty queue, and the header's read unanswered.
        loadSignedInParts: fromPromise<SignedInParts, void>(async () => ({
          companySummary: remoteDataMachine,
          followUpsDue: remoteDataMachine,
          outbox: outboxMachine.provide({
            actors: {
              readQueue: fromPromise<ReadonlyArray<OutboxItem>, void>(async () => []),
              syncPending: fromPromise<SyncRun, void>(async () => ({ outcome: "done", synced: 0, refused: 0 })),
              watch: fromCallback(() => undefined),
            },
          }),
        })),
        navigation,
        loadScreen: fromPromise<AnyActorLogic, { screen: ScreenName }>(async ({ input }) => {
          if (input.screen !== "signIn") throw new Error(`no machine for ${input.screen} here`);
          return signInLogic;
        }),
      },
    }),
    { input: { token: null, hostname: "localhost", storedEventId: null } },
  ).start();
  const signIn = async (): Promise<SignIn> => {
    const running = await waitFor(app, (snapshot) => snapshot.matches("running"));
    return running.context.screen as SignIn;
  };
  const browserBack = (to: string) => report(to);
  return { app, signIn, sendCode, verifyOtp, fetchEvent, fetchCurrentUser, commands, browserBack, address: () => address };
};

describe("the sign-in screen in the app's actor system", () => {
  it("takes the event from the app's event lookup, when it arrives after the screen started", async () => {
    const portal = startPortal("/exhibitor/login");
    const signIn = await portal.signIn();
    expect(signIn.getSnapshot().hasTag("eventMissing")).toBe(true);
    portal.fetchEvent.pending()!.resolve({ _id: EVENT_ID, title: "Expo" });
    await waitFor(signIn, (snapshot) => !snapshot.hasTag("eventMissing"));
    expect(signIn.getSnapshot().context.eventId).toBe(EVENT_ID);
  });

  it("a code step opened without a code is replaced by the login form", async () => {
    const portal = startPortal("/exhibitor/otp-verification");
    const signIn = await portal.signIn();
    expect(portal.commands).toEqual([{ type: "navigation.go", to: "/exhibitor/login", replace: true }]);
    expect(portal.address()).toBe("/exhibitor/login");
    expect(signIn.getSnapshot().matches("form")).toBe(true);
    // The same screen stays: the app did not start another sign-in machine.
    expect(portal.app.getSnapshot().context.screen).toBe(signIn);
  });

  it("sends a code, shows the code step, abandons it on the browser's Back, then signs in and goes to the portal", async () => {
    const portal = startPortal("/exhibitor/login");
    portal.fetchEvent.pending()!.resolve({ _id: EVENT_ID, title: "Expo" });
    const signIn = await portal.signIn();
    await waitFor(signIn, (snapshot) => !snapshot.hasTag("eventMissing"));
    const requestCode = async () => {
      signIn.send({ type: "field.change", field: "mobile", value: MOBILE });
      signIn.send({ type: "code.send" });
      portal.sendCode.pending()!.resolve(SENT);
      await waitFor(signIn, (snapshot) => snapshot.hasTag("codeStep"));
    };
    await requestCode();
    expect(portal.address()).toBe("/exhibitor/otp-verification");

    portal.browserBack("/exhibitor/login");
    expect(signIn.getSnapshot().matches("form")).toBe(true);
    expect(signIn.getSnapshot().context.mobile).toBe("");
    expect(portal.commands).toEqual([{ type: "navigation.go", to: "/exhibitor/otp-verification" }]);

    await requestCode();
    enterCode(signIn, "4821");
    portal.verifyOtp.pending()!.resolve(VERIFIED);
    await waitFor(portal.app, (snapshot) => snapshot.context.phase === "unknown");
    // The session checks the new token; the sign-in screen is gone with its address.
    expect(portal.fetchCurrentUser.calls).toHaveLength(1);
    expect(portal.app.getSnapshot().children.session?.getSnapshot().context.token).toBe(VERIFIED.token);
    expect(portal.commands.at(-1)).toEqual({ type: "navigation.go", to: "/exhibitor" });
    expect(portal.app.getSnapshot().context.screen).toBeNull();
  });

  it("a portal address opened signed out comes back once signed in: its query too, through the code step", async () => {
    const portal = startPortal("/exhibitor/tickets?register=p-gold");
    portal.fetchEvent.pending()!.resolve({ _id: EVENT_ID, title: "Expo" });
    await waitFor(portal.app, (snapshot) => snapshot.context.screenName === "leaveForLogin");
    // What the route view does for that screen: the session takes the visitor to the sign-in.
    portal.app.getSnapshot().children.session!.send({ type: "session.required" });
    const back = "next=%2Fexhibitor%2Ftickets%3Fregister%3Dp-gold";
    expect(portal.address()).toBe(`/exhibitor/login?${back}`);
    const signIn = await portal.signIn();
    expect(signIn.getSnapshot().context.returnTo).toBe("/exhibitor/tickets?register=p-gold");
    await waitFor(signIn, (snapshot) => !snapshot.hasTag("eventMissing"));

    signIn.send({ type: "field.change", field: "mobile", value: MOBILE });
    signIn.send({ type: "code.send" });
    portal.sendCode.pending()!.resolve(SENT);
    await waitFor(signIn, (snapshot) => snapshot.hasTag("codeStep"));
    // A reload of the code step keeps where to go.
    expect(portal.address()).toBe(`/exhibitor/otp-verification?${back}`);
    enterCode(signIn, "4821");
    portal.verifyOtp.pending()!.resolve(VERIFIED);
    await waitFor(portal.app, (snapshot) => snapshot.context.phase === "unknown");
    expect(portal.commands.at(-1)).toEqual({ type: "navigation.go", to: "/exhibitor/tickets?register=p-gold" });
    expect(portal.app.getSnapshot().context).toMatchObject({ path: "/tickets", search: "?register=p-gold" });
  });

  it("a return address of another site is not followed: the portal's home instead", async () => {
    const portal = startPortal("/exhibitor/login?next=https%3A%2F%2Fevil.example%2Fexhibitor%2F");
    portal.fetchEvent.pending()!.resolve({ _id: EVENT_ID, title: "Expo" });
    const signIn = await portal.signIn();
    expect(signIn.getSnapshot().context.returnTo).toBeNull();
    await waitFor(signIn, (snapshot) => !snapshot.hasTag("eventMissing"));
    signIn.send({ type: "field.change", field: "mobile", value: MOBILE });
    signIn.send({ type: "code.send" });
    portal.sendCode.pending()!.resolve(SENT);
    await waitFor(signIn, (snapshot) => snapshot.hasTag("codeStep"));
    expect(portal.address()).toBe("/exhibitor/otp-verification");
    enterCode(signIn, "4821");
    portal.verifyOtp.pending()!.resolve(VERIFIED);
    await waitFor(portal.app, (snapshot) => snapshot.context.phase === "unknown");
    expect(portal.commands.at(-1)).toEqual({ type: "navigation.go", to: "/exhibitor" });
  });
});
