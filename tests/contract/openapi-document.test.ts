import { expect, test } from "vitest";
import { loadOpenApiDocument } from "./openapi-document.ts";

// The suite is only as strict as its validator: these show that $refs resolve to the real schemas
// (a silently empty schema would accept anything).

const doc = loadOpenApiDocument();

test("lists operations with their paths below the server base", () => {
  expect(doc.basePath).toBe("/api");
  const me = doc.operations.find((op) => op.operationId === "getCurrentUser");
  expect(me).toMatchObject({ method: "get", path: "/auth/me", secured: true });
  expect(doc.operations.find((op) => op.operationId === "getHealth")?.secured).toBe(false);
  // Optional auth (`- {}` beside bearerAuth) counts as open.
  expect(doc.operations.find((op) => op.operationId === "listDownloads")?.secured).toBe(false);
});

test("accepts a body that matches and rejects one that does not", () => {
  const good = { success: true, data: { name: "Acme", logoUrl: null, boothNumber: "B-12" } };
  expect(doc.validateResponse("getCompany", 200, good)).toMatchObject({ ok: true, documentedAs: "200" });
  const extra = { ...good, data: { ...good.data, secret: 1 } };
  expect(doc.validateResponse("getCompany", 200, extra).ok).toBe(false);
  const wrongType = { success: true, data: { name: 7, logoUrl: null, boothNumber: null } };
  expect(doc.validateResponse("getCompany", 200, wrongType).errors.join(" ")).toContain("/data/name");
});

test("follows shared error responses and checks formats", () => {
  expect(doc.validateResponse("getCompany", 401, { success: false, message: "Unauthorized" }).ok).toBe(true);
  expect(doc.validateResponse("getCompany", 401, { success: false, message: "" }).ok).toBe(false);
  const lead = (createdAt: string) => ({
    success: true,
    data: [
      {
        _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
        priority: "high",
        status: "new",
        remarks: null,
        source: "manual",
        createdAt,
        updatedAt: "2025-03-14T09:30:00.000Z",
        user: { fullName: "A", emailId: null, companyName: null, designation: null, phone: null },
        capturedBy: null,
        owner: null,
        rating: null,
        tags: [],
        followUpDate: null,
        ticketCode: null,
        capture: { kind: "manual", text: null, images: [] },
        answers: {},
        notes: [],
        touches: [],
        possibleDuplicateOf: null,
      },
    ],
  });
  expect(doc.validateResponse("listLeads", 200, lead("2025-03-14T09:30:00.000Z")).ok).toBe(true);
  expect(doc.validateResponse("listLeads", 200, lead("yesterday")).ok).toBe(false);
});

test("refuses statuses the document does not list", () => {
  const check = doc.validateResponse("getCompany", 500, { success: false, message: "boom" });
  expect(check).toMatchObject({ ok: false, documentedAs: null });
});

test("a redirect without content validates on its status alone", () => {
  expect(doc.validateResponse("redirectLogin", 302, "", "")).toMatchObject({ ok: true, documentedAs: "302" });
});
