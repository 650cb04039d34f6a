import assert from "node:assert/strict";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import type { SyncResult } from "../outbox/outbox-types.ts";
import { qualificationCardMachine, type CardReport, type QualificationCardSnapshot } from "./qualification-card.machine.ts";
import { cardCanSave } from "./qualification-card.selectors.ts";
import { QUALIFICATION_MESSAGES, qualificationOf } from "./qualification-rules.ts";
import { EXISTING_LEAD, NEW_LEAD, QUESTIONS } from "./scan-fixtures.ts";
import { cardStatus } from "./scan-status.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

const LOCAL_ID = "7d0c9a53-5a55-4c55-9d55-0a5b5c5d5e5f";
const REFUSED = "This badge was cancelled by the organiser.";

const SYNCED_NEW: SyncResult = { status: "synced", lead: NEW_LEAD, outcome: "created" };
const SYNCED_EXISTING: SyncResult = { status: "synced", lead: EXISTING_LEAD, outcome: "existing" };
const QUEUED: SyncResult = { status: "queued", reason: "offline" };
const REFUSAL: SyncResult = { status: "refused", message: REFUSED };

type CardEvent = ModelEvent<typeof qualificationCardMachine>;

const SYNC_OUTCOMES: ReadonlyArray<CardEvent> = [
  { type: "xstate.done.actor.syncItem", output: SYNCED_NEW },
  { type: "xstate.done.actor.syncItem", output: SYNCED_EXISTING },
  { type: "xstate.done.actor.syncItem", output: QUEUED },
  { type: "xstate.done.actor.syncItem", output: REFUSAL },
  { type: "xstate.error.actor.syncItem", error: new Error("IndexedDB read failed") },
];

/**
 * Edits are offered until one part is changed and once per card (the graph would otherwise hold
 * every combination of every control); each control's own branches stay reachable.
 */
const edits = (snapshot: QualificationCardSnapshot): ReadonlyArray<CardEvent> => {
  const { edited, note, tagText, tags, savedTo, values, touched } = snapshot.context;
  const list: CardEvent[] = [];
  if (!("budget" in touched)) list.push({ type: "field.blur", name: "budget" });
  if (tags.includes("ai")) list.push({ type: "tag.remove", tag: "ai" });
  if (values["budget"] === "Over 50k") list.push({ type: "field.change", name: "budget", value: "" });
  if (tagText !== "" || edited.length === 0) list.push({ type: "tag.add" });
  if (savedTo !== null || edited.length + (note === "" ? 0 : 1) >= 1) return list;
  list.push({ type: "priority.set", priority: "high" }, { type: "rating.set", rating: 5 });
  if (tagText === "") list.push({ type: "tag.text", text: "ai" });
  list.push({ type: "note.change", text: "Wants a demo." });
  list.push({ type: "followUp.change", date: "2025-03-20" }, { type: "followUp.change", date: "next week" });
  list.push({ type: "field.change", name: "budget", value: "Over 50k" });
  return list;
};

interface World {
  readonly reports: CardReport["type"][];
}

