import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { eventLoadingMachine, type PortalEvent } from "../app/event-loading.machine.ts";
import { RETRY_EVENT_LOOKUP, resourcesEventError } from "./resources-event.ts";

const EVENT: PortalEvent = { _id: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", title: "Global Tech Expo" };

/** The real event-loading machine whose lookup fails until `answers` says otherwise. */
const start = (answers: Array<() => Promise<PortalEvent | null>>, storedEventId: string | null = null) => {
  const machine = eventLoadingMachine.provide({
    actors: { fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(() => answers.shift()!()) },
    actions: { storeEventId: () => {} },
  });
  return createActor(machine, { input: { hostname: "localhost", storedEventId } }).start();
};

describe("the Resources screen's event (SPEC §2 event error)", () => {
  it("shows nothing while the lookup runs, then the failure in the SPEC's words", async () => {
    let fail: (error: Error) => void = () => {};
    const actor = start([() => new Promise((_, reject) => (fail = reject))]);
    expect(resourcesEventError(actor.getSnapshot())).toBeNull();
    fail(new Error("offline"));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(resourcesEventError(failed)).toBe("Error: Failed to fetch event data");
  });

  it("says when the domain has no event and nothing was kept from an earlier visit", async () => {
    const actor = start([async () => null]);
    expect(resourcesEventError(await waitFor(actor, (snapshot) => snapshot.hasTag("error")))).toBe("Error: No event found for this domain");
  });

  it("Retry asks the same actor again, and the event then stands (the tabs can load)", async () => {
    const actor = start([() => Promise.reject(new Error("offline")), async () => EVENT]);
    await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(actor.getSnapshot().can(RETRY_EVENT_LOOKUP)).toBe(true);
    actor.send(RETRY_EVENT_LOOKUP);
    const loaded = await waitFor(actor, (snapshot) => snapshot.context.event !== null);
    expect(resourcesEventError(loaded)).toBeNull();
    expect(loaded.context.event).toEqual(EVENT);
  });
});
