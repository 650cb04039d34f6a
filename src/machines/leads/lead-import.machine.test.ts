import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import { createMemoryStorage } from "../../api/token-store.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { importLeadRows, leadImportImplementations, refusedRows } from "./lead-import.actors.ts";
import { IMPORT_FAILED_MESSAGE, importPartialMessage, importRefusedMessage, importSuccessMessage, leadImportMachine } from "./lead-import.machine.ts";
import { leadImportModel } from "./lead-import.model.ts";
import { leadFixture } from "./lead-fixtures.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(leadImportModel);

describe("import messages", () => {
  it("count the leads", () => {
    expect(importSuccessMessage(1)).toBe("1 lead imported successfully!");
    expect(importSuccessMessage(1500)).toBe("1,500 leads imported successfully!");
    expect(importPartialMessage(2, 12)).toBe("2 of 12 leads could not be imported.");
    expect(importRefusedMessage(1)).toBe("No leads were imported: the server refused 1 row.");
    expect(importSuccessMessage(3, 1, 2)).toBe("3 leads imported, 1 merged, 2 skipped.");
  });
});

type ImportBody = { leads: Array<{ person: { fullName: string; emailId?: string | null } }>; onDuplicate?: string };

/** The company's lead whose e-mail the fake server matches: rows with ana@x.example are duplicates. */
const ANA_LEAD = leadFixture({ fullName: "Ana Existing", emailId: "ana@x.example" });

/**
 * A fake POST /leads/import: one transaction, so a name starting with "x" refuses the whole file
 * with a pointer to that row, as the server does.
 */
const server = () => {
  const bodies: ImportBody[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as ImportBody;
    bodies.push(body);
    const errors = body.leads.flatMap((lead, index) =>
      lead.person.fullName.startsWith("x") ? [{ path: `/leads/${index}/person/emailId`, message: 'must match format "email"' }] : [],
    );
    if (errors.length > 0) {
      return jsonResponse(400, { success: false, message: `${errors.length} of ${body.leads.length} leads could not be imported; nothing was imported`, errors });
    }
    const matching = body.leads.flatMap((lead, row) => (lead.person.emailId === ANA_LEAD.user.emailId ? [row] : []));
    const choice = body.onDuplicate ?? "ask";
    if (matching.length > 0 && choice === "ask") {
      const duplicates = matching.map((row) => ({ row, matchedOn: "email", lead: ANA_LEAD }));
      return jsonResponse(409, { success: false, message: "A lead with this e-mail already exists: Ana Existing.", duplicates });
    }
    const matched = matching.length;
    return jsonResponse(201, {
      success: true,
      message: "imported",
      data: { imported: body.leads.length - matched, merged: choice === "merge" ? matched : 0, skipped: choice === "skip" ? matched : 0 },
    });
  };
  const runApi = fastApiRunner(fetch, { storage: createMemoryStorage({ access_token: "t" }) });
  return { runApi, bodies };
};

const body = (fullName: string) => ({ priority: "low" as const, status: "new", remarks: null, person: { fullName } });

/** The import with its real actors, its dialog open and `text` chosen as the file `name`. */
const importing = (runApi: ApiRunner, name: string, text: string) => {
  const feedback = recordedFeedback();
  const actor = createActor(leadImportMachine.provide(leadImportImplementations({ runApi, ...feedback }))).start();
  actor.send({ type: "import.open" });
  actor.send({ type: "file.choose", file: { name, size: text.length, file: new Blob([text]) } });
  return { actor, ...feedback };
};

describe("creating the rows", () => {
  it("sends every row in one POST and reports the refused ones by line, in the dialog's words, with nothing created", async () => {
    const { runApi, bodies } = server();
    const output = await runApi(importLeadRows([{ line: 2, body: body("Ana") }, { line: 3, body: body("xavier") }, { line: 5, body: body("Ben") }]));
    expect(output).toEqual({ created: 0, failures: [{ line: 3, message: 'Email must match format "email"' }] });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.leads.map((lead) => lead.person.fullName)).toEqual(["Ana", "xavier", "Ben"]);
  });

  it("answers how many the server created", async () => {
    const { runApi } = server();
    await expect(runApi(importLeadRows([{ line: 2, body: body("Ana") }, { line: 4, body: body("Ben") }]))).resolves.toEqual({
      created: 2,
      merged: 0,
      skipped: 0,
      failures: [],
    });
  });

  it("joins a row's problems and keeps the server's own sentences", () => {
    const rows = [{ line: 2, body: body("Ana") }, { line: 7, body: body("Ben") }];
    expect(
      refusedRows(rows, [
        { path: "/leads/1/person/fullName", message: "must not be blank" },
        { path: "/leads/1/person/emailId", message: "Valid email is required" },
        { path: "/leads/9/status", message: "must not be blank" },
        { path: "/other", message: "ignored" },
      ]),
    ).toEqual([{ line: 7, message: "Full name must not be blank; Valid email is required" }]);
  });
});

