import { assign, createActor, fromPromise, sendTo, setup, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { eventLoadingMachine, type PortalEvent } from "../app/event-loading.machine.ts";
import type { CurrentUser } from "../app/session.machine.ts";
import { resourcesEventError, resourcesEventLookup, type ResourcesEventReport } from "./resources-event.ts";

const EVENT: PortalEvent = { _id: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", title: "Global Tech Expo" };
const USER: CurrentUser = {
  _id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@acme.example",
  phoneCode: null,
  mobile: null,
  profileImageUrl: null,
  role: "owner",
  teamMemberId: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
  hasPassword: false,
  exhibitorId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  eventId: EVENT._id,
  reminderTime: "08:00",
};

/** The session as the lookup reads it: only its current user. */
const sessionStandIn = setup({
  types: {} as { context: { user: CurrentUser | null }; events: { type: "user.set"; user: CurrentUser | null } },
}).createMachine({ context: { user: null }, on: { "user.set": { actions: assign({ user: ({ event }) => event.user }) } } });

/**
 * The app's system in small: the real event-loading machine whose lookup answers from `answers`,
 * the session, and a screen holding the lookup, which records what it is told and passes Retry on.
 */
const start = (answers: Array<() => Promise<PortalEvent | null>>, user: CurrentUser | null = USER) => {
  const reports: ResourcesEventReport[] = [];
  const screen = setup({ actors: { eventLookup: resourcesEventLookup } }).createMachine({
    invoke: { id: "eventLookup", src: "eventLookup" },
    on: {
      "event.retry": { actions: sendTo("eventLookup", { type: "event.retry" }) },
      "*": { actions: ({ event }) => void reports.push(event as ResourcesEventReport) },
    },
  });
  const app = setup({
    actors: {
      eventLoading: eventLoadingMachine.provide({
        actors: { fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(() => answers.shift()!()) },
        actions: { storeEvent: () => {} },
      }),
      session: sessionStandIn,
      screen,
    },
  }).createMachine({
    invoke: [
      { id: "event", systemId: "event", src: "eventLoading", input: { hostname: "localhost", storedEventId: null } },
      { id: "session", systemId: "session", src: "session" },
    ],
    initial: "shell",
    states: { shell: { on: { "screen.open": "screen" } }, screen: { invoke: { id: "screen", src: "screen" } } },
  });
  const actor = createActor(app).start();
  const session = actor.getSnapshot().children["session"]!;
  if (user !== null) session.send({ type: "user.set", user });
  const event = actor.getSnapshot().children["event"]!;
  const open = () => {
    actor.send({ type: "screen.open" });
    return actor.getSnapshot().children["screen"]!;
  };
  return { event, session, open, reports };
};

describe("the Resources screen's event (SPEC §2 event error)", () => {
  it("reports loading while the lookup runs, then the failure in the SPEC's words", async () => {
    let fail: (error: Error) => void = () => {};
    const run = start([() => new Promise((_, reject) => (fail = reject))]);
    run.open();
    expect(run.reports).toEqual([{ type: "event.loading" }]);
    fail(new Error("offline"));
    await waitFor(run.event, (snapshot) => snapshot.hasTag("error"));
    expect(run.reports.at(-1)).toEqual({ type: "event.failed", message: "Error: Failed to fetch event data" });
  });

  it("says when the domain has no event and nothing was kept from an earlier visit", async () => {
    const run = start([async () => null]);
    run.open();
    await waitFor(run.event, (snapshot) => snapshot.hasTag("error"));
    expect(resourcesEventError(run.event.getSnapshot() as never)).toBe("Error: No event found for this domain");
    expect(run.reports.at(-1)).toEqual({ type: "event.failed", message: "Error: No event found for this domain" });
  });

  it("passes Retry on to the app's lookup, then reports whose resources to show, once", async () => {
    const run = start([() => Promise.reject(new Error("offline")), async () => EVENT]);
    const screen = run.open();
    await waitFor(run.event, (snapshot) => snapshot.hasTag("error"));
    screen.send({ type: "event.retry" });
    await waitFor(run.event, (snapshot) => snapshot.matches("loaded"));
    // The session's later snapshots (a refreshed user of the same company) tell the screen nothing new.
    run.session.send({ type: "user.set", user: { ...USER, firstName: "Asha R." } });
    expect(run.reports).toEqual([
      { type: "event.loading" },
      { type: "event.failed", message: "Error: Failed to fetch event data" },
      { type: "event.loading" },
      { type: "event.loaded", owner: { event: EVENT._id, exhibitor: USER.exhibitorId } },
    ]);
  });

  it("tells a screen opened after the lookup at once, and waits for the signed-in exhibitor", async () => {
    const run = start([async () => EVENT], null);
    await waitFor(run.event, (snapshot) => snapshot.matches("loaded"));
    run.open();
    expect(run.reports).toEqual([{ type: "event.loading" }]);
    run.session.send({ type: "user.set", user: USER });
    expect(run.reports.at(-1)).toEqual({ type: "event.loaded", owner: { event: EVENT._id, exhibitor: USER.exhibitorId } });
  });
});
