import assert from "node:assert/strict";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { countedRead, type ReadCount } from "../../testing/counted-read.ts";
import type { SnapshotFrom } from "xstate";
import { defineModel, type StepContext } from "../../testing/model.ts";
import { recordInto } from "../../testing/record-into.ts";
import { FAQ_DIALOG_INPUT, RESOURCE_DIALOG_INPUT } from "./content-rules.ts";
import { MANUAL, PARKING, WIFI } from "./content-fixtures.ts";
import { contentScreenMachine, faqsOf, REORDER_FAILED } from "./content-screen.machine.ts";

// The dialogs are the shared entity dialog, walked by its own model (team/team-member-dialog.model.ts,
// whose second start has the resource dialog's first step and the server's wording); here the
// screen starts them with the Content inputs and reads the list a change affects again.

const SERVER_DOWN = "Service unavailable: the database is not answering";
const ids = (rows: ReadonlyArray<{ _id: string }> | null) => (rows ?? []).map((row) => row._id);

interface World {
  readonly resources: ReadCount;
  readonly faqs: ReadCount;
  /** The reads' counts at the previous step, so each step's own reads are known. */
  seen: { resources: number; faqs: number };
  readonly toasts: ToastParams[];
}

type Step = StepContext<World>;

/** In every state: both tabs run, the tab shown, and which list a change read again. */
const common = (snapshot: SnapshotFrom<typeof contentScreenMachine>, { event, input, world }: Step) => {
  const { resources, resourceDialog, faqs, faqDialog } = snapshot.children;
  assert.ok(resources && resourceDialog && faqs && faqDialog, "both tabs' reads and dialogs run");
  assert.equal(resourceDialog.getSnapshot().context.firstStep, RESOURCE_DIALOG_INPUT.firstStep, "the chosen file is stored on Save");
  assert.equal(faqDialog.getSnapshot().context.validate, FAQ_DIALOG_INPUT.validate);
  if (event.type === "xstate.init") assert.equal(snapshot.context.tab, input === "faqsAsked" ? "faqs" : "resources");
  if (event.type === "tab.select") assert.equal(snapshot.context.tab, (event as unknown as { tab: string }).tab);
  // A saved or deleted FAQ reads the FAQs again, a resource the resources; nothing else reads.
  const changed = event.type === "entity.changed" ? (event as unknown as { entity: string }).entity : null;
  const first = event.type === "xstate.init" ? 1 : 0;
  assert.equal(world.faqs.reads - world.seen.faqs, first + (changed === "faq" ? 1 : 0));
  assert.equal(world.resources.reads - world.seen.resources, first + (changed === "eventResource" ? 1 : 0));
  world.seen = { resources: world.resources.reads, faqs: world.faqs.reads };
};

export const contentScreenModel = defineModel({
  name: "content-screen",
  machine: contentScreenMachine,
  inputs: {
    plain: { search: "", role: "organiser" },
    faqsAsked: { search: "?tab=faqs", role: "organiser" },
    unknownTab: { search: "?tab=nothing", role: "organiser" },
  },
  events: [
    { type: "tab.select", tab: "resources" },
    { type: "tab.select", tab: "faqs" },
    { type: "tab.select", tab: "passForms" },
    { type: "passForms.open" },
    { type: "entity.changed", entity: "faq" },
    { type: "entity.changed", entity: "eventResource" },
    // Wi-Fi moved up.
    { type: "faqs.reorder", faqs: [WIFI, PARKING] },
    ...outcomesOf("reorderFaqs", { answers: [[WIFI, PARKING]], failures: [OFFLINE, serverDown(SERVER_DOWN)] }),
  ],
  controlledActors: ["reorderFaqs"],
  world: (): World => ({ resources: { reads: 0 }, faqs: { reads: 0 }, seen: { resources: 0, faqs: 0 }, toasts: [] }),
  implementations: (world) => ({
    actors: { resourcesRead: countedRead(world.resources, [MANUAL]), faqsRead: countedRead(world.faqs, [PARKING, WIFI]) },
    actions: { notify: recordInto(world.toasts) },
  }),
  assertions: {
    showing: (snapshot, step) => {
      common(snapshot, step);
      const { event, world } = step;
      assert.equal(snapshot.context.reordered, null);
      assert.ok(!snapshot.hasTag("busy"));
      if (event.type === "xstate.done.actor.reorderFaqs") {
        assert.deepEqual(ids(faqsOf(snapshot.children.faqs!.getSnapshot())), [WIFI._id, PARKING._id], "the saved order shows");
      }
      if (event.type === "xstate.error.actor.reorderFaqs") {
        const error = (event as { error?: unknown }).error;
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: error === OFFLINE ? REORDER_FAILED : SERVER_DOWN, variant: "destructive" });
      }
    },
    reordering: (snapshot, step) => {
      common(snapshot, step);
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(ids(snapshot.context.reordered), [WIFI._id, PARKING._id], "the new order shows at once");
      assert.deepEqual(step.actors["reorderFaqs"]!.pending("reorderFaqs")?.input, { ids: [WIFI._id, PARKING._id] });
    },
  },
});
