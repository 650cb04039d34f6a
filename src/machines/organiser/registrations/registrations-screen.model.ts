import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import {
  decisionConsequence,
  decisionQuestion,
  registrationsEmptyMessage,
  registrationsFirstLoad,
  registrationsRange,
} from "./registrations-screen.selectors.ts";
import {
  REGISTRATION_MESSAGES,
  REGISTRATIONS_PAGE_SIZE,
  type OrganiserRegistration,
  type RegistrationsPage,
} from "./registrations-screen.types.ts";

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

const options = { exhibitors: [ACME], passCategories: [GOLD] };
/** The first of two pages: two pending and one approved shown, 60 in all. */
const PAGE: RegistrationsPage = {
  registrations: [ROHAN, LEELA, NIKHIL],
  total: 60,
  counts: { pending: 40, approved: 15, rejected: 5 },
  limit: REGISTRATIONS_PAGE_SIZE,
  offset: 0,
  options,
};
const EMPTY: RegistrationsPage = { registrations: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 }, limit: REGISTRATIONS_PAGE_SIZE, offset: 0, options };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const ALREADY = "This registration was already approved.";
const DONE = { message: "Approved 2 registrations." };

type Snapshot = SnapshotFrom<typeof registrationsScreenMachine>;
type Event = ModelEvent<typeof registrationsScreenMachine>;

const reads: Event[] = [...outcomesOf("list", { answers: [PAGE, EMPTY], failures: [serverDown(SERVER_DOWN)] })];
const filters: Event[] = [
  { type: "filter.status", status: "approved" },
  { type: "filter.exhibitor", exhibitor: ACME._id },
  { type: "filter.passCategory", passCategory: GOLD._id },
  { type: "search.change", text: "desai" },
  { type: "search.submit" },
];
const decisions: Event[] = [
  { type: "selection.toggle", id: ROHAN._id },
  { type: "selection.toggle", id: NIKHIL._id },
  { type: "selection.all" },
  { type: "decision.open", decision: "approve" },
  { type: "decision.open", decision: "reject", id: LEELA._id },
  { type: "decision.open", decision: "reopen", id: NIKHIL._id },
  { type: "decision.open", decision: "reopen", id: ROHAN._id },
  { type: "reason.change", reason: "Full" },
  { type: "decision.confirm" },
  { type: "decision.cancel" },
  ...outcomesOf("decide", { answers: [DONE], failures: [new Conflict({ message: ALREADY }), OFFLINE] }),
];

/** The queue as it opens: no filter, the first page. */
const atStart = (snapshot: Snapshot): boolean => {
  const { query, searchDraft } = snapshot.context;
  return query.status === "pending" && query.exhibitor === null && query.passCategory === null && query.search === "" && query.offset === 0 && searchDraft === "";
};

export { registration as registrationFixture, EMPTY as EMPTY_REGISTRATIONS_PAGE };

export const registrationsScreenModel = defineModel({
  name: "registrations-screen",
  machine: registrationsScreenMachine,
  inputs: { default: { search: "", role: "organiser" }, approvedTab: { search: "?status=approved", role: "organiser-staff" } },
  // Filters, pages and decisions are each walked from the queue as it opens, one change at a time,
  // so the graph stays the size of the flows rather than of every combination of filters.
  events: (snapshot) => {
    const fresh = atStart(snapshot);
    const paging: Event[] = fresh || snapshot.context.query.offset > 0 ? [{ type: "page.next" }, { type: "page.previous" }] : [];
    const idle = snapshot.context.selected.length === 0 && snapshot.context.decision === null;
    return [
      ...reads,
      { type: "list.retry" },
      { type: "list.refresh" },
      ...(fresh && idle ? filters : snapshot.context.searchDraft !== snapshot.context.query.search ? [{ type: "search.submit" } as Event] : []),
      ...paging,
      ...(fresh ? decisions : []),
    ];
  },
  controlledActors: ["listRegistrations", "decideRegistrations"],
  world: () => ({ announced: [] as string[] }),
  implementations: (world) => ({ actions: { announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["listRegistrations"]!.pending("list");
      assert.ok(call !== undefined, "the page is being read");
      assert.deepEqual(call.input, snapshot.context.query, "the read asks for the filters and page in view");
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.context.decision, null, "no confirmation stays open over a read");
      assert.equal(registrationsFirstLoad(snapshot), snapshot.context.page === null);
      assert.equal(registrationsEmptyMessage(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot, { input }) => {
      const { context } = snapshot;
      assert.ok(context.page !== null);
      if (input === "approvedTab" && context.query.search === "" && context.query.exhibitor === null) assert.ok(["approved"].includes(context.query.status));
      // Only pending registrations of the page can be chosen.
      const pending = context.page.registrations.filter((r) => r.status === "pending").map((r) => r._id);
      for (const id of context.selected) assert.ok(pending.includes(id), "a chosen registration is a pending one shown");
      assert.equal(
        registrationsEmptyMessage(snapshot),
        context.page.registrations.length > 0 ? null : atStart(snapshot) ? REGISTRATION_MESSAGES.emptyPending : REGISTRATION_MESSAGES.empty,
      );
      assert.equal(registrationsRange(context), context.page.total === 0 ? null : `${context.query.offset + 1}–${context.query.offset + context.page.registrations.length} of ${context.page.total}`);
      assert.equal(snapshot.can({ type: "page.next" }), snapshot.matches({ ready: "idle" }) && context.query.offset + REGISTRATIONS_PAGE_SIZE < context.page.total);
      assert.equal(snapshot.can({ type: "page.previous" }), snapshot.matches({ ready: "idle" }) && context.query.offset > 0);
    },
    "ready.idle": (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.decision, null);
      // A decision on the chosen ones opens only when some are chosen.
      assert.equal(snapshot.can({ type: "decision.open", decision: "approve" }), snapshot.context.selected.length > 0);
      if (event.type === "decision.cancel") assert.equal(snapshot.context.listStale, false);
      assert.ok(world.announced.length === 0 || world.announced.every((m) => m === DONE.message));
    },
    "ready.confirming": (snapshot, { event }) => {
      const request = snapshot.context.decision;
      assert.ok(request !== null, "the confirmation names the decision");
      assert.ok(request.ids.length > 0);
      const question = decisionQuestion(request, snapshot.context.page);
      if (request.decision === "reopen") assert.equal(question, "Set the registration of Nikhil Joshi back to pending?", "only a decided registration is set back");
      else assert.match(question, request.ids.length === 1 ? /^(Approve|Reject) the registration of (Rohan Desai|Leela Menon)\?$/ : /^(Approve|Reject) \d+ registrations\?$/);
      // Every guest shown gave an e-mail address: the confirmation says so.
      assert.match(decisionConsequence(request, snapshot.context.page), request.ids.length === 1 ? /(^| )The guest is told by e-mail\.$/ : /^The guests are told: \d+ by e-mail\.$/);
      if (event.type === "xstate.error.actor.decide") {
        // The server's words (decided meanwhile) or the fallback; the reason typed stays.
        assert.ok([ALREADY, REGISTRATION_MESSAGES.decideFailed].includes(snapshot.context.decisionError!));
        assert.equal(snapshot.context.listStale, snapshot.context.decisionError === ALREADY);
      }
      if (event.type === "reason.change") assert.equal(request.reason, "Full");
    },
    "ready.deciding": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["decideRegistrations"]!.pending("decide");
      assert.ok(call !== undefined, "the decision is being saved");
      assert.deepEqual(call.input, snapshot.context.decision);
    },
  },
});
