import { createActor, SimulatedClock, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { apiLayer, makeApiRunner } from "../../api/request.ts";
import { TOKEN_KEY } from "../../api/token-store.ts";
import { sessionImplementations, storedUser } from "./session.actors.ts";
import { STORED_EVENT_KEY } from "./event-loading.actors.ts";
import type { SignOutQueue } from "./sign-out.actors.ts";
import type { SignOutRef } from "./sign-out.machine.ts";
import type { OutboxItem } from "../outbox/outbox-types.ts";
import { sessionMachine } from "./session.machine.ts";
import { LOGIN_REDIRECT, LOGOUT_REDIRECT, STORED_USER_KEY, UNAUTHORIZED_TOAST, USER_CACHE_MS, type ToastParams } from "./session.types.ts";
import { ASHA } from "./session.model.ts";
import { createTestStorage } from "../testing/memory-storage.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Nothing of this person waits on the device: signing out asks nothing. */
const NOTHING_WAITING: SignOutQueue = { list: async () => [], syncItem: async () => ({ status: "refused", message: "Not queued" }), subscribe: () => () => undefined };

/** The session machine with its real actors over an injected fetch that answers by path. */
const start = (token: string | null, answers: Record<string, () => Response>, kept: Record<string, string> = {}, waitingOnDevice: SignOutQueue = NOTHING_WAITING) => {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    return answer ? answer() : json(404, { success: false, message: "Not found" });
  };
  const localStorage = createTestStorage({ ...kept, ...(token === null ? {} : { [TOKEN_KEY]: token }) });
  const sessionStorage = createTestStorage({ eventId: "e-1" });
  const toasts: ToastParams[] = [];
  const visited: string[] = [];
  const signIns: Array<{ to: string; leave: boolean }> = [];
  const clock = new SimulatedClock();
  let actor: ReturnType<typeof createActor<typeof sessionMachine>> | undefined;
  const runApi = makeApiRunner(
    apiLayer({
      baseUrl: "http://portal.test/api",
      fetch,
      storage: localStorage,
      // The app root's wiring: every 401 of any call reaches the session.
      onUnauthorized: () => actor?.send({ type: "session.unauthorized" }),
    }),
  );
  const machine = sessionMachine.provide(
    sessionImplementations({
      runApi,
      localStorage,
      sessionStorage,
      navigate: (to) => void visited.push(to),
      signIn: (command) => void signIns.push(command),
      showToast: (toast) => void toasts.push(toast),
      outbox: async () => waitingOnDevice,
    }),
  );
  actor = createActor(machine, { input: { token: localStorage.getItem(TOKEN_KEY), storedUser: storedUser(localStorage) }, clock }).start();
  return { actor, requests, localStorage, sessionStorage, toasts, visited, signIns, clock };
};

const me = () => json(200, { success: true, data: ASHA });

/** What a signed-in visit leaves on the device: the event it loaded and the company's lead questions. */
const KEPT_ON_DEVICE = {
  [STORED_EVENT_KEY]: JSON.stringify({ _id: "e-1", title: "Expo" }),
  "exhibitor-portal.lead-questions": "[]",
  [STORED_USER_KEY]: JSON.stringify(ASHA),
};

