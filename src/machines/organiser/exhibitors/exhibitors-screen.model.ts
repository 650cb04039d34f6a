import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict, RateLimited } from "../../../api/errors.ts";
import { EXHIBITOR_MESSAGES } from "../../../rules/exhibitor-rules.ts";
import { OFFLINE, outcomesOf, refusal, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import type { ExhibitorCategory, ExhibitorRemoval, ExhibitorTeamMember, OrganiserExhibitor } from "./exhibitors-form.ts";
import { exhibitorsScreenMachine } from "./exhibitors-screen.machine.ts";
import { exhibitorsEmptyMessage, selectedExhibitor, shownExhibitors } from "./exhibitors-screen.selectors.ts";
import { EXHIBITORS_MESSAGES, type ExhibitorSaved } from "./exhibitors-screen.types.ts";

const GOLD: ExhibitorCategory = { _id: "3c2b1a0f-9e8d-4c6b-8a5f-4e3d2c1b0a9f", name: "Gold", exhibitorPasses: 10, isActive: true };
const ACME: OrganiserExhibitor = {
  _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  name: "Acme Robotics",
  boothNumber: "B-12",
  categoryId: GOLD._id,
  categoryName: "Gold",
  owner: { memberId: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", fullName: "Asha Rao", phoneCode: "91", mobile: "9876543210", email: null, signedIn: false, invitedAt: null },
  teamSize: 3,
  leadsCount: 12,
  passes: [{ passId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", categoryId: GOLD._id, categoryName: "Gold", allocated: 10, used: 4, categoryPasses: 10, isActive: true }],
  createdAt: "2026-03-01T09:00:00.000Z",
};
/** Acme as any of its writes leaves it (booth changed, passes raised, invited again). */
const ACME_CHANGED: OrganiserExhibitor = {
  ...ACME,
  boothNumber: "B-14",
  owner: { ...ACME.owner!, invitedAt: "2026-03-02T09:00:00.000Z" },
  passes: [{ ...ACME.passes[0]!, allocated: 12 }],
};
const ZETA: OrganiserExhibitor = {
  ...ACME,
  _id: "1c2d3e4f-5061-4728-9bac-1d2e3f4a5b6c",
  name: "Zeta",
  boothNumber: "Z-1",
  categoryId: null,
  categoryName: null,
  owner: { ...ACME.owner!, fullName: "Ravi", mobile: "9800077001" },
  teamSize: 1,
  leadsCount: 0,
  passes: [],
};
const ADDED: ExhibitorSaved = { exhibitor: ZETA, message: "Added Zeta and invited Ravi by SMS." };
const CHANGED: ExhibitorSaved = { exhibitor: ACME_CHANGED, message: "Saved Acme Robotics." };
const REMOVAL: ExhibitorRemoval = {
  exhibitor: { _id: ACME._id, name: ACME.name },
  counts: { teamMembers: 3, leads: 12, registrations: 4, passes: 10 },
  summary: "Removing Acme Robotics deletes its 3 team members, 12 leads, 4 registrations and 10 passes.",
};
const TEAM: ExhibitorTeamMember[] = [
  { _id: ACME.owner!.memberId, fullName: "Asha Rao", role: "owner", designation: null, phoneCode: "91", mobile: "9876543210", email: null, status: "pending", invitedAt: null },
];
const BELOW_USED =
  '4 people are already registered on the "Gold" passes, so the allocation cannot go below 4 (asked: 1). Allocate 4 or more, or reject registrations in Registrations to free places first.';
const TAKEN = "This mobile number is already used by another account at this event. Use a different number.";
const SERVER_DOWN = "Service unavailable: the database is not answering";

/** The add dialog is filled field by field in this order, one value each, so the graph stays small. */
const ADD_FILLS = [
  ["name", "Zeta"],
  ["boothNumber", "Z-1"],
  ["ownerName", "Ravi"],
  ["mobile", "9800077001"],
] as const;

type Snapshot = SnapshotFrom<typeof exhibitorsScreenMachine>;

function eventsFor(snapshot: Snapshot): ModelEvent<typeof exhibitorsScreenMachine>[] {
  const { context } = snapshot;
  const events: ModelEvent<typeof exhibitorsScreenMachine>[] = [
    ...outcomesOf("list", { answers: [{ exhibitors: [ACME], categories: [GOLD] }], failures: [serverDown(SERVER_DOWN)] }),
    { type: "list.retry" },
    { type: "list.refresh" },
  ];
  // Each path ends once something changed the list or searched: every transition is reached from
  // the list as first read, and the graph stays small enough to walk in seconds.
  const settled = context.notice !== null || context.search === "zeta" || context.exhibitors.length !== 1 || context.exhibitors[0] !== ACME;
  if (snapshot.matches({ ready: "idle" }) && settled) return [];
  if (snapshot.matches({ ready: "idle" })) {
    events.push(
      { type: "search.change", value: "zeta" },
      { type: "exhibitor.add" },
      { type: "exhibitor.edit", id: ACME._id },
      { type: "passes.open", id: ACME._id },
      { type: "remove.open", id: ACME._id },
      { type: "team.open", id: ACME._id },
      { type: "invite.resend", id: ACME._id },
    );
  }
  if (snapshot.matches({ ready: "editing" })) {
    events.push({ type: "form.submit" }, { type: "dialog.close" });
    if (context.selected === null) {
      const next = ADD_FILLS.find(([field]) => context.form[field] === "");
      if (next) events.push({ type: "form.change", field: next[0], value: next[1] });
    } else if (context.form.boothNumber !== "") {
      events.push({ type: "form.change", field: "boothNumber", value: "" });
    }
  }
  if (snapshot.matches({ ready: "saving" })) {
    events.push(
      ...outcomesOf("save", {
        answers: [context.selected === null ? ADDED : CHANGED],
        failures: [refusal("Enter a mobile number of 10 to 15 digits, such as 9876543210.", { "/owner/mobile": EXHIBITOR_MESSAGES.mobile }), new Conflict({ message: TAKEN }), OFFLINE],
      }),
    );
  }
  if (snapshot.matches({ ready: "allocating" })) {
    events.push({ type: "passes.submit" }, { type: "dialog.close" });
    if (context.passForm.numberOfPasses !== "") events.push({ type: "passes.change", field: "numberOfPasses", value: "" });
    if (context.passForm.numberOfPasses !== "1") events.push({ type: "passes.change", field: "numberOfPasses", value: "1" });
  }
  events.push(...outcomesOf("passes", { answers: [CHANGED], failures: [new Conflict({ message: BELOW_USED }), OFFLINE] }));
  events.push(
    { type: "remove.continue" },
    { type: "remove.back" },
    { type: "remove.confirm" },
    ...outcomesOf("removal", { answers: [REMOVAL], failures: [OFFLINE] }),
    ...outcomesOf("remove", { answers: [{ ...REMOVAL, summary: "Removed Acme Robotics and its 3 team members." }], failures: [serverDown(SERVER_DOWN)] }),
    ...outcomesOf("team", { answers: [TEAM], failures: [OFFLINE] }),
    ...outcomesOf("invite", {
      answers: [{ exhibitor: ACME_CHANGED, message: "Invitation sent to Asha Rao." }],
      failures: [new RateLimited({ message: "An invitation was just sent. You can send it again in 30 seconds.", retryAfterSeconds: 30 })],
    }),
  );
  if (!snapshot.matches({ ready: "editing" }) && !snapshot.matches({ ready: "allocating" })) events.push({ type: "dialog.close" });
  return events;
}

export const exhibitorsScreenModel = defineModel({
  name: "exhibitors-screen",
  machine: exhibitorsScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "?q=acme", role: "organiser-staff" } },
  events: eventsFor,
  controlledActors: ["listExhibitors", "saveExhibitor", "allocatePasses", "readRemoval", "removeExhibitor", "readTeam", "resendInvite"],
  world: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listExhibitors"]!.pending("list") !== undefined, "the list is being read");
      assert.equal(snapshot.context.error, null);
      assert.equal(exhibitorsEmptyMessage(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot, { input }) => {
      const { context } = snapshot;
      // Organiser staff read the list and the teams; everything that changes an exhibitor is the organiser's.
      if (input === "staff") {
        assert.ok(!snapshot.can({ type: "exhibitor.add" }));
        for (const type of ["exhibitor.edit", "passes.open", "invite.resend", "remove.open"] as const) assert.ok(!snapshot.can({ type, id: ACME._id }), `staff are not offered ${type}`);
      }
      const shown = shownExhibitors(snapshot);
      assert.ok(shown.every((row) => `${row.name} ${row.owner?.fullName}`.toLowerCase().includes(context.search.replace("?q=", "").toLowerCase()) || context.search === ""));
      if (context.exhibitors.length === 0) assert.equal(exhibitorsEmptyMessage(snapshot), EXHIBITORS_MESSAGES.empty);
      else assert.equal(exhibitorsEmptyMessage(snapshot), shown.length === 0 ? EXHIBITORS_MESSAGES.noMatch : null);
    },
    "ready.idle": (snapshot, { event, input }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(context.selected, null);
      assert.equal(context.dialogError, null);
      if (snapshot.can({ type: "team.open", id: ACME._id })) {
        assert.equal(snapshot.can({ type: "remove.open", id: ACME._id }), input === "organiser");
      }
      if (event.type === "xstate.done.actor.save") {
        assert.equal(context.notice?.tone, "success");
        assert.ok(context.exhibitors.some((row) => row._id === ZETA._id || row.boothNumber === "B-14"));
      }
      if (event.type === "xstate.done.actor.passes") assert.equal(context.exhibitors.find((row) => row._id === ACME._id)?.passes[0]?.allocated, 12);
      if (event.type === "xstate.done.actor.remove") {
        assert.ok(!context.exhibitors.some((row) => row._id === ACME._id), "the removed exhibitor leaves the list");
        assert.equal(context.notice?.text, "Removed Acme Robotics and its 3 team members.");
      }
      if (event.type === "xstate.error.actor.invite") assert.deepEqual(context.notice, { tone: "error", text: "An invitation was just sent. You can send it again in 30 seconds." });
      if (event.type === "xstate.done.actor.invite") assert.deepEqual(context.notice, { tone: "success", text: "Invitation sent to Asha Rao." });
      if (event.type === "dialog.close") assert.equal(context.removal, null);
    },
    "ready.editing": (snapshot, { event, input }) => {
      const { context } = snapshot;
      assert.equal(input, "organiser", "staff never add or edit");
      assert.ok(!snapshot.hasTag("busy"));
      if (event.type === "exhibitor.add") assert.equal(context.form.phoneCode, "91");
      if (event.type === "exhibitor.edit") assert.deepEqual([context.form.name, context.form.boothNumber], [ACME.name, ACME.boothNumber]);
      if (event.type === "form.submit") {
        // Nothing goes out while a field is wrong; each wrong field says what to fix.
        assert.ok(Object.keys(context.formErrors).length > 0);
        if (context.selected === null && context.form.mobile === "") assert.equal(context.formErrors.mobile, EXHIBITOR_MESSAGES.mobile);
        if (context.form.boothNumber === "") assert.equal(context.formErrors.boothNumber, EXHIBITOR_MESSAGES.boothRequired);
      }
      if (event.type === "xstate.error.actor.save") {
        // The server's words, and what was typed stays.
        assert.ok([EXHIBITORS_MESSAGES.saveFailed, TAKEN, "Enter a mobile number of 10 to 15 digits, such as 9876543210."].includes(context.dialogError!));
        if (context.dialogError!.startsWith("Enter a mobile")) assert.equal(context.formErrors.mobile, EXHIBITOR_MESSAGES.mobile);
        if (context.selected === null) assert.equal(context.form.mobile, "9800077001");
      }
    },
    "ready.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["saveExhibitor"]!.pending("save");
      assert.ok(call !== undefined);
      if (snapshot.context.selected === null) {
        assert.deepEqual(call.input, {
          id: null,
          body: { name: "Zeta", boothNumber: "Z-1", categoryId: null, owner: { fullName: "Ravi", phoneCode: "91", mobile: "9800077001", email: null } },
        });
      } else {
        assert.deepEqual(call.input, { id: ACME._id, body: { name: ACME.name, boothNumber: "B-12", categoryId: GOLD._id } });
      }
    },
    "ready.allocating": (snapshot, { event, input }) => {
      const { context } = snapshot;
      assert.equal(input, "organiser", "staff never allocate passes");
      assert.equal(context.passForm.categoryId, GOLD._id);
      if (event.type === "passes.open") assert.equal(context.passForm.numberOfPasses, "10", "opens on what the exhibitor has");
      if (event.type === "passes.submit") assert.equal(context.passErrors.numberOfPasses, EXHIBITOR_MESSAGES.passCount);
      if (event.type === "xstate.error.actor.passes") {
        assert.ok([BELOW_USED, EXHIBITORS_MESSAGES.passesFailed].includes(context.dialogError!));
      }
    },
    "ready.savingPasses": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["allocatePasses"]!.pending("passes")?.input, { id: ACME._id, body: { categoryId: GOLD._id, numberOfPasses: Number(snapshot.context.passForm.numberOfPasses) } });
    },
    "ready.removal": (snapshot, { input }) => {
      assert.equal(input, "organiser", "staff never reach removal");
      assert.equal(selectedExhibitor(snapshot)?._id, ACME._id);
    },
    "ready.removal.reading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["readRemoval"]!.pending("removal")?.input, { id: ACME._id });
      assert.equal(snapshot.context.removal, null);
    },
    "ready.removal.unreadable": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.dialogError, EXHIBITORS_MESSAGES.removeFailed);
      assert.ok(!snapshot.can({ type: "remove.confirm" }), "nothing is removed without stating what goes");
    },
    "ready.removal.stating": (snapshot) => {
      assert.deepEqual(snapshot.context.removal, REMOVAL);
      assert.ok(!snapshot.can({ type: "remove.confirm" }), "the first ask only states what goes");
    },
    "ready.removal.confirming": (snapshot, { event }) => {
      assert.deepEqual(snapshot.context.removal, REMOVAL);
      if (event.type === "xstate.error.actor.remove") assert.equal(snapshot.context.dialogError, SERVER_DOWN);
    },
    "ready.removal.removing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["removeExhibitor"]!.pending("remove")?.input, { id: ACME._id });
    },
    "ready.team": (snapshot) => assert.equal(snapshot.context.selected, ACME._id),
    "ready.team.reading": (snapshot) => assert.ok(snapshot.hasTag("busy")),
    "ready.team.shown": (snapshot) => assert.deepEqual(snapshot.context.team, TEAM),
    "ready.team.unreadable": (snapshot) => assert.equal(snapshot.context.dialogError, EXHIBITORS_MESSAGES.teamFailed),
    "ready.inviting": (snapshot, { actors, input }) => {
      assert.equal(input, "organiser", "staff never send invitations");
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["resendInvite"]!.pending("invite")?.input, { id: ACME._id });
    },
  },
});
