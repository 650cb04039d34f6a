import assert from "node:assert/strict";
import { Conflict, NotFound } from "../../api/errors.ts";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { defineConfirmedActionModel } from "../testing/confirmed-action-kit.ts";
import { leadDuplicateMachine, mergeQuestion, type PossibleDuplicate } from "./lead-duplicate.machine.ts";

const BEN: PossibleDuplicate = { _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", name: "Ben Koch", of: { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Anna Schmidt" } };
const MERGED = "Merged Ben Koch into Anna Schmidt";
const NOT_MARKED = "This lead is not marked as a possible duplicate";
const OWN_WORDS = ["Merged Ben Koch into Anna Schmidt.", "Ben Koch is kept as a lead of their own."];
const OWN_FAILURES = ["Failed to merge the leads. Please try again.", "Failed to update lead. Please try again."];

export const leadDuplicateModel = defineConfirmedActionModel({
  name: "lead-duplicate",
  machine: leadDuplicateMachine,
  requests: [
    { type: "action.request", subject: BEN, kind: "merge" },
    { type: "action.request", subject: BEN, kind: "dismiss" },
  ],
  outcomes: { answers: [{ message: MERGED }, {}], failures: [new Conflict({ message: NOT_MARKED }), new NotFound({ message: "Lead not found" }), OFFLINE] },
  // The server's sentence, else the screen's own for the decision.
  afterDone: (_, { world }) => assert.ok([MERGED, ...OWN_WORDS].includes(world.toasts.at(-1)!.description)),
  afterFailure: (_, { world }) => assert.ok([NOT_MARKED, "Lead not found", ...OWN_FAILURES].includes(world.toasts.at(-1)!.description)),
  // Only a merge asks, and it names both people.
  confirming: (snapshot) => {
    assert.equal(snapshot.context.pending!.kind, "merge");
    assert.equal(
      mergeQuestion(snapshot.context.pending!.subject),
      "Merge Ben Koch into Anna Schmidt? Anna Schmidt keeps their details and gains what this lead adds (notes, scans, photos, tags); Ben Koch is then deleted.",
    );
  },
  running: (snapshot, { actors }) => assert.deepEqual(actors["runAction"]!.calls.at(-1)!.input, { kind: snapshot.context.pending!.kind, id: BEN._id }),
});
