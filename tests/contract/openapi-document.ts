import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import Ajv2020 from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

// The contract is read from the YAML itself, so a change there changes what the suite checks.
export const documentPath = fileURLToPath(new URL("../../openapi/exhibitor-portal.yaml", import.meta.url));

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path as written in the document (relative to the server base, e.g. `/leads/{id}`). */
  path: string;
  /** True when the operation (or the document default) requires a bearer token. */
  secured: boolean;
  /** Statuses the document lists for this operation, as strings ("200", "4XX", "default"). */
  statuses: string[];
}

export interface OpenApiDocument {
  raw: Json;
  /** Path prefix taken from `servers[0].url` (e.g. `/api`), empty when absent. */
  basePath: string;
  operations: Operation[];
  /** Validates a JSON body for an operation and status; `undefined` error list means valid. */
  validateResponse(operationId: string, status: number, body: unknown, contentType?: string): ResponseCheck;
}

export interface ResponseCheck {
  ok: boolean;
  /** Which documented response was used ("200", "4XX", "default") or null when none matches. */
  documentedAs: string | null;
  errors: string[];
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function resolvePointer(doc: Json, ref: string): { value: unknown; pointer: string } {
  if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
  const parts = ref.slice(2).split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  let value: unknown = doc;
  for (const part of parts) {
    if (value === null || typeof value !== "object") throw new Error(`Unresolvable $ref ${ref}`);
    value = (value as Json)[part];
  }
  if (value === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return { value, pointer: ref.slice(1) };
}

/** Follows Reference Objects (`{ $ref }`) that sit outside schemas, e.g. shared responses. */
function deref(doc: Json, value: unknown, pointer: string): { value: Json; pointer: string } {
  let current = value as Json;
  let at = pointer;
  for (let hops = 0; current && typeof current.$ref === "string"; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${pointer}`);
    const next = resolvePointer(doc, current.$ref);
    current = next.value as Json;
    at = next.pointer;
  }
  return { value: current, pointer: at };
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

function pickStatus(statuses: string[], status: number): string | null {
  const exact = String(status);
  if (statuses.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  const ranged = statuses.find((s) => s.toUpperCase() === range);
  if (ranged) return ranged;
  return statuses.includes("default") ? "default" : null;
}

export function loadOpenApiDocument(path = documentPath): OpenApiDocument {
  const raw = parse(readFileSync(path, "utf8")) as Json;
  const servers = (raw.servers as { url?: string }[] | undefined) ?? [];
  const basePath = (servers[0]?.url ?? "").replace(/^https?:\/\/[^/]+/, "").replace(/\/$/, "");
  const defaultSecurity = (raw.security as unknown[] | undefined) ?? [];

  const operations: Operation[] = [];
  const responsePointers = new Map<string, Map<string, string>>();
  const paths = (raw.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const operationId = String(op.operationId ?? `${method} ${path}`);
      const security = (op.security as unknown[] | undefined) ?? defaultSecurity;
      // `security: [{}]` or an empty list means anonymous access is allowed.
      const secured = security.length > 0 && security.every((s) => Object.keys(s as Json).length > 0);
      const responses = (op.responses ?? {}) as Json;
      const pointers = new Map<string, string>();
      for (const status of Object.keys(responses)) {
        pointers.set(status, `/paths/${escapePointer(path)}/${method}/responses/${escapePointer(status)}`);
      }
      responsePointers.set(operationId, pointers);
      operations.push({ operationId, method, path, secured, statuses: Object.keys(responses) });
    }
  }

  // strict off: the document carries OpenAPI keywords (example, discriminator, xml) that are not JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(raw, "openapi");
  const cache = new Map<string, ValidateFunction>();

  function validatorFor(schemaPointer: string): ValidateFunction {
    let fn = cache.get(schemaPointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `openapi#${schemaPointer}` });
      cache.set(schemaPointer, fn);
    }
    return fn;
  }

  return {
    raw,
    basePath,
    operations,
    validateResponse(operationId, status, body, contentType = "application/json") {
      const pointers = responsePointers.get(operationId);
      if (!pointers) return { ok: false, documentedAs: null, errors: [`Unknown operationId ${operationId}`] };
      const documentedAs = pickStatus([...pointers.keys()], status);
      if (!documentedAs) {
        return { ok: false, documentedAs, errors: [`Status ${status} is not documented for ${operationId}`] };
      }
      const response = deref(raw, resolvePointer(raw, `#${pointers.get(documentedAs)}`).value, pointers.get(documentedAs)!);
      const content = response.value.content as Record<string, Json> | undefined;
      if (!content) {
        return { ok: true, documentedAs, errors: [] };
      }
      const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
      const key =
        Object.keys(content).find((k) => k.toLowerCase() === mediaType) ??
        Object.keys(content).find((k) => k.endsWith("/*") && mediaType.startsWith(k.slice(0, -1))) ??
        Object.keys(content).find((k) => k === "*/*");
      if (!key) {
        return {
          ok: false,
          documentedAs,
          errors: [`Content type ${mediaType} not documented for ${operationId} ${documentedAs} (has ${Object.keys(content).join(", ")})`],
        };
      }
      if (!content[key]!.schema) return { ok: true, documentedAs, errors: [] };
      const schemaPointer = `${response.pointer}/content/${escapePointer(key)}/schema`;
      const validate = validatorFor(schemaPointer);
      const ok = validate(body) as boolean;
      return { ok, documentedAs, errors: ok ? [] : formatErrors(validate.errors) };
    },
  };
}
