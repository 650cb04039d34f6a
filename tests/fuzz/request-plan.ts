// One fuzzed request, described as data before it is sent: who calls, which ids the path names
// (resolved against the database when the request is made, since earlier requests create and
// delete rows), the query and the body. Arbitraries come from the operation's own schemas.
import fc from "fast-check";
import { sampleExe, sampleHtml, sampleJpeg, sampleOfficeOpenXml, samplePdf, samplePng, sampleSvg } from "../../server/storage/sample-files.ts";
import type { OperationShape, Parameter } from "./operations.ts";
import { HOSTILE_STRINGS, invalidArbitrary, resolveRef, validArbitrary, type BuildContext, type JsonSchema, type SchemaObject } from "./schema-arbitrary.ts";

/**
 * Who sends the request. `fresh`: a session signed in just for this request (for logout, which ends
 * it). `organiser` and `organiser-staff`: the demo event's organisers in the console;
 * `organiser-fresh`: an organiser's session signed in just for this request (its logout).
 */
export type Caller = "acme" | "borealis" | "fresh" | "none" | "forged" | "organiser" | "organiser-staff" | "organiser-fresh";

export type IdChoice =
  /** A row of the caller's own company (the n-th, modulo how many there are). */
  | { kind: "own"; pick: number }
  /** A row of another company or of the organiser. */
  | { kind: "other"; pick: number }
  | { kind: "literal"; value: string };

export interface FilePart {
  field: string;
  fileName: string;
  bytes: Uint8Array;
  type: string;
}
export interface FieldPart {
  field: string;
  value: string;
}
export type Part = FilePart | FieldPart;

export type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string }
  | { kind: "multipart"; parts: Part[] };

export type Variant = "valid" | "invalid-path" | "invalid-query" | "invalid-body" | "odd-body" | "odd-query";

export interface RequestPlan {
  variant: Variant;
  caller: Caller;
  pathIds: Record<string, IdChoice>;
  /** Name/value pairs, sent in order (a name may repeat); `rawQuery` replaces them when set. */
  query: Array<[string, string]>;
  rawQuery?: string;
  body: BodyPlan;
}