describe("session machine with its real actors", () => {
  it("signs in from a stored token: GET /auth/me with the bearer token, the user in context", async () => {
    const session = start("t-1", { "GET /api/auth/me": me });
    const snapshot = await waitFor(session.actor, (state) => state.matches("signedIn"));
    expect(snapshot.context.user).toEqual(ASHA);
    expect(session.requests.map((request) => request.headers.get("Authorization"))).toEqual(["Bearer t-1"]);
  });

  it("keeps the user read with the token, and offline opens signed in as that user", async () => {
    const online = start("t-1", { "GET /api/auth/me": me });
    await waitFor(online.actor, (state) => state.matches("signedIn"));
    expect(JSON.parse(online.localStorage.getItem(STORED_USER_KEY)!)).toEqual(ASHA);

    const offline = start(
      "t-1",
      {
        "GET /api/auth/me": () => {
          throw new TypeError("Failed to fetch");
        },
      },
      { [STORED_USER_KEY]: online.localStorage.getItem(STORED_USER_KEY)! },
    );
    const snapshot = await waitFor(offline.actor, (state) => !state.hasTag("busy"));
    expect(snapshot.hasTag("authenticated")).toBe(true);
    expect(snapshot.context.user).toEqual(ASHA);
    expect(offline.localStorage.getItem(TOKEN_KEY)).toBe("t-1");
    expect(offline.visited).toEqual([]);
  });

  it("offline without a kept user, says the user could not be read and keeps the token", async () => {
    const offline = start("t-1", {
      "GET /api/auth/me": () => {
        throw new TypeError("Failed to fetch");
      },
    }, { [STORED_USER_KEY]: "{broken" });
    const snapshot = await waitFor(offline.actor, (state) => !state.hasTag("busy"));
    expect(snapshot.matches("fetchFailed")).toBe(true);
    expect(offline.localStorage.getItem(TOKEN_KEY)).toBe("t-1");
  });

  it("asks nothing without a token", () => {
    const session = start(null, {});
    expect(session.actor.getSnapshot().value).toBe("signedOut");
    expect(session.requests).toEqual([]);
  });

  it("takes a visitor who opened a portal screen signed out to the sign-in in the app, telling them nothing", () => {
    const session = start(null, {});
    session.actor.send({ type: "session.required" });
    expect(session.signIns).toEqual([{ to: "/exhibitor/login", leave: false }]);
    expect(session.toasts).toEqual([]);
    expect(session.actor.getSnapshot().value).toBe("signedOut");
  });

  it("keeps the user 5 minutes: a refresh inside the window sends nothing, after it refetches", async () => {
    const session = start("t-1", { "GET /api/auth/me": me });
    await waitFor(session.actor, (state) => state.matches({ signedIn: "fresh" }));
    session.clock.increment(USER_CACHE_MS - 1);
    session.actor.send({ type: "user.refresh" });
    expect(session.requests).toHaveLength(1);
    session.clock.increment(1);
    session.actor.send({ type: "user.refresh" });
    await waitFor(session.actor, (state) => state.matches({ signedIn: "fresh" }));
    expect(session.requests).toHaveLength(2);
  });

  it("on a 401: clears the token, shows one toast, and goes to /api/login 500 ms later, not before", async () => {
    const session = start("t-old", { "GET /api/auth/me": () => json(401, { success: false, message: "Unauthorized" }) }, KEPT_ON_DEVICE);
    await waitFor(session.actor, (state) => state.matches("unauthorized"));
    expect(session.localStorage.getItem(TOKEN_KEY)).toBeNull();
    // What a sign-out clears goes too: nothing of the company stays; the public event stays for the sign-in.
    expect(session.localStorage.entries()).toEqual({ [STORED_EVENT_KEY]: KEPT_ON_DEVICE[STORED_EVENT_KEY] });
    expect(session.sessionStorage.entries()).toEqual({});
    expect(session.toasts).toEqual([UNAUTHORIZED_TOAST]);
    session.clock.increment(499);
    expect(session.signIns).toEqual([]);
    session.clock.increment(1);
    // Through the navigation actor, which keeps the address on show to come back to.
    expect(session.signIns).toEqual([{ to: LOGIN_REDIRECT, leave: true }]);
    expect(session.visited).toEqual([]);
    expect(session.actor.getSnapshot().status).toBe("done");
  });

  it("logs out: POST /auth/logout with the token, then clears both storages but the event and goes to /exhibitor", async () => {
    const session = start("t-1", {
      "GET /api/auth/me": me,
      "POST /api/auth/logout": () => json(200, { success: true, message: "Logged out" }),
    }, KEPT_ON_DEVICE);
    await waitFor(session.actor, (state) => state.matches("signedIn"));
    session.actor.send({ type: "session.logout" });
    await waitFor(session.actor, (state) => state.status === "done");
    const logout = session.requests.find((request) => request.method === "POST")!;
    expect(new URL(logout.url).pathname).toBe("/api/auth/logout");
    expect(logout.headers.get("Authorization")).toBe("Bearer t-1");
    // The event is public and this site's: kept, the sign-in opens with no network.
    expect(session.localStorage.entries()).toEqual({ [STORED_EVENT_KEY]: KEPT_ON_DEVICE[STORED_EVENT_KEY] });
    expect(session.sessionStorage.entries()).toEqual({});
    expect(session.visited).toEqual([LOGOUT_REDIRECT]);
  });

  it("asks before signing out while captures wait: Cancel stays signed in; Sign out anyway signs out", async () => {
    const waiting = [{ localId: "scan-1", userId: ASHA._id, state: "pending" }] as unknown as OutboxItem[];
    const outbox: SignOutQueue = { list: async () => waiting, syncItem: async () => ({ status: "queued", reason: "offline" }), subscribe: () => () => undefined };
    const session = start(
      "t-1",
      { "GET /api/auth/me": me, "POST /api/auth/logout": () => json(200, { success: true, message: "Logged out" }) },
      {},
      outbox,
    );
    await waitFor(session.actor, (state) => state.matches("signedIn"));
    // The question's code is downloaded at Sign out; it then runs as the session's child.
    const question = async () => (await waitFor(session.actor, (state) => state.children["signOut"] !== undefined)).children["signOut"] as unknown as SignOutRef;

    session.actor.send({ type: "session.logout" });
    await waitFor(await question(), (state) => state.matches("asking"));
    expect(session.actor.getSnapshot().hasTag("authenticated")).toBe(true);
    expect((await question()).getSnapshot().context.waiting).toBe(1);
    (await question()).send({ type: "signOut.cancel" });
    await waitFor(session.actor, (state) => state.matches("signedIn"));
    expect(session.requests.filter((request) => request.method === "POST")).toEqual([]);

    session.actor.send({ type: "session.logout" });
    await waitFor(await question(), (state) => state.matches("asking"));
    (await question()).send({ type: "signOut.anyway" });
    await waitFor(session.actor, (state) => state.status === "done");
    expect(session.visited).toEqual([LOGOUT_REDIRECT]);
  });

  it("stores the token of a new sign-in and fetches the user with it", async () => {
    const session = start(null, { "GET /api/auth/me": me });
    session.actor.send({ type: "session.signedIn", token: "t-new" });
    await waitFor(session.actor, (state) => state.matches("signedIn"));
    expect(session.localStorage.getItem(TOKEN_KEY)).toBe("t-new");
    expect(session.requests[0]!.headers.get("Authorization")).toBe("Bearer t-new");
  });
});
