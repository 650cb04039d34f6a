import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { recordingChild } from "../../testing/recording-child.ts";
import type { queueListMachine } from "../../data/queue-list.machine.ts";
import { decisionConsequence, decisionQuestion } from "./decision-words.ts";
import { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import { REGISTRATION_MESSAGES, type OrganiserRegistration } from "./registrations-screen.types.ts";

const ACME = { _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b", name: "Acme Robotics" };
const GOLD = { _id: "2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091", name: "Gold Exhibitor" };

const registration = (n: number, name: string, status: OrganiserRegistration["status"]): OrganiserRegistration => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  firstName: name.split(" ")[0]!,
  lastName: name.split(" ")[1]!,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  phoneCode: "91",
  mobile: `98200000${n}`,
  exhibitor: ACME,
  pass: { _id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", categoryId: GOLD._id, category: GOLD.name },
  ticketCode: `GOLD-0000000${n}`,
  status,
  viaLink: n % 2 === 0,
  createdAt: `2026-01-10T09:00:0${n}.000Z`,
  decidedAt: status === "pending" ? null : "2026-01-10T10:00:00.000Z",
  decidedBy: status === "pending" ? null : "Priya Menon",
});

const ROHAN = registration(1, "Rohan Desai", "pending");
const LEELA = registration(2, "Leela Menon", "pending");
const NIKHIL = registration(3, "Nikhil Joshi", "approved");
const ALREADY = "This registration was already approved.";
const DONE = { message: "Approved 2 registrations." };

type Event = ModelEvent<typeof registrationsScreenMachine>;

interface World {
  readonly announced: string[];
  /** What the screen told its queue. */
  readonly toList: AnyEventObject[];
  /** What the confirmation last showed: whether the page was out of date, and how much the queue had been told. */
  shown: { readonly stale: boolean; readonly told: number };
}

export { registration as registrationFixture };

export const registrationsScreenModel = defineModel({
  name: "registrations-screen",
  machine: registrationsScreenMachine,
  inputs: { default: { search: "", role: "organiser" }, approvedTab: { search: "?status=approved", role: "organiser-staff" } },
  events: [
    // A row's buttons and the chosen ones; the refused ones are a decided row's Approve and a pending row's Undo.
    { type: "decision.open", decision: "approve", registrations: [ROHAN, LEELA] },
    { type: "decision.open", decision: "reject", registrations: [LEELA] },
    { type: "decision.open", decision: "reopen", registrations: [NIKHIL] },
    { type: "decision.open", decision: "reopen", registrations: [ROHAN] },
    { type: "decision.open", decision: "approve", registrations: [NIKHIL] },
    { type: "decision.open", decision: "approve", registrations: [] },
    { type: "reason.change", reason: "Full" },
    { type: "decision.confirm" },
    { type: "decision.cancel" },
    ...(outcomesOf("decide", { answers: [DONE], failures: [new Conflict({ message: ALREADY }), OFFLINE] }) as Event[]),
  ],
  controlledActors: ["decideRegistrations"],
  world: (): World => ({ announced: [], toList: [], shown: { stale: false, told: 0 } }),
  implementations: (world) => ({
    actors: { registrationsList: recordingChild<typeof queueListMachine>(world.toList) },
    actions: { announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message) },
  }),
  assertions: {
    idle: (snapshot, { event, world, input }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.decision, null);
      assert.equal(snapshot.context.address, input === "approvedTab" ? "?status=approved" : "", "the queue opens on the address's tab");
      const told = world.toList.map((sent) => sent.type);
      if (event.type === "xstate.done.actor.decide") {
        // Decided: the toast says so, the choice is forgotten and the page read again.
        assert.equal(world.announced.at(-1), DONE.message);
        assert.deepEqual(told.slice(-2), ["selection.clear", "list.refresh"]);
      }
      if (event.type === "decision.cancel") {
        // Closing after a refusal that says the page is out of date reads it again; otherwise the queue is told nothing.
        assert.deepEqual(told.slice(world.shown.told), world.shown.stale ? ["list.refresh"] : []);
      }
    },
    confirming: (snapshot, { event, world }) => {
      world.shown = { stale: snapshot.context.listStale, told: world.toList.length };
      const request = snapshot.context.decision;
      assert.ok(request !== null, "the confirmation names the decision");
      assert.ok(request.registrations.length > 0);
      const question = decisionQuestion(request);
      if (request.decision === "reopen") assert.equal(question, "Set the registration of Nikhil Joshi back to pending?", "only a decided registration is set back");
      else assert.match(question, request.registrations.length === 1 ? /^(Approve|Reject) the registration of (Rohan Desai|Leela Menon)\?$/ : /^(Approve|Reject) \d+ registrations\?$/);
      // Every guest shown gave an e-mail address: the confirmation says so.
      assert.match(decisionConsequence(request), request.registrations.length === 1 ? /(^| )The guest is told by e-mail\.$/ : /^The guests are told: \d+ by e-mail\.$/);
      if (event.type === "xstate.error.actor.decide") {
        // The server's words (decided meanwhile) or the fallback; the reason typed stays.
        assert.ok([ALREADY, REGISTRATION_MESSAGES.decideFailed].includes(snapshot.context.decisionError!));
        assert.equal(snapshot.context.listStale, snapshot.context.decisionError === ALREADY);
      }
      if (event.type === "reason.change") assert.equal(request.reason, "Full");
    },
    deciding: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["decideRegistrations"]!.pending("decide");
      assert.ok(call !== undefined, "the decision is being saved");
      assert.deepEqual(call.input, snapshot.context.decision);
      assert.ok(!snapshot.can({ type: "decision.confirm" }) || snapshot.matches("deciding"), "one save at a time");
    },
  },
});
