import assert from "node:assert/strict";
import { TOKEN_KEY } from "../../api/token-store.ts";
import { sessionMachine } from "./session.machine.ts";
import { LOGIN_REDIRECT, LOGOUT_REDIRECT, SIGN_IN_ADDRESS, STORED_USER_KEY, UNAUTHORIZED_TOAST } from "./session.types.ts";
import type { CurrentUser, SessionInput, ToastParams } from "./session.types.ts";
import { createTestStorage } from "../testing/memory-storage.ts";
import { OFFLINE, outcomesOf, SIGNED_OUT } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { standInLogic } from "../testing/stand-in-logic.ts";
import type { SignOutOutcome } from "./sign-out.machine.ts";

export const STORED_TOKEN = "stored-token";
export const NEW_TOKEN = "token-from-otp";

/** The downloaded question (sign-out.model.ts walks the real one): here the controlled actor `signOut` answers for it. */
const SIGN_OUT_QUESTION = standInLogic<SignOutOutcome>("signOut");

export const ASHA: CurrentUser = {
  _id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", firstName: "Asha", lastName: "Rao", email: "asha@acme.example",
  phoneCode: "91", mobile: "9876543210", profileImageUrl: null, role: "owner", teamMemberId: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
  hasPassword: false, exhibitorId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b", eventId: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
} as CurrentUser;

