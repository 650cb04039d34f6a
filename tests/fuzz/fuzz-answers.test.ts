// The leak check of fuzzed error answers is precise: what the request carried and what the caller
// stored is not a leak, and the same words from anywhere else still are.
import { describe, expect, it } from "vitest";
import { importEchoes } from "./console-echoes.ts";
import { leaksIn } from "./fuzz-answers.ts";
import type { RequestPlan } from "./request-plan.ts";

const importPlan = (csv: string): RequestPlan => ({ variant: "valid", caller: "organiser", pathIds: {}, query: [], body: { kind: "json", value: { csv } } });

describe("the fuzz's leak check", () => {
  it("takes the attendee import's quote of the sent header for an echo, not a database message", () => {
    const body = { success: false, message: "Nothing was imported.", errors: [{ path: "/csv", message: 'Line 1: unknown column "p=" (use name, email).' }] };
    expect(leaksIn(body, [])).toEqual([expect.stringContaining("a database object")]);
    expect(leaksIn(body, importEchoes("importOrganiserAttendees", importPlan("p=")))).toEqual([]);
  });

  it("still finds a column message the import's header did not carry", () => {
    const body = { success: false, message: 'column "secret" does not exist' };
    expect(leaksIn(body, importEchoes("importOrganiserAttendees", importPlan("name,ticket type\nAsha,Visitor")))).toEqual([expect.stringContaining("a database object")]);
    // Another operation's CSV-like text is not parsed into echoes.
    expect(importEchoes("createOrganiserFaq", importPlan("secret"))).toEqual([]);
  });

  it("takes a stored name quoted back for the caller's own input, and nothing more", () => {
    const stored = "SELECT * FROM users WHERE id = $1";
    const removal = { success: false, message: `Removing "${stored}" also deletes its 1 team member. Send the removal again with confirm=true to remove it.` };
    expect(leaksIn(removal, [])).toEqual([expect.stringContaining("SQL")]);
    expect(leaksIn(removal, [stored])).toEqual([]);
    const both = { success: false, message: `Removing "${stored}" failed: duplicate key value violates unique constraint` };
    expect(leaksIn(both, [stored])).toEqual([expect.stringContaining("a database error")]);
  });
});