export const qualificationCardModel = defineModel({
  name: "qualification-card",
  machine: qualificationCardMachine,
  inputs: {
    withQuestions: { localId: LOCAL_ID, ticketCode: "GOLD-7KX2M9QD", questions: QUESTIONS },
    beforeQuestions: { localId: LOCAL_ID, ticketCode: "GOLD-7KX2M9QD", questions: [] },
  },
  events: (snapshot) => [
    ...SYNC_OUTCOMES,
    ...edits(snapshot),
    { type: "qualification.save" },
    { type: "card.finish" },
    { type: "questions.arrived", questions: QUESTIONS },
    { type: "xstate.done.actor.qualify", output: undefined },
    { type: "xstate.error.actor.qualify", error: new Error("Lead not found") },
  ],
  controlledActors: ["syncItem", "qualify"],
  world: (): World => ({ reports: [] }),
  implementations: (world) => ({
    actions: { report: (_: unknown, params: CardReport) => void world.reports.push(params.type) },
  }),
  assertions: {
    qualificationCard: (snapshot, { event }) => {
      // Questions read after the card opened reach it, with their answer fields; none are lost or doubled.
      if (event.type === "questions.arrived") assert.deepEqual(snapshot.context.questions, QUESTIONS);
      assert.equal("budget" in snapshot.context.values, snapshot.context.questions.length > 0);
    },
    "sync.syncing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["syncItem"]!.pending("syncItem")?.input, { localId: LOCAL_ID });
      // Stored before the card opened: it says so at once.
      assert.equal(cardStatus(snapshot).text, `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.syncing}`);
      assert.ok(!cardCanSave(snapshot), "changes wait for the scan's answer");
      assert.deepEqual(snapshot.context.target, { localId: LOCAL_ID });
    },
    "sync.synced": (snapshot) => {
      const { lead, outcome, target, edited } = snapshot.context;
      assert.ok(lead !== null);
      // The lead is named with its edits, for the outbox's list.
      assert.deepEqual(target, { leadId: lead._id, leadName: lead.user.fullName });
      const status = cardStatus(snapshot);
      assert.equal(status.title, "Priya Nair, Initech");
      assert.equal(status.text, outcome === "existing" ? SCAN_TEXTS.existingLead : SCAN_TEXTS.newLead);
      // An existing lead's qualification shows, under what this card changed.
      if (outcome === "existing" && !edited.includes("rating")) assert.equal(snapshot.context.rating, 4);
      if (outcome === "existing" && !edited.includes("tags")) assert.ok(snapshot.context.tags.includes("cloud"));
    },
    "sync.queued": (snapshot) => {
      assert.equal(cardStatus(snapshot).text, `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.queued}`);
      assert.deepEqual(snapshot.context.target, { localId: LOCAL_ID }, "changes go onto the queued scan");
    },
    "sync.refused": (snapshot, { event, world }) => {
      assert.equal(cardStatus(snapshot).text, REFUSED);
      assert.equal(cardStatus(snapshot).tone, "error");
      assert.ok(!cardCanSave(snapshot), "nothing was created, so nothing can be qualified");
      if (event.type === "card.finish") assert.equal(world.reports.at(-1), "card.finished");
    },
    "form.clean": (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("dirty"));
      assert.ok(!cardCanSave(snapshot));
      if (event.type === "xstate.done.actor.qualify") {
        assert.deepEqual(snapshot.context.edited, []);
        assert.equal(snapshot.context.note, "");
        assert.equal(snapshot.context.savedTo, "leadId" in snapshot.context.target ? "lead" : "device");
      }
      if (event.type === "card.finish") assert.equal(world.reports.at(-1), "card.finished", "Next badge closes a card with nothing left to save");
      if (event.type === "xstate.done.actor.qualify") {
        assert.equal(world.reports.at(-1), snapshot.context.closing ? "card.finished" : "card.clean", "Next badge's save closes the card");
      }
    },
    "form.dirty": (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("dirty"));
      assert.ok(world.reports.includes("card.dirty"), "the screen knows a new badge would lose these changes");
      if (event.type === "followUp.change" && event.date === "next week") {
        assert.equal(snapshot.context.followUpDate, "next week", "the typed date stays");
      }
      if (snapshot.context.followUpDate === "next week") assert.ok(!cardCanSave(snapshot));
      if (event.type === "tag.add" && snapshot.context.tagText === "") assert.equal(snapshot.context.tagError, null);
      if (event.type === "xstate.error.actor.qualify") {
        assert.equal(snapshot.context.saveError, "Lead not found");
        assert.equal(snapshot.context.closing, false);
      }
    },
    "form.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["qualify"]!.pending("qualify");
      assert.ok(call !== undefined);
      const { target, qualification } = call.input as { target: unknown; qualification: Record<string, unknown> };
      assert.deepEqual(target, snapshot.context.target);
      // Only what this card changed is sent; an existing lead keeps the rest.
      assert.deepEqual(qualification, qualificationOf(QUESTIONS, snapshot.context));
      for (const part of ["priority", "rating", "tags", "followUpDate", "answers"] as const) {
        assert.equal(part in qualification, snapshot.context.edited.includes(part), part);
      }
      assert.ok(!snapshot.can({ type: "priority.set", priority: "low" }), "no edits while saving");
    },
  },
});

export { QUALIFICATION_MESSAGES };
