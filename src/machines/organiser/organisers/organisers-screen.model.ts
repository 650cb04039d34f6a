import assert from "node:assert/strict";
import { countedRead, type ReadCount } from "../../testing/counted-read.ts";
import { defineModel } from "../../testing/model.ts";
import { INVITE_DIALOG_INPUT } from "./invite-rules.ts";
import { organisersScreenMachine } from "./organisers-screen.machine.ts";

// The invitation and the removal are the shared entity dialog, walked by its own model; the rules it
// is given are tried in invite-rules.test.ts. Here: who is offered them, and that a change reads the list again.

export const organisersScreenModel = defineModel({
  name: "organisers-screen",
  machine: organisersScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "", role: "organiser-staff" } },
  events: [{ type: "entity.changed", entity: "organiser" }],
  controlledActors: [],
  world: (): ReadCount => ({ reads: 0 }),
  implementations: (world) => ({ actors: { organisersRead: countedRead(world) } }),
  assertions: {
    open: (snapshot, { event, input, world }) => {
      const { organisers, dialog } = snapshot.children;
      assert.ok(organisers !== undefined && dialog !== undefined, "the read and the dialog run");
      assert.equal(snapshot.context.mayManage, input === "organiser", "organiser staff read the list only");
      assert.equal(dialog.getSnapshot().context.validate, INVITE_DIALOG_INPUT.validate);
      // An invitation sent or an organiser removed reads the list again.
      assert.equal(world.reads, event.type === "entity.changed" ? 2 : 1);
    },
  },
});
