import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { apiLayer, makeApiRunner } from "../api/request.ts";
import { createMemoryStorage } from "../api/token-store.ts";
import type { ToastParams } from "./entity-messages.ts";
import { createLeadRows, leadImportImplementations } from "./lead-import.actors.ts";
import { importPartialMessage, importSuccessMessage, leadImportMachine } from "./lead-import.machine.ts";
import { leadImportModel } from "./lead-import.model.ts";
import { describeModel } from "./testing/describe-model.ts";

describeModel(leadImportModel);

describe("import messages", () => {
  it("count the leads", () => {
    expect(importSuccessMessage(1)).toBe("1 lead imported successfully!");
    expect(importSuccessMessage(1500)).toBe("1,500 leads imported successfully!");
    expect(importPartialMessage(2, 12)).toBe("2 of 12 leads could not be imported.");
  });
});

/** A fake POST /leads: refuses names starting with "x" as the server would refuse a bad body. */
const server = () => {
  const bodies: unknown[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { person: { fullName: string } };
    bodies.push(body);
    const refused = body.person.fullName.startsWith("x");
    return new Response(
      JSON.stringify(
        refused
          ? { success: false, message: "person.emailId must match format \"email\"", errors: [{ path: "/person/emailId", message: "must match format \"email\"" }] }
          : { success: true, message: "Lead created" },
      ),
      { status: refused ? 400 : 201, headers: { "Content-Type": "application/json" } },
    );
  };
  const runApi = makeApiRunner(apiLayer({ baseUrl: "http://portal.test/api", fetch, storage: createMemoryStorage({ access_token: "t" }) }));
  return { runApi, bodies };
};

const body = (fullName: string) => ({ priority: "low" as const, status: "new", remarks: null, person: { fullName } });

describe("creating the rows", () => {
  it("posts every row and reports the refused ones by line, in the dialog's words", async () => {
    const { runApi, bodies } = server();
    const output = await runApi(createLeadRows([{ line: 2, body: body("Ana") }, { line: 3, body: body("xavier") }, { line: 5, body: body("Ben") }]));
    expect(output).toEqual({ created: 2, failures: [{ line: 3, message: 'Email must match format "email"' }] });
    expect(bodies).toHaveLength(3);
  });
});

describe("the import with its real actors", () => {
  it("reads the chosen file, previews it and creates the valid rows", async () => {
    const { runApi, bodies } = server();
    const toasts: ToastParams[] = [];
    let refreshes = 0;
    const machine = leadImportMachine.provide(
      leadImportImplementations({ runApi, notify: (toast) => void toasts.push(toast), refreshList: () => void (refreshes += 1) }),
    );
    const actor = createActor(machine).start();
    actor.send({ type: "import.open" });
    const text = "Name,Email,Priority\r\nAna,ana@x.example,High\r\n,bad,\r\n";
    actor.send({ type: "file.choose", file: { name: "leads.csv", size: text.length, file: new Blob([text]) } });
    const preview = await waitFor(actor, (snapshot) => snapshot.hasTag("preview"));
    expect(preview.context.preview?.rows.map((row) => row.errors)).toEqual([[], ["Full name is required", "Valid email is required"]]);
    actor.send({ type: "import.confirm" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(bodies).toEqual([{ priority: "high", status: "new", remarks: null, person: { fullName: "Ana", emailId: "ana@x.example", companyName: null, designation: null, phone: null } }]);
    expect(toasts).toEqual([{ title: "Success", description: "1 lead imported successfully!", variant: "success" }]);
    expect(refreshes).toBe(1);
  });
});
