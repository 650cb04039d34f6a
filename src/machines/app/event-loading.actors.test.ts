import { createActor, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import {
  EVENT_ID_KEY,
  eventLoadingImplementations,
  eventOfAnswer,
  servedEvent,
  STORED_EVENT_KEY,
  storedEvent,
  storedEventId,
} from "./event-loading.actors.ts";
import { SERVED_EVENT_ELEMENT_ID } from "../../rules/served-event.ts";
import { eventLoadingMachine, FETCH_FAILED_MESSAGE, NO_EVENT_MESSAGE } from "./event-loading.machine.ts";
import { DEMO_EVENT } from "./event-loading.model.ts";
import { createTestStorage } from "../testing/memory-storage.ts";

/** The machine with its real actor over an injected fetch; retries back off 1 ms instead of 300. */
const start = (hostname: string, stored: string | null, answer: () => Response | Promise<Response>, kept: Record<string, string> = {}) => {
  const { runApi, requests } = recordingApi(answer);
  const sessionStorage = createTestStorage(stored === null ? {} : { [EVENT_ID_KEY]: stored });
  const localStorage = createTestStorage(kept);
  const machine = eventLoadingMachine.provide(eventLoadingImplementations({ runApi, sessionStorage, localStorage }));
  const actor = createActor(machine, {
    input: { hostname, storedEventId: storedEventId(sessionStorage), storedEvent: storedEvent(localStorage) },
  }).start();
  return { actor, requests, sessionStorage, localStorage };
};

const settled = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (state) => !state.hasTag("busy"));

describe("event loading with its real actor", () => {
  it("asks the server about the page's host (localhost too) and keeps the event id", async () => {
    const loading = start("localhost", null, () => jsonResponse(200, { success: true, data: { domainData: { event: DEMO_EVENT } } }));
    const snapshot = await settled(loading.actor);
    expect(snapshot.value).toBe("loaded");
    expect(snapshot.context.event).toEqual(DEMO_EVENT);
    expect(loading.requests[0]!.path).toBe("/api/auth/domain-event?domain=localhost");
    expect(loading.sessionStorage.getItem(EVENT_ID_KEY)).toBe(DEMO_EVENT._id);
    expect(JSON.parse(loading.localStorage.getItem(STORED_EVENT_KEY)!)).toEqual(DEMO_EVENT);
  });

  it("shows the event an earlier visit kept on the device at once, and keeps it when offline", async () => {
    const loading = start("expo.example.com", null, () => Promise.reject(new TypeError("Failed to fetch")), {
      [STORED_EVENT_KEY]: JSON.stringify(DEMO_EVENT),
    });
    // At once: no loading state, the kept event, the lookup on its way.
    expect(loading.actor.getSnapshot().value).toBe("refreshing");
    expect(loading.actor.getSnapshot().hasTag("busy")).toBe(false);
    expect(loading.actor.getSnapshot().context.event).toEqual(DEMO_EVENT);
    const snapshot = await waitFor(loading.actor, (state) => state.matches("loaded"));
    expect(snapshot.context.event).toEqual(DEMO_EVENT);
    expect(snapshot.context.error).toBeNull();
  });

  it("brings a kept event up to date with the lookup's answer", async () => {
    const renamed = { ...DEMO_EVENT, title: "Demo Expo 2026" };
    const loading = start("localhost", null, () => jsonResponse(200, { success: true, data: { domainData: { event: renamed } } }), {
      [STORED_EVENT_KEY]: JSON.stringify(DEMO_EVENT),
    });
    expect(loading.actor.getSnapshot().context.event).toEqual(DEMO_EVENT);
    const snapshot = await waitFor(loading.actor, (state) => state.matches("loaded"));
    expect(snapshot.context.event).toEqual(renamed);
    expect(JSON.parse(loading.localStorage.getItem(STORED_EVENT_KEY)!)).toEqual(renamed);
  });

  it("offline without a kept event, says the lookup failed; a kept event that is not one is ignored", async () => {
    const loading = start("expo.example.com", null, () => Promise.reject(new TypeError("Failed to fetch")), { [STORED_EVENT_KEY]: "{not json" });
    const snapshot = await settled(loading.actor);
    expect(snapshot.context.error).toBe(FETCH_FAILED_MESSAGE);
  });

  it("falls back to the stored id when the domain has no event (404)", async () => {
    const loading = start("expo.example.com", "e-stored", () => jsonResponse(404, { success: false, message: NO_EVENT_MESSAGE }));
    const snapshot = await settled(loading.actor);
    expect(snapshot.context.event).toEqual({ _id: "e-stored", title: "Event" });
  });

  it("says no event was found when the domain has none and nothing is stored", async () => {
    const loading = start("expo.example.com", null, () => jsonResponse(404, { success: false, message: NO_EVENT_MESSAGE }));
    const snapshot = await settled(loading.actor);
    expect(snapshot.value).toBe("error");
    expect(snapshot.context.error).toBe(NO_EVENT_MESSAGE);
  });

  it("reports a failed lookup after the query retries, and loads on retry", async () => {
    let down = true;
    const loading = start("expo.example.com", "e-stored", () => {
      if (down) throw new TypeError("Failed to fetch");
      return jsonResponse(200, { success: true, data: { domainData: { event: DEMO_EVENT } } });
    });
    const failed = await settled(loading.actor);
    expect(failed.context.error).toBe(FETCH_FAILED_MESSAGE);
    expect(loading.requests).toHaveLength(4);
    down = false;
    loading.actor.send({ type: "event.retry" });
    expect((await settled(loading.actor)).context.event).toEqual(DEMO_EVENT);
  });
});

describe("servedEvent", () => {
  const page = (text: string | null) => ({
    getElementById: (id: string) => (id === SERVED_EVENT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
  });

  it("reads the event the server wrote into the page, and nothing from a missing, broken or id-less block", () => {
    expect(servedEvent(page(JSON.stringify({ event: DEMO_EVENT })))).toEqual(DEMO_EVENT);
    expect(servedEvent(page(null))).toBeNull();
    expect(servedEvent(page("{not json"))).toBeNull();
    expect(servedEvent(page(JSON.stringify({ event: { title: "No id" } })))).toBeNull();
  });

  it("loads the served event without asking the server", async () => {
    const { runApi, requests } = recordingApi(() => jsonResponse(500, {}));
    const sessionStorage = createTestStorage({});
    const localStorage = createTestStorage({});
    const machine = eventLoadingMachine.provide(eventLoadingImplementations({ runApi, sessionStorage, localStorage }));
    const actor = createActor(machine, {
      input: { hostname: "localhost", storedEventId: null, servedEvent: servedEvent(page(JSON.stringify({ event: DEMO_EVENT }))) },
    }).start();
    expect(actor.getSnapshot().value).toBe("loaded");
    expect(actor.getSnapshot().context.event).toEqual(DEMO_EVENT);
    expect(requests).toEqual([]);
    expect(sessionStorage.getItem(EVENT_ID_KEY)).toBe(DEMO_EVENT._id);
  });
});

describe("eventOfAnswer", () => {
  it("reads data.domainData.event, or domainData itself, and nothing without an id", () => {
    expect(eventOfAnswer({ data: { domainData: { event: DEMO_EVENT } } })).toEqual(DEMO_EVENT);
    expect(eventOfAnswer({ data: { domainData: DEMO_EVENT } })).toEqual(DEMO_EVENT);
    expect(eventOfAnswer({ data: { domainData: { event: { title: "No id" } } } })).toBeNull();
    expect(eventOfAnswer({ success: true })).toBeNull();
  });
});
