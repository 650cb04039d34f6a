import assert from "node:assert/strict";
import { countedRead, type ReadCount } from "../testing/counted-read.ts";
import { unansweredExport } from "../testing/unanswered-export.ts";
import { defineModel } from "../testing/model.ts";
import { EMPTY_TEAM_MEMBER_FORM, validateTeamMember } from "./team-member-form.ts";
import { teamScreenMachine } from "./team-screen.machine.ts";

export const teamScreenModel = defineModel({
  name: "team-screen",
  machine: teamScreenMachine,
  inputs: { default: { search: "", role: "owner" } },
  events: [{ type: "entity.changed", entity: "teamMember" }, { type: "team.export" }],
  controlledActors: [],
  world: (): ReadCount => ({ reads: 0 }),
  implementations: (world) => ({
    actors: { teamRead: countedRead(world), meRead: countedRead({ reads: 0 }, { teamMemberId: "me" }), teamExport: unansweredExport },
  }),
  assertions: {
    open: (snapshot, { event, world }) => {
      const { team, dialog, me, memberAction, teamExport } = snapshot.children;
      assert.ok(team !== undefined && dialog !== undefined, "the read and the dialog run");
      assert.ok(me !== undefined && memberAction !== undefined, "the viewer's read and the row actions run");
      // The owner may add members (createTeamMember's x-roles).
      assert.deepEqual(snapshot.context, { role: "owner", mayAdd: true });
      const { context } = dialog.getSnapshot();
      assert.equal(context.entity, "teamMember");
      assert.equal(context.emptyForm, EMPTY_TEAM_MEMBER_FORM);
      assert.equal(context.validate, validateTeamMember, "the dialog checks SPEC §5's team member rules");
      // Export CSV starts the team export (GET /team-members/export).
      if (event.type === "team.export") assert.ok(teamExport!.getSnapshot().hasTag("busy"));
      // A saved or deleted member reads the team again.
      assert.equal(world.reads, event.type === "entity.changed" ? 2 : 1);
    },
  },
});
