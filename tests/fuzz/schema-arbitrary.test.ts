import fc from "fast-check";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { loadOpenApiDocument } from "../contract/openapi-document.ts";
import { HOSTILE_STRINGS, invalidArbitrary, validArbitrary, type JsonSchema } from "./schema-arbitrary.ts";

// The builder is only as good as its agreement with a real validator: every value it calls valid
// must pass Ajv (the validator the server uses, same dialect and formats), and every value it
// calls invalid must fail it.

const doc = loadOpenApiDocument().raw;
const seed = 20_250_601;
const runs = 60;

/** Local `$ref`s of the schema under test point into the root, registered as "root". */
function pointAtRoot(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointAtRoot);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === "$ref" && typeof value === "string" ? `root${value}` : pointAtRoot(value)]),
  );
}

function validatorFor(root: unknown, schema: JsonSchema): (value: unknown) => boolean {
  if (typeof schema === "boolean") return () => schema;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(root as object, "root");
  const validate = ajv.compile(pointAtRoot(schema) as object);
  return (value) => validate(value) as boolean;
}

function expectAgreement(root: unknown, schema: JsonSchema, label: string) {
  const validate = validatorFor(root, schema);
  const ctx = { root };
  fc.assert(
    fc.property(validArbitrary(schema, ctx), (value) => {
      expect(validate(value), `${label}: valid value rejected: ${JSON.stringify(value)?.slice(0, 300)}`).toBe(true);
    }),
    { seed, numRuns: runs },
  );
  const invalid = invalidArbitrary(schema, ctx);
  if (!invalid) return;
  fc.assert(
    fc.property(invalid, (value) => {
      expect(validate(value), `${label}: invalid value accepted: ${JSON.stringify(value)?.slice(0, 300)}`).toBe(false);
    }),
    { seed, numRuns: runs },
  );
}

/** Small schemas, each around one keyword, resolved against a root of their own. */
const root = {
  $defs: {
    Id: { type: "string", format: "uuid" },
    Person: {
      type: "object",
      additionalProperties: false,
      required: ["name"],
      properties: { name: { type: "string", minLength: 1, maxLength: 10 }, id: { $ref: "#/$defs/Id" } },
    },
  },
};

const keywordCases: Array<[string, JsonSchema]> = [
  ["$ref", { $ref: "#/$defs/Person" }],
  ["type with null", { type: ["string", "null"], maxLength: 5 }],
  ["enum", { type: "string", enum: ["high", "medium", "low"] }],
  ["const", { type: "boolean", const: true }],
  ["anyOf", { anyOf: [{ type: "string", format: "email", maxLength: 254 }, { const: "" }, { type: "null" }] }],
  ["oneOf (disjoint)", { oneOf: [{ type: "integer", minimum: 0 }, { type: "string", maxLength: 3 }] }],
  ["uuid", { type: "string", format: "uuid" }],
  ["email", { type: "string", format: "email", maxLength: 254 }],
  ["date-time", { type: "string", format: "date-time" }],
  ["uri", { type: "string", format: "uri", maxLength: 2048 }],
  ["pattern", { type: "string", pattern: "^[0-9]{6,15}$" }],
  ["min/maxLength", { type: "string", minLength: 6, maxLength: 8 }],
  ["minimum/maximum", { type: "integer", minimum: 1, maximum: 10 }],
  ["number range", { type: "number", minimum: -1, maximum: 1 }],
  ["required + additionalProperties false", { type: "object", additionalProperties: false, required: ["a"], properties: { a: { type: "boolean" }, b: { type: "integer" } } }],
  ["additionalProperties schema + maxProperties", { type: "object", maxProperties: 4, required: ["id"], properties: { id: { $ref: "#/$defs/Id" } }, additionalProperties: { type: "string", maxLength: 4 } }],
  ["items + maxItems", { type: "array", maxItems: 3, items: { type: "string", maxLength: 2 } }],
  ["allOf (a $ref made stricter)", { allOf: [{ $ref: "#/$defs/Person" }, { required: ["id"] }] }],
];