const world = (input: SessionInput) => ({
  localStorage: createTestStorage({
    theme: "dark",
    // What a signed-in screen kept on the device (the Scan screen's copy of the company's lead questions).
    "exhibitor-portal.lead-questions": "[]",
    ...(input.token === null ? {} : { [TOKEN_KEY]: input.token }),
    ...(input.storedUser ? { [STORED_USER_KEY]: JSON.stringify(input.storedUser) } : {}),
  }),
  sessionStorage: createTestStorage({ eventId: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f" }),
  toasts: [] as ToastParams[],
  redirects: [] as string[],
  /** The sign-ins asked of the navigation actor, which keeps the address on show to come back to. */
  signIns: [] as Array<{ to: string; leave: boolean }>,
});

export const sessionModel = defineModel({
  name: "session",
  machine: sessionMachine,
  inputs: {
    withToken: { token: STORED_TOKEN },
    withoutToken: { token: null },
    /** A returning visitor whose user was read on an earlier visit: the portal opens signed in at once, while the user is read again. */
    returning: { token: STORED_TOKEN, storedUser: ASHA },
  },
  events: [
    { type: "session.signedIn", token: NEW_TOKEN },
    { type: "session.unauthorized" },
    { type: "session.required" },
    { type: "session.logout" },
    { type: "session.retry" },
    { type: "user.refresh" },
    { type: "user.reload" },
    ...outcomesOf("fetchCurrentUser", { answers: [ASHA, null], failures: [SIGNED_OUT, OFFLINE] }),
    ...outcomesOf("loadSignOut", { answers: [SIGN_OUT_QUESTION], failures: [OFFLINE] }),
    ...outcomesOf("signOut", { answers: [{ leave: true }, { leave: false }], failures: [new Error("The question could not start.")] }),
    ...outcomesOf("logout", { answers: [{ success: true, message: "Logged out" }], failures: [OFFLINE] }),
    { type: "xstate.after.userCacheTime.session.signedIn.fresh" },
    { type: "xstate.after.redirectDelay.session.unauthorized" },
    { type: "xstate.after.logoutTimeout.session.loggingOut" },
  ],
  controlledActors: ["fetchCurrentUser", "logout", "loadSignOut", "signOut"],
  world,
  implementations: (w) => ({
    actions: {
      persistToken: (_, { token }) => w.localStorage.setItem(TOKEN_KEY, token),
      persistUser: ({ context }) => w.localStorage.setItem(STORED_USER_KEY, JSON.stringify(context.user)),
      clearToken: () => {
        w.localStorage.removeItem(TOKEN_KEY);
        w.localStorage.removeItem(STORED_USER_KEY);
      },
      clearStorage: () => {
        w.localStorage.clear();
        w.sessionStorage.clear();
      },
      showToast: recordInto(w.toasts),
      redirect: (_, { to }) => void w.redirects.push(to),
      goToSignIn: recordInto(w.signIns),
    },
  }),
  assertions: {
    fetchingUser: (snapshot, { world: w, actors }) => {
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("authenticated"));
      assert.ok(snapshot.context.token !== null);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), snapshot.context.token);
      assert.ok(actors["fetchCurrentUser"]!.pending("fetchCurrentUser"));
      assert.deepEqual(w.redirects, []);
    },
    fetchFailed: (snapshot, { world: w }) => {
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy") && !snapshot.hasTag("authenticated"));
      assert.equal(snapshot.context.storedUser, null, "only a token whose user is unknown fails offline");
      assert.equal(snapshot.context.error, OFFLINE.message);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), snapshot.context.token, "the token is kept for a retry");
      assert.ok(snapshot.can({ type: "session.retry" }));
    },
    signedIn: (snapshot, { world: w }) => {
      assert.ok(snapshot.hasTag("authenticated"));
      assert.deepEqual(snapshot.context.user, ASHA);
      assert.ok(snapshot.context.token !== null);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), snapshot.context.token);
      assert.equal(snapshot.context.error, null);
      // The user read with the token is kept for a start with no network.
      assert.equal(w.localStorage.getItem(STORED_USER_KEY), JSON.stringify(ASHA));
      assert.deepEqual(snapshot.context.storedUser, ASHA);
    },
    "signedIn.fresh": (snapshot, { actors }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(actors["fetchCurrentUser"]!.pending(), undefined, "a fresh user is not refetched");
      assert.equal(snapshot.can({ type: "user.refresh" }), false);
      // A refused answer does not wait for the cache: the user is read again at once.
      assert.ok(snapshot.can({ type: "user.reload" }));
    },
    "signedIn.stale": (snapshot, { actors, event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(actors["fetchCurrentUser"]!.pending(), undefined);
      assert.ok(snapshot.can({ type: "user.refresh" }));
      // Cancelled at the question: signed in as before, nothing revoked.
      if (event.type === "xstate.done.actor.signOut") {
        assert.equal(actors["logout"]!.calls.length, 0);
        assert.equal(snapshot.children["signOut"], undefined, "the answered question is gone");
      }
    },
    "signedIn.refreshing": (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["fetchCurrentUser"]!.pending("fetchCurrentUser"));
      // A refusal while a read runs starts no second one.
      if (event.type === "user.reload") assert.equal(actors["fetchCurrentUser"]!.calls.filter((call) => !call.settled && !call.aborted).length, 1);
    },
    signedOut: (snapshot, { world: w, event }) => {
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("authenticated"));
      // A portal screen opened signed out: to the sign-in in the app; nobody was logged out, nobody is told so.
      if (event.type === "session.required") assert.deepEqual(w.signIns.at(-1), { to: SIGN_IN_ADDRESS, leave: false });
      assert.deepEqual(w.toasts, []);
      assert.equal(snapshot.context.token, null);
      assert.equal(snapshot.context.user, null);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), null);
      assert.equal(w.localStorage.getItem(STORED_USER_KEY), null);
      assert.ok(snapshot.can({ type: "session.signedIn", token: NEW_TOKEN }));
    },
    unauthorized: (snapshot, { world: w }) => {
      assert.ok(!snapshot.hasTag("authenticated"));
      assert.equal(snapshot.context.token, null);
      assert.equal(snapshot.context.user, null);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), null);
      // A session ended by the server leaves nothing of the company on the device, as a sign-out does.
      assert.deepEqual(w.localStorage.entries(), {});
      assert.deepEqual(w.sessionStorage.entries(), {});
      assert.deepEqual(w.toasts, [UNAUTHORIZED_TOAST], "exactly one toast, however many 401s arrive");
      assert.deepEqual(w.signIns.filter((signIn) => signIn.leave), [], "the redirect waits for the delay");
    },
    redirecting: (snapshot, { world: w, event }) => {
      assert.equal(snapshot.status, "done");
      assert.equal(event.type, "xstate.after.redirectDelay.session.unauthorized");
      assert.deepEqual(w.signIns.filter((signIn) => signIn.leave), [{ to: LOGIN_REDIRECT, leave: true }]);
      assert.deepEqual(w.redirects, []);
      assert.deepEqual(w.toasts, [UNAUTHORIZED_TOAST]);
      assert.equal(w.localStorage.getItem(TOKEN_KEY), null);
    },
    confirmingSignOut: (snapshot, { world: w, actors }) => {
      // Still signed in while the person is asked: the screen and the outbox stay.
      assert.ok(snapshot.hasTag("authenticated") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.user, ASHA);
      assert.equal(actors["logout"]!.pending(), undefined, "nothing is revoked before the answer");
      assert.ok(w.localStorage.getItem(TOKEN_KEY) !== null);
      assert.deepEqual(w.redirects, []);
    },
    "confirmingSignOut.loading": (snapshot, { actors }) => {
      assert.ok(actors["loadSignOut"]!.pending("loadSignOut"), "the question's code is downloaded when Sign out is pressed");
      assert.equal(snapshot.children["signOut"], undefined, "no question runs before its code is here");
    },
    "confirmingSignOut.asking": (snapshot, { actors }) => {
      assert.ok(actors["signOut"]!.pending("signOut"), "the question about waiting captures runs");
      assert.ok(snapshot.children["signOut"] !== undefined, "as the child the header's dialog draws");
    },
    loggingOut: (snapshot, { world: w, actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.children["signOut"], undefined, "the question ends with the state that asked it");
      assert.ok(actors["logout"]!.pending("logout"));
      assert.ok(w.localStorage.getItem(TOKEN_KEY) !== null, "the logout call still carries the token");
      assert.deepEqual(w.redirects, []);
    },
    loggedOut: (snapshot, { world: w }) => {
      assert.equal(snapshot.status, "done");
      assert.equal(snapshot.context.token, null);
      assert.equal(snapshot.context.user, null);
      assert.deepEqual(w.localStorage.entries(), {});
      assert.deepEqual(w.sessionStorage.entries(), {});
      assert.deepEqual(w.redirects, [LOGOUT_REDIRECT]);
      assert.deepEqual(w.toasts, []);
    },
  },
});
