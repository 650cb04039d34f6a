import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type AnyActorLogic } from "xstate";
import type { CurrentUser } from "./session.types.ts";
import { sessionMachine } from "./session.machine.ts";
import { sessionPhase } from "./session-phase.ts";
import { ASHA } from "./session.model.ts";
import { signOutMachine } from "./sign-out.machine.ts";

/** The real session machine with the browser effects replaced by no-ops. */
const session = (token: string | null, fetchUser: () => Promise<CurrentUser | null>) =>
  createActor(
    sessionMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise<CurrentUser | null, void>(fetchUser),
        logout: fromPromise<unknown, void>(async () => ({ success: true })),
        // Nothing of this person waits on the device.
        loadSignOut: fromPromise<AnyActorLogic, void>(async () => signOutMachine.provide({ actors: { countWaiting: fromPromise<number, void>(async () => 0) } })),
      },
      actions: { persistToken: () => {}, persistUser: () => {}, clearToken: () => {}, clearStorage: () => {}, showToast: () => {}, redirect: () => {} },
    }),
    { input: { token } },
  ).start();

describe("which routes the session allows (SPEC §2, §4)", () => {
  it("is signed out without a stored token", () => {
    expect(sessionPhase(session(null, async () => null).getSnapshot())).toBe("signedOut");
  });

  it("is unknown while the stored token is checked, then signed in", async () => {
    let answer: (value: CurrentUser) => void = () => {};
    const actor = session("token", () => new Promise((resolve) => (answer = resolve)));
    expect(sessionPhase(actor.getSnapshot())).toBe("unknown");
    answer(ASHA);
    await waitFor(actor, (snapshot) => snapshot.hasTag("authenticated"));
    expect(sessionPhase(actor.getSnapshot())).toBe("signedIn");
  });

  it("offers a retry when the check failed for another reason than 401", async () => {
    const actor = session("token", async () => {
      throw Object.assign(new Error("Failed to fetch"), { _tag: "Network" });
    });
    await waitFor(actor, (snapshot) => snapshot.matches("fetchFailed"));
    expect(sessionPhase(actor.getSnapshot())).toBe("failed");
  });

  it("is leaving once unauthorized or logging out", async () => {
    const actor = session("token", async () => ASHA);
    await waitFor(actor, (snapshot) => snapshot.hasTag("authenticated"));
    actor.send({ type: "session.logout" });
    // Still signed in while the captures waiting on the device are counted.
    expect(sessionPhase(actor.getSnapshot())).toBe("signedIn");
    await waitFor(actor, (snapshot) => !snapshot.hasTag("authenticated"));
    expect(sessionPhase(actor.getSnapshot())).toBe("leaving");

    const other = session(null, async () => null);
    other.send({ type: "session.unauthorized" });
    expect(sessionPhase(other.getSnapshot())).toBe("leaving");
    // Its redirect's timer would otherwise outlive the test.
    other.stop();
    actor.stop();
  });
});
