import assert from "node:assert/strict";
import { parseLeadImport } from "../../rules/lead-import-csv.ts";
import { IMPORT_MESSAGES } from "../../rules/lead-import-rules.ts";
import { leadImportMachine, type ChosenFile, type CreateLeadsOutput, type ImportRowBody } from "./lead-import.machine.ts";
import { feedbackWorldActions, feedbackWorld } from "../testing/feedback.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";

const HEADER = "Name,Email,Company,Designation,Phone,Priority,Status,Remarks,Created";
/** Two good rows and one with a blank name and a bad address (line 3). */
const MIXED = `${HEADER}\r\nAsha Rao,asha@x.example,Rao Ltd,CTO,,high,new,Met at the booth,\r\n,not-an-email,,,,,,,\r\nBen,,,,,low,,,\r\n`;
const NO_NAME_COLUMN = "Email,Company\r\na@b.example,X\r\n";
const ALL_BAD = `${HEADER}\r\n,,,,,,,,\r\n`;

const file = (name: string, size: number): ChosenFile => ({ name, size, file: new Blob(["x"]) });

/** What `createLeads` must be given for MIXED: the valid rows only, as POST /leads bodies. */
const MIXED_ROWS: ReadonlyArray<ImportRowBody> = [
  {
    line: 2,
    body: {
      priority: "high",
      status: "new",
      remarks: "Met at the booth",
      person: { fullName: "Asha Rao", emailId: "asha@x.example", companyName: "Rao Ltd", designation: "CTO", phone: null },
    },
  },
  { line: 4, body: { priority: "low", status: "new", remarks: null, person: { fullName: "Ben", emailId: null, companyName: null, designation: null, phone: null } } },
];

const PARTIAL: CreateLeadsOutput = { created: 1, failures: [{ line: 4, message: "Email must match format \"email\"" }] };
/** Asha's e-mail is already a lead's: nothing was imported, the choice is the person's. */
const DUPLICATES: CreateLeadsOutput = { created: 0, failures: [], duplicates: [{ line: 2, name: "Asha Rao", matches: "Asha R." }] };
const MERGED: CreateLeadsOutput = { created: 1, merged: 1, skipped: 0, failures: [] };
const SKIPPED: CreateLeadsOutput = { created: 1, merged: 0, skipped: 1, failures: [] };

export const leadImportModel = defineModel({
  name: "lead-import",
  machine: leadImportMachine,
  inputs: { default: undefined },
  events: [
    { type: "import.open" }, { type: "import.close" }, { type: "import.confirm" },
    { type: "file.choose", file: file("leads.csv", 420) },
    { type: "file.choose", file: file("notes.txt", 10) },
    { type: "file.choose", file: file("huge.CSV", 6 * 1024 * 1024) },
    ...outcomesOf("readFile", {
      answers: [parseLeadImport(MIXED), parseLeadImport(NO_NAME_COLUMN), parseLeadImport(ALL_BAD)],
      failures: [new DOMException("The file could not be read.", "NotReadableError")],
    }),
    ...outcomesOf("createLeads", { answers: [{ created: 2, failures: [] }, PARTIAL, DUPLICATES, MERGED, SKIPPED] }),
    { type: "duplicates.merge" }, { type: "duplicates.skip" }, { type: "duplicates.cancel" },
    ...outcomesOf("createLeads", { failures: [OFFLINE] }),
  ],
  controlledActors: ["readFile", "createLeads"],
  world: feedbackWorld,
  implementations: (world) => ({ actions: feedbackWorldActions(world) }),
  assertions: {
    closed: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("open"));
      assert.deepEqual(snapshot.context, { fileName: null, preview: null, error: null, result: null, duplicates: null, onDuplicate: "ask" });
      if (event.type === "xstate.done.actor.createLeads") {
        const output = (event as unknown as { output: CreateLeadsOutput }).output;
        const description =
          output === MERGED ? "1 lead imported, 1 merged, 0 skipped." : output === SKIPPED ? "1 lead imported, 0 merged, 1 skipped." : "2 leads imported successfully!";
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description, variant: "success" });
      }
      // Every import that created something reloads the list once.
      assert.equal(world.refreshes, world.toasts.filter((toast) => toast.description !== "Failed to import leads. Please try again.").length);
    },
    choosing: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("open") && !snapshot.hasTag("busy") && !snapshot.hasTag("preview"));
      const chosen = event.type === "file.choose" ? (event as unknown as { file: ChosenFile }).file.name : null;
      if (chosen === "notes.txt") assert.equal(snapshot.context.error, IMPORT_MESSAGES.notCsv);
      if (chosen === "huge.CSV") assert.equal(snapshot.context.error, IMPORT_MESSAGES.tooLarge);
      if (event.type === "xstate.error.actor.readFile") assert.equal(snapshot.context.error, IMPORT_MESSAGES.unreadable);
      if (event.type === "xstate.done.actor.readFile") assert.equal(snapshot.context.error, IMPORT_MESSAGES.noNameColumn);
      if (event.type === "import.open") assert.equal(snapshot.context.error, null);
      assert.ok(snapshot.context.preview === null || snapshot.context.preview.fileError !== null);
    },
    reading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("busy"));
      assert.equal(snapshot.context.fileName, "leads.csv");
      assert.equal(snapshot.context.error, null);
      assert.ok(actors["readFile"]!.pending("readFile") !== undefined);
    },
    previewing: (snapshot, { world, event }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("preview") && !snapshot.hasTag("busy"));
      const preview = snapshot.context.preview!;
      assert.equal(preview.fileError, null);
      // The bad row is shown with its line and both problems; import is possible only with a good row.
      const bad = preview.rows.find((row) => row.errors.length > 0);
      assert.deepEqual(bad?.line === undefined ? undefined : { line: bad.line, errors: bad.errors }, {
        line: preview.validCount === 0 ? 2 : 3,
        errors: preview.validCount === 0 ? ["Full name is required"] : ["Full name is required", "Valid email is required"],
      });
      assert.equal(snapshot.can({ type: "import.confirm" }), preview.validCount > 0);
      if (event.type === "duplicates.cancel") assert.equal(snapshot.context.duplicates, null);
      if (event.type === "xstate.error.actor.createLeads") {
        assert.equal(snapshot.context.error, "Failed to import leads. Please try again.");
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: "Failed to import leads. Please try again.", variant: "destructive" });
      } else {
        assert.equal(snapshot.context.error, null);
      }
    },
    importing: (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("preview"));
      assert.equal(snapshot.context.error, null);
      // The first try asks about duplicates; the person's choice sends the same rows again with it.
      const onDuplicate = event.type === "duplicates.merge" ? "merge" : event.type === "duplicates.skip" ? "skip" : "ask";
      assert.deepEqual(actors["createLeads"]!.pending("createLeads")?.input, { rows: MIXED_ROWS, onDuplicate });
    },
    duplicates: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("duplicates") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.duplicates, DUPLICATES.duplicates);
      // Nothing was imported: no list to read again, no toast.
      assert.equal(world.refreshes, world.toasts.filter((toast) => toast.description !== "Failed to import leads. Please try again.").length);
      assert.ok(snapshot.can({ type: "duplicates.merge" }) && snapshot.can({ type: "duplicates.skip" }) && snapshot.can({ type: "duplicates.cancel" }));
    },
    finished: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("finished"));
      assert.deepEqual(snapshot.context.result, PARTIAL);
      assert.deepEqual(world.toasts.at(-1), { title: "Error", description: "1 of 2 leads could not be imported.", variant: "destructive" });
    },
  },
});