describe("the import with its real actors", () => {
  it("reads the chosen file, previews it and creates the valid rows", async () => {
    const { runApi, bodies } = server();
    const { actor, toasts, refreshes } = importing(runApi, "leads.csv", "Name,Email,Priority\r\nAna,ana@x.example,High\r\n,bad,\r\n");
    const preview = await waitFor(actor, (snapshot) => snapshot.hasTag("preview"));
    expect(preview.context.preview?.rows.map((row) => row.errors)).toEqual([[], ["Full name is required", "Valid email is required"]]);
    actor.send({ type: "import.confirm" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("duplicates"));
    actor.send({ type: "duplicates.merge" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    const ana = { priority: "high", status: "new", remarks: null, person: { fullName: "Ana", emailId: "ana@x.example", companyName: null, designation: null, phone: null } };
    // Ana's e-mail is already a lead's: the server lists her row and imports nothing until asked to merge.
    expect(bodies).toEqual([
      { leads: [ana], onDuplicate: "ask" },
      { leads: [ana], onDuplicate: "merge" },
    ]);
    expect(toasts).toEqual([{ title: "Success", description: "0 leads imported, 1 merged, 0 skipped.", variant: "success" }]);
    expect(refreshes()).toBe(1);
  });

  it("lists the rows matching existing leads, then skips them when asked", async () => {
    const { runApi, bodies } = server();
    const { actor, toasts } = importing(runApi, "leads.csv", "Name,Email\r\nAna,ana@x.example\r\nBen,ben@x.example\r\n");
    await waitFor(actor, (snapshot) => snapshot.hasTag("preview"));
    actor.send({ type: "import.confirm" });
    const asked = await waitFor(actor, (snapshot) => snapshot.hasTag("duplicates"));
    expect(asked.context.duplicates).toEqual([{ line: 2, name: "Ana", matches: "Ana Existing" }]);
    actor.send({ type: "duplicates.skip" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(bodies.map((sent) => sent.onDuplicate)).toEqual(["ask", "skip"]);
    expect(toasts).toEqual([{ title: "Success", description: "1 lead imported, 0 merged, 1 skipped.", variant: "success" }]);
  });
});

/**
 * A POST /leads/import behind a switch: while `down` is true the request never gets an answer, as
 * with a stopped server; retries are shortened to 1 ms.
 */
const unreachable = () => {
  const state = { down: true, created: [] as string[] };
  const fetch = async (request: Request) => {
    const body = (await request.json()) as ImportBody;
    if (state.down) throw new TypeError("Failed to fetch");
    state.created.push(...body.leads.map((lead) => lead.person.fullName));
    return jsonResponse(201, { success: true, message: "imported", data: { imported: body.leads.length } });
  };
  const runApi = fastApiRunner(fetch, { storage: createMemoryStorage({ access_token: "t" }) });
  return { runApi, state };
};

describe("an import while the server cannot be reached", () => {
  it("fails as a whole when the import got no answer, keeps the chosen file's preview and imports on the next try", async () => {
    const { runApi, state } = unreachable();
    const { actor, toasts, refreshes } = importing(runApi, "fair.csv", "Name,Email\r\nAna,ana@x.example\r\nBen,\r\n");
    await waitFor(actor, (snapshot) => snapshot.hasTag("preview"));
    actor.send({ type: "import.confirm" });

    const failed = await waitFor(actor, (snapshot) => snapshot.matches("previewing") && snapshot.context.error !== null);
    expect(failed.context.error).toBe(IMPORT_FAILED_MESSAGE);
    expect(failed.context.fileName).toBe("fair.csv");
    expect(failed.context.preview?.validCount).toBe(2);
    expect(failed.context.result).toBeNull();
    expect(failed.can({ type: "import.confirm" })).toBe(true);
    expect(toasts).toEqual([{ title: "Error", description: IMPORT_FAILED_MESSAGE, variant: "destructive" }]);
    expect(refreshes()).toBe(0);
    expect(state.created).toEqual([]);

    state.down = false;
    actor.send({ type: "import.confirm" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(state.created.sort()).toEqual(["Ana", "Ben"]);
    expect(toasts.at(-1)).toEqual({ title: "Success", description: "2 leads imported successfully!", variant: "success" });
    expect(refreshes()).toBe(1);
  });
});
