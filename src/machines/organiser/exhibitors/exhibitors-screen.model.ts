import assert from "node:assert/strict";
import { fromPromise, type SnapshotFrom } from "xstate";
import type { ActionOutput, RunActionInput } from "../../data/confirmed-action-machine.ts";
import { countedRead, type ReadCount } from "../../testing/counted-read.ts";
import { defineModel, type StepContext } from "../../testing/model.ts";
import { EXHIBITOR_DIALOG_INPUT, EXHIBITORS_MESSAGES, PASSES_DIALOG_INPUT } from "./exhibitors-form.ts";
import { ACME, GOLD, TEAM } from "./exhibitors-fixtures.ts";
import { exhibitorInvite, exhibitorsScreenMachine } from "./exhibitors-screen.machine.ts";

// The dialogs are the shared entity dialog and the invitation the shared confirmed action, walked by
// their own models; the rules and bodies they are given are tried in exhibitors-form.test.ts. Here:
// who is offered what, what each row button opens, the status line, and what is read again.

const SAID = { title: "Success", description: "Added Zeta and invited Ravi by SMS.", variant: "success" } as const;
const REFUSED = { title: "Error", description: "An invitation was just sent. You can send it again in 30 seconds.", variant: "destructive" } as const;

interface World {
  readonly list: ReadCount;
  /** The list's reads at the previous step, so each step's own reads are known. */
  seen: number;
}

type Snapshot = SnapshotFrom<typeof exhibitorsScreenMachine>;
type Step = StepContext<World>;

/** In every state: the reads and dialogs run, staff are offered nothing that changes an exhibitor, and a change reads the list again. */
const common = (snapshot: Snapshot, { event, input, world }: Step) => {
  const { exhibitors, listView, dialog, passes, invite } = snapshot.children;
  assert.ok(exhibitors && listView && dialog && passes && invite, "the list, its search, the dialogs and the invitation run");
  assert.equal(listView.getSnapshot().context.search, input === "staff" ? "acme" : "", "the address's search is the list's");
  assert.equal(dialog.getSnapshot().context.validate, EXHIBITOR_DIALOG_INPUT.validate);
  assert.equal(passes.getSnapshot().context.follow, PASSES_DIALOG_INPUT.follow);
  assert.equal(snapshot.context.mayManage, input === "organiser");
  const reads = world.list.reads - world.seen;
  world.seen = world.list.reads;
  assert.equal(reads, event.type === "xstate.init" || event.type === "entity.changed" ? 1 : 0);
  if (event.type === "notice.show") {
    const { toast } = event as unknown as { toast: { variant: string; description: string } };
    assert.deepEqual(snapshot.context.notice, { tone: toast.variant === "destructive" ? "error" : "success", text: toast.description });
  }
};

export const exhibitorsScreenModel = defineModel({
  name: "exhibitors-screen",
  machine: exhibitorsScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "?q=acme", role: "organiser-staff" } },
  events: [
    { type: "exhibitor.add" },
    { type: "exhibitor.edit", exhibitor: ACME },
    { type: "passes.open", exhibitor: ACME, categories: [GOLD] },
    { type: "invite.resend", exhibitor: ACME },
    { type: "team.open", exhibitor: ACME },
    { type: "remove.open", exhibitor: ACME },
    { type: "dialog.close" },
    { type: "notice.show", toast: SAID },
    { type: "notice.show", toast: REFUSED },
    { type: "entity.changed", entity: "exhibitor" },
  ],
  controlledActors: [],
  world: (): World => ({ list: { reads: 0 }, seen: 0 }),
  implementations: (world) => ({
    actors: {
      exhibitorsRead: countedRead(world.list, { exhibitors: [ACME], categories: [GOLD] }),
      teamRead: countedRead({ reads: 0 }, TEAM),
      removalRead: countedRead({ reads: 0 }, null),
      // An invitation on its way: the row's buttons wait for it.
      exhibitorInvite: exhibitorInvite.provide({ actors: { runAction: fromPromise<ActionOutput, RunActionInput<"resend">>(() => new Promise(() => undefined)) } }),
    },
  }),
  assertions: {
    idle: (snapshot, step) => {
      common(snapshot, step);
      const { event, input } = step;
      const { dialog, passes, invite } = snapshot.children;
      assert.equal(snapshot.context.opened, null);
      if (input === "staff") {
        for (const type of ["exhibitor.edit", "invite.resend", "remove.open"] as const) assert.ok(!snapshot.can({ type, exhibitor: ACME }), `staff are not offered ${type}`);
        assert.ok(!snapshot.can({ type: "exhibitor.add" }) && !snapshot.can({ type: "passes.open", exhibitor: ACME, categories: [GOLD] }));
      }
      // Opening anything clears the status line.
      if (["exhibitor.add", "exhibitor.edit", "passes.open", "invite.resend"].includes(event.type)) assert.equal(snapshot.context.notice, null);
      if (event.type === "exhibitor.add") assert.ok(dialog!.getSnapshot().matches({ open: "adding" }));
      if (event.type === "exhibitor.edit") assert.deepEqual(dialog!.getSnapshot().context.selected, ACME);
      if (event.type === "passes.open") {
        // Opens on the event's first category, with what the exhibitor holds in it.
        const { form } = passes!.getSnapshot().context;
        assert.deepEqual([form["categoryId"], form["numberOfPasses"]], [GOLD._id, "10"]);
      }
      if (event.type === "invite.resend") assert.deepEqual(invite!.getSnapshot().context.pending, { subject: ACME, kind: "resend" });
      if (event.type === "dialog.close") assert.ok(dialog!.getSnapshot().matches("closed"), "closing the removal leaves its last question too");
    },
    team: (snapshot, step) => {
      common(snapshot, step);
      assert.deepEqual(snapshot.context.opened, ACME);
      const { context } = snapshot.children.team!.getSnapshot();
      assert.deepEqual([context.params, context.failure], [ACME._id, EXHIBITORS_MESSAGES.teamFailed]);
    },
    removal: (snapshot, step) => {
      common(snapshot, step);
      assert.equal(step.input, "organiser", "staff never reach removal");
      assert.deepEqual(snapshot.context.opened, ACME);
      const { context } = snapshot.children.removal!.getSnapshot();
      assert.deepEqual([context.params, context.failure], [ACME._id, EXHIBITORS_MESSAGES.removeFailed]);
    },
  },
});
