import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";

// The contract is the source of truth for client and server; these checks keep the
// generated types in step with it and keep the document itself honest.

const yamlUrl = new URL("../../openapi/exhibitor-portal.yaml", import.meta.url);
const typesUrl = new URL("./schema.d.ts", import.meta.url);
const doc = parse(readFileSync(yamlUrl, "utf8")) as OpenApiDoc;

// Every call of SPEC §7 plus logout, the login redirect, readiness and the development outbox.
const EXPECTED_OPERATIONS = [
  "register", "login", "loginMobileWithCountry", "verifyOtpWithCountry", "registerMobile", "getCurrentUser",
  "updateDetails", "uploadOwnPhoto", "updatePassword", "getDomainEvent", "logout", "redirectLogin",
  "listFaqs", "createFaq", "updateFaq", "deleteFaq",
  "listDownloads", "createDownload", "updateDownload", "deleteDownload", "incrementDownload",
  "listLeads", "createLead", "updateLead", "deleteLead", "listRecentLeads", "getLeadAnalytics",
  "runLeadFollowUp", "getLeadFollowUpCalendar", "listLeadFollowUpsDue",
  "exportLeads", "importLeads", "bulkDeleteLeads", "bulkUpdateLeadPriority",
  "exportLeadFile", "exportTeamMembers", "exportReferralRegistrations", "exportProducts",
  "scanBadge", "captureBusinessCard", "uploadLeadPhoto", "addLeadImage", "getBadgeKey", "downloadBadge", "getLeadQuestions", "updateLeadQuestions",
  "listProducts", "createProduct", "updateProduct", "deleteProduct",
  "getCompanyProfile", "updateCompanyProfile", "getCompany",
  "listTeamMembers", "createTeamMember", "updateTeamMember", "deleteTeamMember",
  "resendTeamInvite", "revokeTeamInvite", "transferCompanyOwnership", "listActivity",
  "getDashboardAnalytics", "getTicketsByType", "createSampleData", "createReferralRegistration",
  "listPasses", "listTicketAllocations", "listTickets", "getTicketStats", "listFormFields", "listFormFieldOptions",
  "createSupportRequest", "listSupportRequests", "replyToSupportRequest", "uploadFile", "getHealth", "listDevOutbox",
  "requestPasswordCode", "requestPasswordReset", "resetPassword", "requestMobileChangeCode", "changeMobile",
  "startOpenIdSignIn", "finishOpenIdSignIn",
  "createPassGuestLink", "listPassGuestLinks", "revokeGuestLink", "getGuestRegistration", "registerGuest", "uploadGuestFile",
  "downloadGuestBadge", "decideReferralRegistration",
  "assignLeadOwner", "bulkAssignLeadOwner", "decideLeadDuplicate", "updateReminder",
  "listWebhookEndpoints", "createWebhookEndpoint", "updateWebhookEndpoint", "deleteWebhookEndpoint",
  "rotateWebhookSecret", "sendWebhookTest", "listWebhookDeliveries", "resendWebhookDelivery",
  "listOrganiserRegistrations", "decideOrganiserRegistration", "decideOrganiserRegistrations",
  "listOrganiserAttendees", "importOrganiserAttendees", "downloadOrganiserAttendeeBadges", "downloadOrganiserAttendeeBadge",
  "previewOrganiserAttendeeImport", "updateOrganiserAttendee", "cancelOrganiserAttendee",
  "listOrganiserSupportRequests", "countOpenOrganiserSupportRequests", "getOrganiserSupportRequest",
  "replyToOrganiserSupportRequest", "closeOrganiserSupportRequest", "reopenOrganiserSupportRequest", "reopenOrganiserRegistration",
  // The organiser's console: its accounts, exhibitors, attendees, pass forms, overview, event settings and content.
  "sendOrganiserCode", "verifyOrganiserCode", "loginOrganiserWithPassword", "setOrganiserPassword", "getCurrentOrganiser", "logoutOrganiser",
  "listOrganisers", "inviteOrganiser", "removeOrganiser",
  "listOrganiserExhibitors", "createOrganiserExhibitor", "updateOrganiserExhibitor", "deleteOrganiserExhibitor",
  "getOrganiserExhibitorRemoval", "resendOrganiserExhibitorInvite", "allocateOrganiserExhibitorPasses", "listOrganiserExhibitorTeam",
  "listOrganiserPassForms", "getOrganiserPassForm", "saveOrganiserPassForm", "getOrganiserOverview",
  "getOrganiserEventSettings", "updateOrganiserEventSettings", "uploadOrganiserEventLogo",
  "listOrganiserResources", "uploadOrganiserResourceFile", "createOrganiserResource", "updateOrganiserResource", "deleteOrganiserResource",
  "listOrganiserFaqs", "createOrganiserFaq", "updateOrganiserFaq", "deleteOrganiserFaq", "reorderOrganiserFaqs",
];
const ERROR_STATUSES = ["400", "401", "403", "404", "409", "413", "415", "429", "503"];
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, ResponseObject> };
}
interface MediaType { schema?: unknown; example?: unknown; examples?: Record<string, { value?: unknown }> }
interface ResponseObject { $ref?: string; content?: Record<string, MediaType>; headers?: Record<string, unknown> }
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}