/** Real values the generators mix in, so requests reach past "not found". */
export interface Pools {
  eventIds: string[];
  exhibitorIds: string[];
  passIds: string[];
  domains: string[];
  mobiles: string[];
  /** An e-mail account of the run, so login sometimes succeeds. */
  account: { email: string; password: string };
  /** Complete, valid referral bodies (ticketId plus the pass's required answers). */
  referralBodies: Array<Record<string, unknown>>;
  /** Names of the option lists the events define (a select field's `selectApi`). */
  optionLists: string[];
  /** Lead ids at the start of the run, for the bulk operations' `ids`. */
  leadIds: string[];
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Stand-ins for the caller's own event and company, replaced when the request is sent. */
export const CALLER_EVENT = "@caller.event";
export const CALLER_EXHIBITOR = "@caller.exhibitor";
/** The caller's own account: the one member every caller may hand a lead to (or take it for). */
export const CALLER_USER = "@caller.user";
/**
 * One of the caller's leads that still exists when the request is sent: by then the runs of
 * deleteLead and bulkDeleteLeads may have removed the pool's, so handing leads on reads it live.
 */
export const CALLER_LEAD = "@caller.lead";

/** The plan with every value that is exactly a stand-in (see CALLER_EVENT) replaced by what it stands for. */
export function withStandIns(plan: RequestPlan, values: Readonly<Record<string, unknown>>): RequestPlan {
  const swap = (value: unknown): unknown => {
    if (typeof value === "string" && Object.hasOwn(values, value)) return values[value];
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  return {
    ...plan,
    query: plan.query.map(([name, value]) => [name, String(swap(value))]),
    body: plan.body.kind === "json" ? { kind: "json", value: swap(plan.body.value) } : plan.body,
  };
}

/** What a plan is built with beside the operation's schemas: values mixed in, who calls, which rows path ids name. */
export interface PlanRules {
  override: BuildContext["override"];
  caller: fc.Arbitrary<Caller>;
  /** A valid path id: the caller's own row, another's, or a literal; `validId` when left out. */
  pathId?: fc.Arbitrary<IdChoice>;
  /** Optional query parameters sent every time (in valid queries). */
  alwaysSent?: readonly string[];
}

/** The exhibitors' operations: the demo companies' values, and mostly the companies as callers. */
export function exhibitorPlanRules(op: OperationShape, pools: Pools): PlanRules {
  return { override: overrides(pools, op), caller: callerArbitrary(op) };
}

/**
 * The first request of an exhibitor operation: valid, by the first demo company, on its own rows, so
 * an operation that can succeed is tried once as it should succeed, however few requests it gets.
 */
export function exhibitorFirstRules(op: OperationShape, pools: Pools): PlanRules {
  const caller: Caller = op.operationId === "logout" ? "fresh" : op.auth === "none" ? "none" : "acme";
  const random = overrides(pools, op);
  const body = FIRST_BODIES[op.operationId];
  const override: BuildContext["override"] = (context) => (context.path.length === 0 && body ? fc.constant(body) : random?.(context));
  return { override, caller: fc.constant(caller), pathId: fc.nat().map((pick): IdChoice => ({ kind: "own", pick })) };
}

/** Bodies the server's rules accept where the schema alone rarely gives one (a link needs an address; a lead, a real person). */
const FIRST_BODIES: Readonly<Record<string, unknown>> = {
  createDownload: { title: "Fuzz guide", type: "link", fileUrl: "https://example.com/fuzz-guide" },
  importLeads: {
    onDuplicate: "skip",
    leads: [{ person: { fullName: "Fuzz Importee", emailId: "fuzz.importee@example.com", companyName: "Fuzz Co", designation: "Buyer", phone: "+919800000001" } }],
  },
};

function overrides(pools: Pools, op: OperationShape): BuildContext["override"] {
  return ({ path, fallback }) => {
    const name = path.at(-1);
    const mix = (values: string[]) => (values.length > 0 ? fc.oneof(fc.constantFrom(...values), fallback()) : undefined);
    // The caller's own event or company half the time: the value that lets the request through.
    const mixOwn = (own: string, values: string[]) => fc.oneof({ weight: 2, arbitrary: fc.constant(own) }, fc.constantFrom(...values), fallback());
    if (path.length === 0 && op.operationId === "createReferralRegistration" && pools.referralBodies.length > 0) {
      return fc.oneof(fc.constantFrom(...pools.referralBodies), fallback());
    }
    if (path.length !== 1) return undefined;
    switch (name) {
      case "event":
        return mixOwn(CALLER_EVENT, pools.eventIds);
      case "exhibitor":
        return mixOwn(CALLER_EXHIBITOR, pools.exhibitorIds);
      case "ticketId":
        return mix(pools.passIds);
      case "ids": {
        // One known lead at a time; bulk deletes take every other lead of the pool and bulk
        // priority changes the rest, so the deletes leave leads for the priority runs after them.
        if (!op.operationId.startsWith("bulk")) return undefined;
        if (op.operationId === "bulkAssignLeadOwner") return fc.oneof({ weight: 2, arbitrary: fc.constant([CALLER_LEAD]) }, fallback());
        const half = pools.leadIds.filter((_, index) => index % 2 === (op.operationId === "bulkDeleteLeads" ? 0 : 1));
        return half.length > 0 ? fc.oneof(fc.constantFrom(...half).map((id) => [id]), fallback()) : undefined;
      }
      case "source":
        return op.operationId === "listFormFieldOptions" ? mix(pools.optionLists) : undefined;
      case "domain":
        return mix(pools.domains);
      case "mobile":
        return mix(pools.mobiles);
      case "userId":
        return op.operationId.endsWith("LeadOwner") ? fc.oneof({ weight: 2, arbitrary: fc.constant(CALLER_USER) }, fallback()) : undefined;
      case "email":
        return op.operationId === "login" ? mix([pools.account.email]) : undefined;
      case "password":
        return op.operationId === "login" ? mix([pools.account.password]) : undefined;
      case "url":
        // A webhook receiver's address: a closed port of this machine (allowed outside production) or a name no DNS knows.
        return op.operationId.endsWith("WebhookEndpoint") ? mix(["http://127.0.0.1:9/fuzz", "https://receiver.fuzz.invalid/hooks"]) : undefined;
      default:
        return undefined;
    }
  };
}

/** Who calls: mostly the signed-in companies for secured operations, mostly nobody for public ones. */
function callerArbitrary(op: OperationShape): fc.Arbitrary<Caller> {
  if (op.operationId === "logout") {
    return fc.oneof({ weight: 6, arbitrary: fc.constant<Caller>("fresh") }, fc.constant<Caller>("none"), fc.constant<Caller>("forged"));
  }
  const weighted = (weights: Record<"acme" | "borealis" | "none" | "forged", number>) =>
    fc.oneof(...Object.entries(weights).map(([caller, weight]) => ({ weight, arbitrary: fc.constant(caller as Caller) })));
  if (op.auth === "required") return weighted({ acme: 5, borealis: 4, none: 1, forged: 1 });
  if (op.auth === "optional") return weighted({ acme: 3, borealis: 2, none: 3, forged: 1 });
  return weighted({ acme: 1, borealis: 1, none: 5, forged: 1 });
}

export const validId: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick): IdChoice => ({ kind: "own", pick })) },
  { weight: 3, arbitrary: fc.nat().map((pick): IdChoice => ({ kind: "other", pick })) },
  { weight: 1, arbitrary: fc.constant<IdChoice>({ kind: "literal", value: UNKNOWN_ID }) },
  { weight: 1, arbitrary: fc.uuid().map((value): IdChoice => ({ kind: "literal", value })) },
  // Upper case is still a UUID.
  { weight: 1, arbitrary: fc.uuid().map((value): IdChoice => ({ kind: "literal", value: value.toUpperCase() })) },
);

