import assert from "node:assert/strict";
import { fromCallback, fromPromise } from "xstate";
import { remoteDataMachine, type ReadInput } from "../data/remote-data.machine.ts";
import { defineModel } from "../testing/model.ts";
import type { StepContext } from "../testing/model.ts";
import type { ResourceOwner } from "./resource-form.ts";
import type { EventRetry, ResourcesEventReport } from "./resources-event.ts";
import { openTab, resourcesScreenMachine, type ResourceList, type ResourcesScreenSnapshot, type ResourcesTab } from "./resources-screen.machine.ts";

const ACME: ResourceOwner = { event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b" };
/** Another exhibitor of the same event (the app signed in as someone else). */
const NIMBUS: ResourceOwner = { event: ACME.event, exhibitor: "5c4b3a29-1807-4f6e-9d5c-4b3a29180706" };
const LOOKUP_FAILED = "Error: Failed to fetch event data";

type Read = "event" | "mine" | "faqs";

interface World {
  /** Every list read the screen started, with what it asked for. */
  readonly reads: Array<{ readonly list: Read; readonly params: unknown }>;
  /** Retries the screen passed on to the app's event lookup. */
  retries: number;
}

const readFor = (world: World, list: Read) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, ReadInput>(async ({ input }) => {
        world.reads.push({ list, params: input.params });
        return [];
      }),
    },
  });

const readsOf = (world: World, list: Read) => world.reads.filter((read) => read.list === list);

/** What each list asks for: the event's id, or the event and the exhibitor for My Resources. */
const paramsOf = (list: Read, owner: ResourceOwner): unknown => (list === "mine" ? owner : owner.event);

const eventOf = (event: { type: string }) => event as unknown as { tab?: ResourcesTab; list?: ResourceList; owner?: ResourceOwner };

/** Nothing is read before the screen has its owner. */
const closed = (snapshot: ResourcesScreenSnapshot, { world }: StepContext<World>) => {
  assert.deepEqual(world.reads, []);
  assert.deepEqual(Object.keys(snapshot.children), ["eventLookup"]);
  assert.equal(snapshot.context.owner, null);
};

export const resourcesScreenModel = defineModel({
  name: "resources-screen",
  machine: resourcesScreenMachine,
  // The offers of other roles are tried in resources-screen.machine.test.ts.
  inputs: { owner: { search: "", role: "owner" } },
  events: [
    { type: "event.loading" },
    { type: "event.loaded", owner: ACME },
    { type: "event.loaded", owner: NIMBUS },
    { type: "event.failed", message: LOOKUP_FAILED },
    { type: "event.retry" },
    { type: "tab.select", tab: "event" },
    { type: "tab.select", tab: "mine" },
    { type: "tab.select", tab: "faqs" },
    { type: "entity.changed", entity: "resource" },
    { type: "download.counted", list: "event" },
    { type: "download.counted", list: "mine" },
  ],
  controlledActors: [],
  world: (): World => ({ reads: [], retries: 0 }),
  implementations: (world) => ({
    actors: {
      eventLookup: fromCallback<EventRetry, void, ResourcesEventReport>(({ receive }) => {
        receive(() => void (world.retries += 1));
      }),
      eventResourcesRead: readFor(world, "event"),
      myResourcesRead: readFor(world, "mine"),
      faqsRead: readFor(world, "faqs"),
    },
  }),
  assertions: {
    waitingForEvent: (snapshot, step) => {
      closed(snapshot, step);
      assert.ok(snapshot.hasTag("loading") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.eventError, null);
      // The Retry reached the app's lookup; nothing before it asked it again.
      if (step.event.type === "event.retry") assert.ok(step.world.retries > 0);
      if (step.event.type === "xstate.init") assert.equal(step.world.retries, 0);
    },
    eventFailed: (snapshot, step) => {
      closed(snapshot, step);
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("loading"));
      assert.equal(snapshot.context.eventError, LOOKUP_FAILED);
      assert.ok(snapshot.can({ type: "event.retry" }));
    },
    open: (snapshot, { world, event }) => {
      assert.deepEqual(snapshot.context.offers, { add: true, edit: true, remove: true });
      const owner = snapshot.context.owner;
      assert.ok(owner !== null);
      assert.ok(!snapshot.hasTag("loading") && !snapshot.hasTag("error"));
      const { eventResources, myResources, faqs, eventDownload, myDownload, dialog } = snapshot.children;
      assert.ok(eventResources !== undefined && eventDownload !== undefined && myDownload !== undefined && dialog !== undefined);
      // The dialog adds resources to this event for this exhibitor.
      assert.equal(dialog.getSnapshot().context.entity, "resource");
      assert.equal(dialog.getSnapshot().context.emptyForm["event"], owner.event);
      assert.equal(dialog.getSnapshot().context.emptyForm["exhibitor"], owner.exhibitor);
      // A tab's list is read the first time the tab shows, and kept.
      assert.equal(myResources !== undefined, snapshot.matches({ open: { myResources: "read" } }));
      assert.equal(faqs !== undefined, snapshot.matches({ open: { faqs: "read" } }));
      for (const list of ["event", "mine", "faqs"] as const) {
        const reads = readsOf(world, list);
        if (list !== "event" && !snapshot.matches({ open: { [list === "mine" ? "myResources" : "faqs"]: "read" } })) continue;
        assert.deepEqual(reads.at(-1)?.params, paramsOf(list, owner), `${list} reads for the owner on show`);
      }
      const { tab, list } = eventOf(event);
      if (event.type === "tab.select") assert.equal(openTab(snapshot), tab);
      if (event.type === "event.loaded") {
        // Another owner starts the screen again: the first tab, read for the new owner only.
        assert.equal(openTab(snapshot), "event");
        assert.ok(myResources === undefined && faqs === undefined);
      }
      // A saved or deleted resource, or a counted download, reads its list again.
      if (event.type === "entity.changed") assert.ok(readsOf(world, "mine").length >= 2);
      if (event.type === "download.counted") assert.ok(readsOf(world, list === "mine" ? "mine" : "event").length >= 2);
      if (event.type === "download.counted" || event.type === "entity.changed") {
        assert.equal(world.reads.at(-1)?.list, list === "event" ? "event" : "mine");
      }
    },
  },
});