function operations(): Array<{ key: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, op: item[m] as Operation })),
  );
}

// Component schemas are loaded into Ajv as $defs of one schema; local refs are rewritten to point there.
const DOC_ID = "https://exhibitor-portal.invalid/components.json";
const SCHEMA_REF = "#/components/schemas/";
function absolutiseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolutiseRefs);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith(SCHEMA_REF) ? `${DOC_ID}#/$defs/${v.slice(SCHEMA_REF.length)}` : absolutiseRefs(v),
      ]),
    );
  }
  return value;
}

function makeAjv() {
  // Strict mode surfaces schema mistakes (unknown keywords, misplaced constraints).
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  // ajv-formats ships as CommonJS; its default export is wrapped once more under NodeNext-style interop.
  const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);
  addFormats(ajv);
  // OpenAPI's marker for file parts; any string is acceptable to a JSON validator.
  ajv.addFormat("binary", true);
  ajv.addSchema({ $id: DOC_ID, $defs: absolutiseRefs(doc.components.schemas) as Record<string, object> });
  return ajv;
}

describe("schema.d.ts", () => {
  it("is exactly what `npm run gen:api` writes for the YAML", async () => {
    // The CLI writes COMMENT_HEADER followed by astToString of the default options.
    const expected = COMMENT_HEADER + astToString(await openapiTS(yamlUrl, { silent: true }));
    const committed = readFileSync(fileURLToPath(typesUrl), "utf8");
    expect(committed === expected, "src/api/schema.d.ts is stale: run `npm run gen:api`").toBe(true);
  });
});

