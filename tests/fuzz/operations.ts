// The operations of openapi/exhibitor-portal.yaml with what a request to each is made of: path and
// query parameters with their schemas, the request body's media type and schema, and whether a
// token is required, optional or not used. Read from the document, so a new operation is fuzzed
// (or fails the suite for want of a rule) without anyone listing it here.
import { loadOpenApiDocument } from "../contract/openapi-document.ts";
import type { JsonSchema } from "./schema-arbitrary.ts";

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface OperationShape {
  operationId: string;
  method: string;
  /** As written in the document, below the base path (e.g. `/leads/{id}`). */
  path: string;
  /** `required`: bearer token needed; `optional`: anonymous allowed too; `none`: not secured. */
  auth: "required" | "optional" | "none";
  parameters: Parameter[];
  body?: { mediaType: string; required: boolean; schema: JsonSchema };
}

type Json = Record<string, unknown>;

export const contract = loadOpenApiDocument();
export const documentRoot: Json = contract.raw;

/** A parameter, or the shared one its `$ref` names (`#/components/parameters/...`). */
function resolveParameter(p: Json): Json {
  if (typeof p.$ref !== "string") return p;
  const name = p.$ref.replace("#/components/parameters/", "");
  const shared = ((documentRoot.components as Json).parameters as Record<string, Json> | undefined)?.[name];
  if (!shared) throw new Error(`Unresolvable parameter ${p.$ref}`);
  return shared;
}

/** The paths of the organiser's console: an organiser's token only (`organiserAuth`). */
export const isConsolePath = (path: string): boolean => path.startsWith("/organiser/") && !path.startsWith("/organiser/referral-registrations/");

/** An operation of the organiser's console: it takes an organiser's token only (`organiserAuth`). */
export function isConsoleOperation(op: Pick<OperationShape, "path" | "method">): boolean {
  const raw = (documentRoot.paths as Record<string, Json>)[op.path]![op.method.toLowerCase()] as Json;
  return ((raw.security ?? []) as Json[]).some((requirement) => "organiserAuth" in requirement);
}

export function operationShapes(): OperationShape[] {
  const paths = documentRoot.paths as Record<string, Json>;
  const shapes: OperationShape[] = [];
  for (const op of contract.operations) {
    const item = paths[op.path]!;
    const raw = item[op.method] as Json;
    const parameters = [...((item.parameters as Json[] | undefined) ?? []), ...((raw.parameters as Json[] | undefined) ?? [])]
      .map(resolveParameter)
      // Headers (Idempotency-Key) carry no record and no company: nothing for these suites to vary.
      .filter((p) => p.in !== "header")
      .map((p) => {
      if (p.in !== "path" && p.in !== "query") throw new Error(`${op.operationId}: parameters in ${String(p.in)} are not fuzzed yet`);
      return { name: String(p.name), in: p.in, required: p.required === true, schema: (p.schema ?? true) as JsonSchema } satisfies Parameter;
    });
    const security = (raw.security ?? documentRoot.security ?? []) as Json[];
    const bearer = security.some((s) => "bearerAuth" in s);
    const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
    const requestBody = raw.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
    let body: OperationShape["body"];
    if (requestBody?.content) {
      const entries = Object.entries(requestBody.content);
      if (entries.length !== 1) throw new Error(`${op.operationId}: one request media type expected`);
      const [mediaType, content] = entries[0]!;
      body = { mediaType, required: requestBody.required === true, schema: content.schema ?? true };
    }
    shapes.push({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      auth: bearer ? (anonymous ? "optional" : "required") : "none",
      parameters,
      ...(body ? { body } : {}),
    });
  }
  return shapes;
}

/**
 * The table a path id names, from the path's first segment. A new `/{id}` path fails here until
 * its table is added, so the fuzz and isolation suites never silently skip it.
 */
const PATH_TABLES: Readonly<Record<string, string>> = {
  faq: "faqs",
  downloads: "downloads",
  leads: "leads",
  products: "products",
  "team-members": "team_members",
  "referral-registrations": "referral_registrations",
  passes: "passes",
  "guest-links": "pass_invites",
  support: "support_requests",
  // The organiser's decision names a company's registration (with the installation key, no token).
  organiser: "referral_registrations",
  // A guest link's token is stored only as a hash: the path names the link by what only its url holds.
  "guest-registration": "pass_invites",
  webhooks: "webhook_endpoints",
};

/** The column a path id is matched against, where it is not the row's `id` (a support ticket's code). */
const PATH_ID_COLUMNS: Readonly<Record<string, string>> = {
  support_requests: "ticket_id",
};

/** The column of `table` whose values name its rows in paths. */
export function idColumnOf(table: string): string {
  return PATH_ID_COLUMNS[table] ?? "id";
}

export function tableOfPath(path: string): string {
  const segment = path.split("/")[1] ?? "";
  const table = PATH_TABLES[segment];
  if (!table) throw new Error(`No table is known for the ids of ${path}: add it to PATH_TABLES`);
  return table;
}
