// The defects the fuzz suite (tests/fuzz) found, pinned as plain regression tests so they stay
// fixed whatever seed the fuzz runs with: text PostgreSQL cannot store, a deeply nested body, and
// path values the router refuses before any route.
import { describe, expect, it } from "vitest";
import { faqs, leads, referralRegistrations } from "../../server/db/schema/all-tables.ts";
import { snapshot, useSeededApi } from "../../server/testing/api-test-kit.ts";
import { answerRequiredFields } from "../contract/form-answers.ts";
import type { FormFieldDefinition } from "../contract/context.ts";

const api = useSeededApi("pglite");
const tables = [faqs, leads, referralRegistrations];

describe("text the database cannot store", () => {
  it.each([
    ["a NUL character in a FAQ", "/api/faq", { question: "Why\u0000?", answer: "<p>x</p>" }, "/question"],
    ["an unpaired surrogate in a lead", "/api/leads", { person: { fullName: "Ann \ud800" } }, "/person/fullName"],
    ["a NUL character in a property name", "/api/leads", { person: { fullName: "Ann" }, "x\u0000": 1 }, undefined],
  ])("%s answers 400 naming the value and stores nothing", async (_label, path, json, pointer) => {
    const before = await snapshot(api.db, tables);
    const answer = await api.acme.call("POST", path, json);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    if (pointer) expect(answer.body.errors[0].path).toBe(pointer);
    expect(await snapshot(api.db, tables)).toEqual(before);
  });

  it("an unpaired surrogate in a referral answer (stored as jsonb) answers 400, not 500", async () => {
    const passes = await api.acme.call("GET", "/api/passes");
    const pass = (passes.body.data as Array<{ _id: string; exhibitorCategory: { isActive: boolean } }>).find((p) => p.exhibitorCategory.isActive)!;
    const fields = await api.acme.call("GET", `/api/form-fields?ticketId=${pass._id}`);
    const answers = answerRequiredFields(fields.body.data as FormFieldDefinition[], { firstName: "Mia\ud800", lastName: "Lo", email: "mia@example.test", mobile: "9988776655" });
    const before = await snapshot(api.db, tables);
    const answer = await api.acme.call("POST", "/api/referral-registration", { ticketId: pass._id, ...answers });
    expect(answer.status).toBe(400);
    expect(await snapshot(api.db, tables)).toEqual(before);
  });

  it("a NUL character in a query value answers 400", async () => {
    const answer = await api.call("GET", "/api/auth/domain-event?domain=demo%00.example");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: [{ path: "/domain" }] });
  });
});

describe("bodies and paths refused early", () => {
  it.each([['{"__proto__": {"isAdmin": true}}'], ['{"person": {"fullName": "A"}, "constructor": {"prototype": {"isAdmin": true}}}']])(
    "a body with prototype keys (%s) answers 400 and stores nothing",
    async (text) => {
      const before = await snapshot(api.db, tables);
      const answer = await api.acme.call("POST", "/api/leads", text);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(await snapshot(api.db, tables)).toEqual(before);
    },
  );

  it("a body of 100,000 nested arrays sent to an operation without a body is not a 500", async () => {
    const answer = await api.acme.call("POST", "/api/create-sample-data", `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(answer.status).toBeLessThan(500);
  });

  it.each([
    ["an id longer than the router takes", `/api/leads/${"0".repeat(300)}`],
    ["a broken percent-escape", "/api/leads/%E0%A4%A"],
  ])("%s answers the 400 envelope without echoing the path", async (_label, path) => {
    const answer = await api.acme.call("DELETE", path);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    expect(answer.body.message).not.toContain("000000");
    expect(answer.headers.get("content-security-policy")).toBeTruthy();
  });
});