describe("openapi/exhibitor-portal.yaml", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as unknown as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("gives every operation a unique camelCase operationId, a tag and a summary", () => {
    const ids = new Set<string>();
    for (const { key, op } of operations()) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId!), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.tags?.length, `${key} tags`).toBeGreaterThan(0);
      expect(op.summary, `${key} summary`).toBeTruthy();
    }
    expect([...ids].sort()).toEqual([...EXPECTED_OPERATIONS].sort());
  });

  it("documents every error status on every operation through the shared responses", () => {
    for (const { key, op } of operations()) {
      for (const status of ERROR_STATUSES) {
        const response = op.responses[status];
        expect(response?.$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\//);
        const target = doc.components.responses[response!.$ref!.split("/").pop()!];
        expect((target?.content?.["application/json"]?.schema as { $ref?: string })?.$ref, `${key} ${status}`).toBe("#/components/schemas/ErrorResponse");
      }
    }
    expect(doc.components.responses.TooManyRequests?.headers?.["Retry-After"]).toBeDefined();
    expect(doc.components.responses.ServiceUnavailable?.headers?.["Retry-After"]).toBeDefined();
  });

  it("protects exhibitor-scoped calls with the bearer token, the console's with the organiser's, and leaves the public ones open", () => {
    const publicOps = new Set([
      "sendOrganiserCode", "verifyOrganiserCode", "loginOrganiserWithPassword",
      "register", "login", "loginMobileWithCountry", "verifyOtpWithCountry", "registerMobile", "getDomainEvent",
      "redirectLogin", "listFaqs", "getHealth", "listDevOutbox", "requestPasswordReset", "resetPassword",
      "startOpenIdSignIn", "finishOpenIdSignIn",
      "getGuestRegistration", "registerGuest", "uploadGuestFile", "downloadGuestBadge",
    ]);
    const optionalOps = new Set(["listDownloads", "incrementDownload"]);
    // The organiser's systems send the installation key, not a team member's token.
    const organiserOps = new Set(["decideReferralRegistration"]);
    for (const { key, op } of operations()) {
      const id = op.operationId!;
      if (publicOps.has(id)) expect(op.security, key).toEqual([]);
      else if (optionalOps.has(id)) expect(op.security, key).toEqual([{ bearerAuth: [] }, {}]);
      else if (organiserOps.has(id)) expect(op.security, key).toEqual([{ organiserKey: [] }]);
      // Every other operation under /organiser/ is the console's: an organiser's token, never an exhibitor's.
      else if (key.includes(" /organiser/")) expect(op.security, key).toEqual([{ organiserAuth: [] }]);
      else expect(op.security, key).toEqual([{ bearerAuth: [] }]);
    }
  });

  it("closes every request body object against unknown properties", () => {
    const schemas = doc.components.schemas as Record<string, { additionalProperties?: unknown; oneOf?: Array<{ $ref: string }> }>;
    for (const { key, op } of operations()) {
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        const named = (media.schema as { $ref?: string }).$ref?.split("/").pop();
        expect(named, `${key} body must be a named schema`).toBeTruthy();
        // A body of several shapes (oneOf) is closed when each shape is.
        for (const name of schemas[named!]?.oneOf?.map((shape) => shape.$ref.split("/").pop()!) ?? [named!]) {
          const additional = schemas[name]?.additionalProperties;
          // The referral body is open by design: its keys come from the pass's form definition.
          if (name === "ReferralRegistrationRequest" || name === "GuestRegistrationRequest") expect(additional).toEqual({ $ref: "#/components/schemas/FormAnswer" });
          else expect(additional, `${key} ${name}`).toBe(false);
        }
      }
    }
  });

  it("bounds every string a client can send (maxLength, pattern, enum, const or uuid)", () => {
    const unbounded: string[] = [];
    const seen = new Set<unknown>();
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== "object" || seen.has(schema)) return;
      seen.add(schema);
      const s = schema as Record<string, unknown>;
      if (typeof s.$ref === "string") {
        walk(doc.components.schemas[s.$ref.split("/").pop()!], `${where} → ${s.$ref.split("/").pop()}`);
        return;
      }
      const types = ([] as unknown[]).concat(s.type ?? []);
      const bounded = "maxLength" in s || "pattern" in s || "enum" in s || "const" in s || s.format === "uuid";
      if (types.includes("string") && !bounded) unbounded.push(where);
      for (const [key, value] of Object.entries(s)) {
        if (key === "properties") for (const [name, sub] of Object.entries(value as object)) walk(sub, `${where}.${name}`);
        else if (key === "items" || key === "additionalProperties") walk(value, `${where}[${key}]`);
        else if (key === "anyOf" || key === "oneOf" || key === "allOf") (value as unknown[]).forEach((sub, i) => walk(sub, `${where}|${i}`));
      }
    };
    for (const { key, op } of operations()) {
      for (const media of Object.values(op.requestBody?.content ?? {})) walk(media.schema, `${key} body`);
      for (const param of (op as { parameters?: Array<{ name: string; schema: unknown }> }).parameters ?? []) walk(param.schema, `${key} ${param.name}`);
    }
    expect(unbounded).toEqual([]);
  });

  it("has an example on every request body and every success response with a body", () => {
    for (const { key, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        expect(media.example, `${key} request ${type}`).toBeDefined();
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith("2")) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          expect(media.example, `${key} ${status} ${type}`).toBeDefined();
        }
      }
    }
  });

  it("compiles every schema with Ajv 2020 and validates every example against its schema", () => {
    const ajv = makeAjv();
    let checked = 0;
    const check = (where: string, media: MediaType) => {
      if (!media.schema) return;
      const validate = ajv.compile(absolutiseRefs(media.schema) as object);
      const samples = [
        ...(media.example !== undefined ? [media.example] : []),
        ...Object.values(media.examples ?? {}).map((e) => e.value),
      ];
      for (const sample of samples) {
        const valid = validate(sample);
        expect(valid, `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked += 1;
      }
    };
    for (const { key, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) check(`${key} request ${type}`, media);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) check(`${key} ${status} ${type}`, media);
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) check(`components.responses.${name} ${type}`, media);
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("rejects a leaked column and a wrong type in a response (entity schemas are closed)", () => {
    const ajv = makeAjv();
    const validate = ajv.compile({ $ref: `${DOC_ID}#/$defs/CurrentUserResponse` });
    const example = (doc.paths["/auth/me"]!.get!.responses["200"]!.content!["application/json"]!.example) as {
      data: Record<string, unknown>;
    };
    expect(validate(example)).toBe(true);
    expect(validate({ ...example, data: { ...example.data, passwordHash: "scrypt$..." } })).toBe(false);
    expect(validate({ ...example, data: { ...example.data, _id: 42 } })).toBe(false);
  });
});