/** Text for the query string or a path segment from any JSON value. */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

function queryPairs(name: string, value: unknown): Array<[string, string]> {
  // A list becomes the same name repeated, as browsers and form posts send it.
  if (Array.isArray(value)) return value.map((item) => [name, asText(item)]);
  return [[name, asText(value)]];
}

function validQuery(params: Parameter[], ctx: BuildContext): fc.Arbitrary<Array<[string, string]>> {
  if (params.length === 0) return fc.constant([]);
  return fc
    .tuple(
      ...params.map((p) => {
        const value = validArbitrary(p.schema, ctx, [p.name]);
        return p.required ? value.map((v) => queryPairs(p.name, v)) : fc.option(value, { nil: undefined }).map((v) => (v === undefined ? [] : queryPairs(p.name, v)));
      }),
    )
    .map((lists) => lists.flat());
}

function invalidQuery(params: Parameter[], ctx: BuildContext): fc.Arbitrary<Array<[string, string]>> | undefined {
  if (params.length === 0) return undefined;
  const options: Array<fc.Arbitrary<Array<[string, string]>>> = [];
  for (const [index, param] of params.entries()) {
    const bad = invalidArbitrary(param.schema, ctx, [param.name]);
    if (bad) {
      options.push(fc.tuple(validQuery(params, ctx), bad).map(([pairs, value]) => [...pairs.filter(([n]) => n !== param.name), ...queryPairs(param.name, value)]));
    }
    if (param.required) {
      options.push(validQuery(params.filter((_, i) => i !== index), ctx));
    }
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** Query strings no schema describes: repeats, brackets, prototype names, broken escapes, length. */
const ODD_QUERIES: readonly string[] = [
  "a=1&a=2",
  "event=&event=&event=",
  "event[]=x&exhibitor[$ne]=1",
  "__proto__[isAdmin]=1&constructor[prototype][x]=1",
  "event=%00",
  "event=%E0%A4%A",
  "%=%&=&&&",
  "isExhibitor=TRUE&excludeExhibitor=1",
  `domain=${"a".repeat(5000)}`,
  "mobile=9876543210%27%20OR%201%3D1",
  "ticketId=00000000-0000-4000-8000-000000000000&ticketId=11111111-1111-4111-8111-111111111111",
];

/** Bodies no schema describes: broken or odd JSON, other media types, oversized, prototype keys. */
function oddBodies(): fc.Arbitrary<BodyPlan> {
  const json = (text: string): BodyPlan => ({ kind: "raw", contentType: "application/json", text });
  return fc.constantFrom<BodyPlan>(
    json(""),
    json("{"),
    json('{"unterminated": '),
    json("null"),
    json("[]"),
    json('"text"'),
    json("123"),
    json("true"),
    json('{"a":1,"a":2}'),
    json('{"__proto__": {"isAdmin": true}}'),
    json('{"constructor": {"prototype": {"isAdmin": true}}}'),
    json("\ufeff{}"),
    json(`${"[".repeat(5000)}${"]".repeat(5000)}`),
    json(JSON.stringify({ padding: "x".repeat(2 * 1024 * 1024) })),
    { kind: "raw", contentType: "text/plain", text: "hello" },
    { kind: "raw", contentType: "application/x-www-form-urlencoded", text: "a=1&b=2" },
    { kind: "raw", contentType: "application/xml", text: "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>" },
    { kind: "raw", contentType: "application/json; charset=utf-16", text: "{}" },
    { kind: "raw", contentType: "multipart/form-data; boundary=x", text: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n" },
    { kind: "raw", contentType: "multipart/form-data", text: "no boundary" },
    { kind: "raw", contentType: "multipart/form-data; boundary=x", text: '--x\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n\r\n\x89PNG' },
  );
}

// ---------------------------------------------------------------------------------------------
// Multipart (the upload)
// ---------------------------------------------------------------------------------------------

const GOOD_FILES: ReadonlyArray<[string, () => Uint8Array, string]> = [
  ["png", samplePng, "image/png"],
  ["jpg", sampleJpeg, "image/jpeg"],
  ["pdf", samplePdf, "application/pdf"],
  ["docx", () => sampleOfficeOpenXml("docx"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["txt", () => Buffer.from("Booth B-204 opens at 10:00.\n"), "text/plain"],
];

const BAD_CONTENT: ReadonlyArray<() => Uint8Array> = [sampleSvg, sampleHtml, sampleExe, samplePng, samplePdf, () => new Uint8Array(0), () => Buffer.from("<?php system($_GET['c']); ?>")];

const BAD_EXTENSIONS = [".png", ".jpg", ".pdf", ".txt", ".svg", ".html", ".htm", ".php.png", ".exe", ".png.", ".png%00.jpg", ".PNG", ".jpg;.php", ".docx", ""];

/** Base names a browser would never send: traversal, control and direction characters, length. */
const fileBaseName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("logo", "brochure", "Präsentation – Überblick", "a") },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom("../../../../tmp/x", "..\\..\\x", "/etc/passwd", "C:\\x", "....//....//x", "%2e%2e%2fx") },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 20_000 }).chain((n) => fc.constantFrom("a", "é", "🦀").map((c) => c.repeat(n))) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

function uploadParts(schema: SchemaObject, ctx: BuildContext): { valid: fc.Arbitrary<Part[]>; invalid: fc.Arbitrary<Part[]> } {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fileFields = Object.entries(properties).filter(([, s]) => typeof s === "object" && "contentMediaType" in s).map(([name]) => name);
  const textFields = Object.keys(properties).filter((name) => !fileFields.includes(name));
  if (fileFields.length !== 1) throw new Error("The upload body should have exactly one binary part");
  const fileField = fileFields[0]!;

  const goodFile = fc
    .tuple(fc.constantFrom(...GOOD_FILES), fileBaseName.filter((n) => n.length > 0 && n.length < 200))
    .map(([[extension, bytes, type], base]): Part => ({ field: fileField, fileName: `${base}.${extension}`, bytes: bytes(), type }));
  const badFile = fc
    .tuple(fc.constantFrom(...BAD_CONTENT), fileBaseName, fc.constantFrom(...BAD_EXTENSIONS), fc.constantFrom("image/png", "application/octet-stream", "text/html", ""))
    .map(([bytes, base, extension, type]): Part => ({ field: fileField, fileName: `${base}${extension}`, bytes: bytes(), type }));
  const fields = (valid: boolean) =>
    fc.tuple(
      ...textFields.map((name) => {
        const arbitrary = valid ? validArbitrary(properties[name]!, ctx, [name]) : invalidArbitrary(properties[name]!, ctx, [name]) ?? fc.constant("x");
        return fc.option(arbitrary.map((value): Part => ({ field: name, value: asText(value) })), { nil: undefined });
      }),
    ).map((list) => list.filter((p): p is Part => p !== undefined));

  const valid = fc.tuple(fields(true), goodFile).map(([before, file]) => [...before, file]);
  const invalid = fc.oneof(
    fc.tuple(fields(true), badFile).map(([before, file]) => [...before, file]),
    fc.tuple(fields(false), goodFile).map(([before, file]) => [file, ...before]),
    fc.tuple(goodFile, fc.constantFrom("owner", "exhibitorId", "path", "__proto__")).map(([file, name]): Part[] => [file, { field: name, value: "x" }]),
    fields(true),
    fc.tuple(goodFile, goodFile).map(([a, b]) => [a, b]),
    goodFile.map((file): Part[] => [{ ...file, field: "attachment" }]),
  );
  return { valid, invalid };
}

// ---------------------------------------------------------------------------------------------
// The whole request
// ---------------------------------------------------------------------------------------------

/** `validOnly`: the valid variant alone (no invalid path, query or body, no odd ones). */
export function requestArbitrary(op: OperationShape, root: unknown, rules: PlanRules, options: { validOnly?: boolean } = {}): fc.Arbitrary<RequestPlan> {
  const ctx: BuildContext = { root, override: rules.override };
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const caller = rules.caller;

  const pathIds = (bad: boolean): fc.Arbitrary<Record<string, IdChoice>> => {
    if (pathParams.length === 0) return fc.constant({});
    return fc
      .tuple(
        ...pathParams.map((p) => {
          const invalid = invalidArbitrary(p.schema, ctx, [p.name]);
          const choice = bad && invalid ? invalid.map((value): IdChoice => ({ kind: "literal", value: asText(value) })) : (rules.pathId ?? validId);
          return choice.map((c) => [p.name, c] as const);
        }),
      )
      .map((entries) => Object.fromEntries(entries));
  };

  let validBody: fc.Arbitrary<BodyPlan> = fc.constant({ kind: "none" });
  let invalidBody: fc.Arbitrary<BodyPlan> | undefined;
  if (op.body?.mediaType === "application/json") {
    validBody = validArbitrary(op.body.schema, ctx).map((value): BodyPlan => ({ kind: "json", value }));
    const bad = invalidArbitrary(op.body.schema, ctx);
    invalidBody = bad?.map((value): BodyPlan => ({ kind: "json", value }));
  } else if (op.body?.mediaType === "multipart/form-data") {
    const schema = op.body.schema;
    const resolved = typeof schema === "object" && typeof schema.$ref === "string" ? resolveRef(root, schema.$ref) : schema;
    const parts = uploadParts(resolved as SchemaObject, ctx);
    validBody = parts.valid.map((p): BodyPlan => ({ kind: "multipart", parts: p }));
    invalidBody = parts.invalid.map((p): BodyPlan => ({ kind: "multipart", parts: p }));
  } else if (op.body) {
    throw new Error(`${op.operationId}: request bodies of type ${op.body.mediaType} are not fuzzed yet`);
  }

  const plan = (variant: Variant, parts: { ids?: boolean; query?: fc.Arbitrary<Array<[string, string]>>; rawQuery?: fc.Arbitrary<string>; body?: fc.Arbitrary<BodyPlan> }) =>
    fc
      .record({
        caller,
        pathIds: pathIds(parts.ids === true),
        query: parts.query ?? validQuery(queryParams.map((p) => (rules.alwaysSent?.includes(p.name) ? { ...p, required: true } : p)), ctx),
        rawQuery: parts.rawQuery ?? fc.constant(undefined),
        body: parts.body ?? validBody,
      })
      .map(({ rawQuery, ...rest }): RequestPlan => ({ variant, ...rest, ...(rawQuery === undefined ? {} : { rawQuery }) }));

  if (options.validOnly) return plan("valid", {});
  const variants: Array<fc.WeightedArbitrary<RequestPlan>> = [{ weight: 8, arbitrary: plan("valid", {}) }];
  if (pathParams.length > 0) variants.push({ weight: 2, arbitrary: plan("invalid-path", { ids: true }) });
  const badQuery = invalidQuery(queryParams, ctx);
  if (badQuery) variants.push({ weight: 2, arbitrary: plan("invalid-query", { query: badQuery }) });
  if (invalidBody) variants.push({ weight: 3, arbitrary: plan("invalid-body", { body: invalidBody }) });
  // GET carries no body (fetch refuses one); everything else may receive one it did not ask for.
  if (op.method !== "GET") variants.push({ weight: 1, arbitrary: plan("odd-body", { body: oddBodies() }) });
  variants.push({ weight: 1, arbitrary: plan("odd-query", { rawQuery: fc.constantFrom(...ODD_QUERIES) }) });
  return fc.oneof(...variants);
}
