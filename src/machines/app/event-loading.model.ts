import assert from "node:assert/strict";
import { createMemoryStorage } from "../../api/token-store.ts";
import {
  eventLoadingMachine,
  FALLBACK_EVENT_TITLE,
  FETCH_FAILED_MESSAGE,
  NO_EVENT_MESSAGE,
  type PortalEvent,
} from "./event-loading.machine.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { eventLook } from "../../rules/event-look.ts";

export const STORED_EVENT_ID = "0f0e0d0c-0b0a-4909-8807-060504030201";

export const DEMO_EVENT: PortalEvent = { _id: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", title: "Demo Expo 2025", description: "The demo trade show.", productName: "Exhibitor Portal", logo: "eventWebsite/logo.png", primaryColor: "#0f766e", accentColor: null };

const inputs = {
  /** A returning visitor on a real domain (mixed case, root dot) with an id kept in session storage. */
  returning: { hostname: "Expo.Example.com.", storedEventId: STORED_EVENT_ID },
  /** A first visit on a development host. */
  firstVisit: { hostname: "localhost", storedEventId: null },
  /** An earlier visit kept the whole event on the device: it shows at once, and stands in when the lookup fails. */
  keptOnDevice: { hostname: "localhost", storedEventId: null, storedEvent: DEMO_EVENT },
  /** The server wrote the event into the page: no lookup. */
  served: { hostname: "localhost", storedEventId: null, servedEvent: DEMO_EVENT },
};

const expectedDomain: Record<string, string> = { returning: "expo.example.com", firstVisit: "localhost", keptOnDevice: "localhost", served: "localhost" };

export const eventLoadingModel = defineModel({
  name: "event-loading",
  machine: eventLoadingMachine,
  inputs,
  events: [
    ...outcomesOf("fetchEvent", { answers: [DEMO_EVENT, null], failures: [OFFLINE] }),
    { type: "event.retry" },
  ],
  controlledActors: ["fetchEvent"],
  world: () => ({ sessionStorage: createMemoryStorage(), localStorage: createMemoryStorage() }),
  implementations: (world) => ({
    actions: {
      storeEvent: ({ context }) => {
        world.sessionStorage.setItem("eventId", context.event!._id);
        world.localStorage.setItem("event", JSON.stringify(context.event));
      },
    },
  }),
  assertions: {
    loading: (snapshot, { actors, input }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.context.domain, expectedDomain[input]);
      assert.deepEqual(actors["fetchEvent"]!.pending("fetchEvent")?.input, { domain: expectedDomain[input] });
    },
    refreshing: (snapshot, { input, actors }) => {
      // The kept event shows, without the loading state, while the lookup runs.
      assert.equal(input, "keptOnDevice");
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.deepEqual(snapshot.context.event, DEMO_EVENT);
      assert.deepEqual(actors["fetchEvent"]!.pending("fetchEvent")?.input, { domain: "localhost" });
    },
    loaded: (snapshot, { world, event, input, actors }) => {
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      // The look always follows the event it shows (a stand-in from a stored id has none).
      assert.deepEqual(snapshot.context.look, eventLook(snapshot.context.event));
      assert.equal(snapshot.context.error, null);
      // The event written into the page needs no lookup.
      if (input === "served" && event.type === "xstate.init") assert.equal(actors["fetchEvent"]!.pending("fetchEvent"), undefined);
      const foundNothing = event.type.startsWith("xstate.error.actor.") || (event.type === "xstate.done.actor.fetchEvent" && (event as unknown as { output: unknown }).output === null);
      if (input === "keptOnDevice" && foundNothing) {
        // The lookup failed or found nothing: the kept event stands.
        assert.deepEqual(snapshot.context.event, DEMO_EVENT);
      } else if (snapshot.context.event?._id === STORED_EVENT_ID) {
        assert.deepEqual(snapshot.context.event, { _id: STORED_EVENT_ID, title: FALLBACK_EVENT_TITLE });
      } else {
        assert.ok(!event.type.startsWith("xstate.error.actor."), "only a kept event stands in for a failed lookup");
        assert.deepEqual(snapshot.context.event, DEMO_EVENT);
        assert.equal(world.sessionStorage.getItem("eventId"), DEMO_EVENT._id);
        assert.equal(world.localStorage.getItem("event"), JSON.stringify(DEMO_EVENT));
      }
    },
    error: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      assert.equal(snapshot.context.event, null);
      const failed = event.type.startsWith("xstate.error.actor.");
      assert.equal(snapshot.context.error, failed ? FETCH_FAILED_MESSAGE : NO_EVENT_MESSAGE);
      assert.ok(snapshot.can({ type: "event.retry" }));
    },
  },
});