describe("the schema arbitraries", () => {
  it.each(keywordCases)("agree with Ajv on %s", (label, schema) => {
    expectAgreement(root, schema, label);
  });

  it("agree with Ajv on every component schema of the contract", () => {
    const schemas = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
    expect(Object.keys(schemas).length).toBeGreaterThan(50);
    for (const name of Object.keys(schemas)) {
      expectAgreement(doc, { $ref: `#/components/schemas/${name}` }, name);
    }
  });

  it("agree with Ajv on every parameter schema of the contract", () => {
    type Parameter = { name: string; schema: JsonSchema } | { $ref: string };
    const paths = doc.paths as Record<string, Record<string, { parameters?: Parameter[] }>>;
    const shared = ((doc.components as { parameters?: Record<string, { name: string; schema: JsonSchema }> }).parameters ?? {});
    let count = 0;
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        for (const declared of operation.parameters ?? []) {
          // A shared parameter (`#/components/parameters/IdempotencyKey`) is checked where it is defined.
          const parameter = "$ref" in declared ? shared[declared.$ref.split("/").pop()!]! : declared;
          expectAgreement(doc, parameter.schema, parameter.name);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it("mix hostile text into free-text fields and reach the length limit", () => {
    const values = fc.sample(validArbitrary({ type: "string", maxLength: 200 }, { root }), { seed, numRuns: 500 }) as string[];
    expect(values.filter((value) => HOSTILE_STRINGS.includes(value)).length).toBeGreaterThan(20);
    expect(values.some((value) => Array.from(value).length === 200)).toBe(true);
    expect(values.some((value) => value.includes("\u0000"))).toBe(true);
  });

  it("break objects in every documented way: missing, extra and broken properties", () => {
    const schema: JsonSchema = { $ref: "#/$defs/Person" };
    const values = fc.sample(invalidArbitrary(schema, { root })!, { seed, numRuns: 300 });
    const objects = values.filter((value): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value));
    expect(objects.some((value) => !("name" in value))).toBe(true);
    expect(objects.some((value) => Object.keys(value).some((key) => key !== "name" && key !== "id"))).toBe(true);
    expect(objects.some((value) => typeof value.name === "string" && Array.from(value.name).length > 10)).toBe(true);
    expect(values.some((value) => typeof value !== "object" || value === null || Array.isArray(value))).toBe(true);
  });

  it("take an override for a named property, with the default still at hand", () => {
    const ids = ["11111111-1111-4111-8111-111111111111"];
    const arbitrary = validArbitrary({ $ref: "#/$defs/Person" }, {
      root,
      override: ({ path, fallback }) => (path.at(-1) === "id" ? fc.oneof(fc.constantFrom(...ids), fallback()) : undefined),
    });
    const values = fc.sample(arbitrary, { seed, numRuns: 200 }) as Array<{ id?: string }>;
    expect(values.some((value) => value.id === ids[0])).toBe(true);
    expect(values.some((value) => value.id !== undefined && value.id !== ids[0])).toBe(true);
  });

  it("have no invalid value for a schema that accepts everything", () => {
    expect(invalidArbitrary(true, { root })).toBeUndefined();
    expect(invalidArbitrary({ description: "anything" }, { root })).toBeUndefined();
  });

  it("refuse keywords and formats they do not understand instead of ignoring them", () => {
    expect(() => validArbitrary({ type: "string", not: { const: "" } }, { root })).toThrow(/keyword "not"/);
    // allOf is merged only where the merge accepts exactly what the parts accept together.
    expect(() => validArbitrary({ allOf: [{ $ref: "#/$defs/Person" }, { properties: { extra: { type: "string" } } }] }, { root })).toThrow(/allows no others/);
    expect(() => validArbitrary({ allOf: [{ type: "string" }, { type: "integer" }] }, { root })).toThrow(/disagree on "type"/);
    expect(() => validArbitrary({ type: "string", format: "ipv4" }, { root })).toThrow(/format "ipv4"/);
    expect(() => validArbitrary({ $ref: "#/$defs/Nothing" }, { root })).toThrow(/Unresolvable/);
  });
});
