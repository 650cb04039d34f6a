import assert from "node:assert/strict";
import { Conflict, Network, Validation } from "../../api/errors.ts";
import { LEAD_QUALIFICATION_MESSAGES } from "../../rules/lead-qualification-rules.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { BUDGET_QUESTION } from "../testing/fixtures/budget-question.fixture.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import type { CreateLeadOutcome } from "./lead-dialog-calls.actors.ts";
import { createBody, EMPTY_LEAD_DIALOG_FORM, updateBody, type LeadQuestion } from "./lead-dialog-form.ts";
import { leadDialogMachine, type LeadDialogSnapshot } from "./lead-dialog.machine.ts";
import { mergedMessage, QUESTIONS_FAILED_MESSAGE } from "./lead-dialog-parts.ts";
import { dialogTitle, saveLabel } from "./lead-dialog-view.ts";
import { leadFixture } from "./lead-fixtures.ts";

/** One required question, so a form without its answer is refused before any call. */
export const BUDGET: LeadQuestion = BUDGET_QUESTION;

const MEERA = { userId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Meera Iyer" };

/** A lead to edit: rated, tagged, answered, with a note and a badge scan. */
export const ASHA = leadFixture({
  _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
  fullName: "Asha Rao",
  emailId: "asha@rao.example",
  rating: 3,
  tags: ["demo"],
  answers: { budget: "Under 10k" },
  source: "booth_scan",
  capturedBy: MEERA,
  notes: [{ id: "5e0c3a1b-0000-4000-8000-000000000001", text: "Wants pricing.", author: MEERA, createdAt: "2026-03-14T10:42:00.000Z" }],
  touches: [{ at: "2026-03-14T10:42:00.000Z", by: MEERA }],
});

/** Asha's lead once a photo of her card's back is kept with it (the detail's "Add a photo"). */
export const ASHA_WITH_PHOTO = {
  ...ASHA,
  capture: { ...ASHA.capture, images: [{ url: "leadPhoto/5c2d3e4f-6071-4829-a3b4-c5d6e7f8091a.jpg", label: "card_back" as const, addedAt: "2026-03-14T11:00:00.000Z" }] },
};

/** The lead the server says has the same e-mail. */
export const VIKRAM = leadFixture({ _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", fullName: "Vikram Mehta", emailId: "asha@rao.example", rating: 4, tags: ["ai"] });

const CREATED: CreateLeadOutcome = { kind: "created", lead: ASHA };
const DUPLICATE: CreateLeadOutcome = { kind: "duplicate", duplicates: [{ row: null, matchedOn: "email", lead: VIKRAM }] };
const MERGED: CreateLeadOutcome = { kind: "merged", lead: VIKRAM };
const OFFLINE = new Network({ message: "Failed to fetch" });
const REFUSED = new Validation({ message: "Email must match format \"email\"", errors: [{ path: "/emailId", message: "Email must match format \"email\"" }] });
const KEY_REUSED = new Conflict({ message: "This Idempotency-Key was used for another request." });

type Event = ModelEvent<typeof leadDialogMachine>;

/**
 * The form's edits, walked one after another (each offered once the one before it is done), so
 * every edit transition is taken without the graph trying every combination of field values.
 */
const EDITS: ReadonlyArray<{ readonly event: Event; readonly done: (snapshot: LeadDialogSnapshot) => boolean }> = [
  { event: { type: "form.change", field: "fullName", value: "Asha Rao" }, done: ({ context }) => context.form.fullName !== "" },
  // A blank tag is refused with its message.
  { event: { type: "tag.add" }, done: ({ context }) => context.fieldErrors["tags"] !== undefined || context.form.tagDraft !== "" || context.form.tags.includes("AI") },
  { event: { type: "form.change", field: "tagDraft", value: "AI" }, done: ({ context }) => context.form.tagDraft === "AI" || context.form.tags.includes("AI") },
  { event: { type: "tag.add" }, done: ({ context }) => context.form.tags.includes("AI") },
  { event: { type: "rating.set", value: 4 }, done: ({ context }) => context.form.rating === 4 },
  { event: { type: "form.change", field: "followUpDate", value: "2026-02-30" }, done: ({ context }) => context.form.followUpDate !== "" },
  { event: { type: "form.change", field: "followUpDate", value: "2026-03-20" }, done: ({ context }) => context.form.followUpDate === "2026-03-20" },
  { event: { type: "answer.change", name: "budget", value: "Over 50k" }, done: ({ context }) => context.form.answers["budget"] === "Over 50k" },
  { event: { type: "form.change", field: "note", value: "Call on Monday." }, done: ({ context }) => context.form.note !== "" },
  { event: { type: "tag.remove", tag: "ai" }, done: ({ context }) => !context.form.tags.includes("AI") },
  { event: { type: "rating.set", value: null }, done: ({ context }) => context.form.rating === null },
];

/** Edits sent where the form is not shown or frozen: each is ignored there. */
const IGNORED_EDITS: ReadonlyArray<Event> = [
  { type: "form.change", field: "fullName", value: "Someone else" },
  { type: "rating.set", value: 2 },
  { type: "tag.add" },
  { type: "tag.remove", tag: "demo" },
  { type: "answer.change", name: "budget", value: "Under 10k" },
];

const events = (snapshot: LeadDialogSnapshot): ReadonlyArray<Event> => {
  const always: Event[] = [{ type: "dialog.close" }];
  if (snapshot.matches("closed")) return [{ type: "dialog.openAdd" }, { type: "dialog.openEdit", lead: ASHA }];
  if (snapshot.matches({ open: "loadingQuestions" })) {
    return [...always, ...outcomesOf("loadQuestions", { answers: [[BUDGET]], failures: [OFFLINE] })];
  }
  if (snapshot.matches({ open: "editing" })) {
    const next = EDITS.find((edit) => !edit.done(snapshot));
    // The photo form of Asha's lead reports a photo kept (once: the lead then has it).
    const photo: Event[] = snapshot.context.lead === ASHA ? [{ type: "photo.added", lead: ASHA_WITH_PHOTO }] : [];
    return [...always, ...(next === undefined ? [] : [next.event]), ...photo, { type: "form.submit" }, { type: "questions.retry" }];
  }
  if (snapshot.matches({ open: "creating" })) {
    return [...always, ...IGNORED_EDITS, ...outcomesOf("createLead", { answers: [CREATED, DUPLICATE], failures: [OFFLINE, REFUSED] })];
  }
  if (snapshot.matches({ open: "updating" })) {
    return [...always, ...IGNORED_EDITS, ...outcomesOf("updateLead", { answers: [ASHA], failures: [KEY_REUSED, OFFLINE] })];
  }
  if (snapshot.matches({ open: "duplicate" })) {
    return [...always, ...IGNORED_EDITS, { type: "duplicate.merge" }, { type: "duplicate.open" }, { type: "duplicate.back" }];
  }
  return [...always, ...IGNORED_EDITS, ...outcomesOf("mergeLead", { answers: [MERGED], failures: [OFFLINE] })];
};

interface World {
  readonly toasts: ToastParams[];
  changes: number;
  /** Photos the photo form reported kept with the lead. */
  photos: number;
}

const SUCCESS_TOASTS = ["Lead added successfully!", "Lead updated successfully!", mergedMessage("Vikram Mehta")];

export const leadDialogModel = defineModel({
  name: "lead-dialog",
  machine: leadDialogMachine,
  // Dashboard's Add Lead offers no photos; Lead Management's detail does where the role may add them.
  inputs: { default: undefined, photos: { photos: true } },
  events,
  controlledActors: ["loadQuestions", "createLead", "updateLead"],
  volatileContext: ["attemptKey"],
  world: (): World => ({ toasts: [], changes: 0, photos: 0 }),
  implementations: (world) => ({
    actions: {
      notify: (_: unknown, toast: ToastParams) => void world.toasts.push(toast),
      leadsChanged: () => void (world.changes += 1),
    },
  }),
  assertions: {
    leadDialog: (snapshot, { world, event, input }) => {
      if (event.type === "photo.added") world.photos += 1;
      // The screen hears of every save and every photo kept, and only of those.
      assert.equal(world.changes, world.toasts.filter((toast) => SUCCESS_TOASTS.includes(toast.description)).length + world.photos);
      // A lead's detail has its photo form exactly where photos are offered; adding a lead has none.
      assert.equal(snapshot.context.photo !== null, input === "photos" && snapshot.context.lead !== null);
      // Once read, the questions stay for later openings; a failed read says so.
      assert.ok(snapshot.context.questions === null || snapshot.context.questions.length === 1);
      if (snapshot.context.questionsError !== null) assert.equal(snapshot.context.questions, null);
    },
    closed: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("open"));
      assert.deepEqual(snapshot.context.form, EMPTY_LEAD_DIALOG_FORM);
      assert.equal(snapshot.context.lead, null);
      assert.equal(snapshot.context.duplicate, null);
      assert.equal(snapshot.context.attemptKey, null);
      assert.deepEqual(Object.keys(snapshot.children), [], "the photo form went with the lead it was opened on");
      const last = world.toasts.at(-1)?.description;
      if (event.type === "xstate.done.actor.createLead") assert.equal(last, "Lead added successfully!");
      if (event.type === "xstate.done.actor.updateLead") assert.equal(last, "Lead updated successfully!");
      if (event.type === "xstate.done.actor.mergeLead") assert.equal(last, "Merged into Vikram Mehta's lead.");
    },
    open: (snapshot) => {
      assert.ok(snapshot.hasTag("open"));
      assert.equal(dialogTitle(snapshot), snapshot.context.lead === null ? "Add Lead" : "Edit Lead");
    },
    "open.loadingQuestions": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loadingQuestions") && !snapshot.hasTag("busy"));
      assert.notEqual(actors["loadQuestions"]!.pending("loadQuestions"), undefined);
    },
    "open.editing": (snapshot, { event, actors }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("duplicate"));
      assert.equal(saveLabel(snapshot), context.lead === null ? "Add Lead" : "Update Lead");
      if (event.type === "xstate.error.actor.loadQuestions") assert.equal(context.questionsError, QUESTIONS_FAILED_MESSAGE);
      // The questions' inputs start from the edited lead's answers.
      if (event.type === "xstate.done.actor.loadQuestions" && context.lead?._id === ASHA._id) assert.equal(context.form.answers["budget"], "Under 10k");
      if (event.type === "form.submit") {
        // Refused by the rules: messages beside the fields, nothing sent, everything typed kept.
        assert.ok(Object.keys(context.fieldErrors).length > 0);
        for (const actor of Object.values(actors)) assert.equal(actor.pending(), undefined);
      }
      if (event.type === "tag.add" && context.form.tags.length === (context.lead?.tags.length ?? 0)) {
        assert.equal(context.fieldErrors["tags"], LEAD_QUALIFICATION_MESSAGES.tagBlank);
      }
      if (event.type === "xstate.error.actor.createLead" || event.type === "xstate.error.actor.updateLead") {
        assert.notEqual(context.error, null);
        assert.notEqual(context.form.fullName, "");
        const error = (event as unknown as { error: unknown }).error;
        // No answer: the write may have happened, so Save again sends the same key.
        assert.equal(context.attemptKey !== null, error === OFFLINE);
        if (error === REFUSED) assert.deepEqual(context.fieldErrors, { emailId: REFUSED.message });
        if (error === KEY_REUSED) assert.equal(context.error, KEY_REUSED.message);
        if (error === OFFLINE) assert.equal(context.error, context.lead === null ? "Failed to add lead. Please try again." : "Failed to update lead. Please try again.");
      }
      if (event.type === "duplicate.back") assert.equal(context.duplicate, null);
      if (event.type === "photo.added") {
        // The detail shows the photo at once; what was typed stays.
        assert.equal(context.lead, ASHA_WITH_PHOTO);
        assert.equal(context.form.fullName, "Asha Rao");
      }
      // An edit makes the next save another request: a fresh key is made for it.
      if (["form.change", "rating.set", "tag.remove", "answer.change"].includes(event.type)) assert.equal(context.attemptKey, null);
      if (event.type === "duplicate.open") {
        // The matched lead opens for editing in place of the typed one.
        assert.equal(context.lead?._id, VIKRAM._id);
        assert.equal(context.form.fullName, "Vikram Mehta");
      }
    },
    "open.creating": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(saveLabel(snapshot), "Adding...");
      const call = actors["createLead"]!.pending("createLead")!;
      assert.deepEqual(call.input, { body: createBody(snapshot.context.form, snapshot.context.questions, "ask"), key: snapshot.context.attemptKey });
      assert.match(snapshot.context.attemptKey!, /^[0-9a-f-]{36}$/);
    },
    "open.updating": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(saveLabel(snapshot), "Updating...");
      const { context } = snapshot;
      const input = actors["updateLead"]!.pending("updateLead")!.input;
      assert.deepEqual(input, { id: context.lead!._id, body: updateBody(context.form, context.questions), key: context.attemptKey });
      // A written note is appended; the old notes are never sent.
      assert.equal((input.body as { appendNote?: string }).appendNote, context.form.note === "" ? undefined : "Call on Monday.");
      assert.ok(!("notes" in input.body));
    },
    "open.duplicate": (snapshot) => {
      assert.ok(snapshot.hasTag("duplicate"));
      assert.equal(snapshot.context.duplicate?.message, "A lead with this e-mail already exists: Vikram Mehta.");
      assert.equal(snapshot.context.lead, null);
      assert.notEqual(snapshot.context.form.fullName, "");
    },
    "open.merging": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("duplicate"));
      const merge = actors["createLead"]!.pending("mergeLead")! as { input: { key: string } };
      assert.deepEqual(merge.input, { body: createBody(snapshot.context.form, snapshot.context.questions, "merge"), key: snapshot.context.attemptKey });
      // Another body: never the key of the request that was asked about.
      const asked = actors["createLead"]!.calls.filter((call) => call.id === "createLead").at(-1)! as { input: { key: string } };
      assert.notEqual(merge.input.key, asked.input.key);
    },
  },
});
