// fast-check arbitraries from JSON Schema (the dialect of OpenAPI 3.1): valid values for a schema,
// and values that break it. The fuzz suite feeds the contract's own component schemas through
// these, so a field added to openapi/exhibitor-portal.yaml is fuzzed without anyone writing a
// generator for it. A keyword this builder does not understand throws instead of being ignored:
// a silently unconstrained generator would look like coverage and test nothing.
import fc from "fast-check";

export type JsonSchema = boolean | SchemaObject;
export interface SchemaObject {
  [keyword: string]: unknown;
}

type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";
const JSON_TYPES: readonly JsonType[] = ["string", "number", "integer", "boolean", "null", "array", "object"];

/** Keywords that describe but never constrain a value. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "default",
  "examples",
  "example",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$comment",
  // A binary multipart part: no JSON type, so any value is accepted by validation.
  "contentMediaType",
  "contentEncoding",
]);

const CONSTRAINTS = new Set([
  "$ref",
  "type",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "properties",
  "required",
  "additionalProperties",
  "minProperties",
  "maxProperties",
]);

const FORMATS = new Set(["uuid", "email", "date", "date-time", "uri"]);

/**
 * Text a careless server mishandles: SQL and HTML that must stay data, template syntax, paths,
 * NUL and control characters, direction overrides, astral and combining characters, a lone
 * surrogate, and names JavaScript treats specially.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  'SELECT * FROM users WHERE id = $1',
  "1); INSERT INTO sessions VALUES (1); --",
  "\\'; \\\\",
  "%_%",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%00",
  "\u0000",
  "nul\u0000inside",
  "\u0007\u001b[31mred\u001b[0m",
  "\u202egnp.exe",
  "\ufeffbom",
  "\u200b\u200d",
  "🦀🚀👩‍👩‍👧",
  "𝕬𝖈𝖒𝖊",
  "Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍a̴̵̜̰͔ͫ͗͢l̠ͨͧͩ͘g̴̻͈͍͔̹̑͗̎̅͛́o̷̥̪̺̿",
  "\ud800",
  "مرحبا بالعالم",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  " ",
  "\t\r\n",
];

export interface BuildContext {
  /** Where `$ref`s point: the whole OpenAPI document (or a schema with `$defs`). */
  root: unknown;
  /**
   * Replaces the generator at one place of the value, e.g. real ids for a property named `event`.
   * `path` lists the property names from the top; `fallback` builds what would be used otherwise.
   */
  override?: (at: { schema: SchemaObject; path: readonly string[]; fallback: () => fc.Arbitrary<unknown> }) => fc.Arbitrary<unknown> | undefined;
}

/** Characters per JSON Schema: code points, as Ajv counts them (a surrogate pair is one). */
export const codePointLength = (text: string): number => Array.from(text).length;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/schemas/Lead`). */
export function resolveRef(root: unknown, ref: string): JsonSchema {
  if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
  let value: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(value) || !(part in value)) throw new Error(`Unresolvable $ref ${ref}`);
    value = value[part];
  }
  if (typeof value !== "boolean" && !isObject(value)) throw new Error(`$ref ${ref} is not a schema`);
  return value;
}

function checkKeywords(schema: SchemaObject): void {
  for (const keyword of Object.keys(schema)) {
    if (!CONSTRAINTS.has(keyword) && !ANNOTATIONS.has(keyword) && !keyword.startsWith("x-")) {
      throw new Error(`The schema builder does not support the keyword "${keyword}"`);
    }
  }
  if (typeof schema.format === "string" && !FORMATS.has(schema.format)) {
    throw new Error(`The schema builder does not support the format "${schema.format}"`);
  }
}

/** The schema with its `$ref` followed (siblings of `$ref` still apply in 2020-12) and its `allOf` merged. */
function deref(schema: JsonSchema, ctx: BuildContext, depth = 0): JsonSchema {
  if (typeof schema === "boolean") return schema;
  if (Array.isArray(schema.allOf)) return mergeAllOf(schema, ctx, depth);
  if (typeof schema.$ref !== "string") return schema;
  if (depth > 32) throw new Error(`$ref chain too deep at ${schema.$ref}`);
  const { $ref, ...siblings } = schema;
  const target = deref(resolveRef(ctx.root, $ref as string), ctx, depth + 1);
  if (typeof target === "boolean") return Object.keys(siblings).length === 0 ? target : siblings;
  return { ...target, ...siblings };
}

/**
 * `allOf` as the one schema all its parts make together, where that is exact: required lists and
 * properties are joined, and any other keyword two parts both give must be the same. A part that
 * adds properties beside one that allows no others would change what is accepted, so it throws.
 */
function mergeAllOf(schema: SchemaObject, ctx: BuildContext, depth: number): SchemaObject {
  const { allOf, ...own } = schema;
  const parts = [own, ...(allOf as JsonSchema[])].map((part) => deref(part, ctx, depth + 1));
  const merged: SchemaObject = {};
  for (const part of parts) {
    if (typeof part === "boolean") throw new Error("The schema builder does not support a boolean part of allOf");
    for (const [keyword, value] of Object.entries(part)) {
      if (keyword === "required") merged.required = [...new Set([...((merged.required as string[] | undefined) ?? []), ...(value as string[])])];
      else if (keyword === "properties") {
        // A property two parts name takes both schemas.
        const properties = { ...(merged.properties as SchemaObject | undefined) };
        for (const [name, sub] of Object.entries(value as SchemaObject)) properties[name] = name in properties ? { allOf: [properties[name], sub] } : sub;
        merged.properties = properties;
      }
      else if (keyword in merged && JSON.stringify(merged[keyword]) !== JSON.stringify(value)) throw new Error(`allOf parts disagree on "${keyword}"`);
      else merged[keyword] = value;
    }
  }
  const closed = parts.filter((part) => typeof part !== "boolean" && part.additionalProperties === false) as SchemaObject[];
  const named = (part: SchemaObject) => Object.keys((part.properties as SchemaObject | undefined) ?? {});
  for (const part of closed) {
    const outside = Object.keys((merged.properties as SchemaObject | undefined) ?? {}).filter((key) => !named(part).includes(key));
    if (outside.length > 0) throw new Error(`allOf adds properties (${outside.join(", ")}) beside a part that allows no others`);
  }
  return merged;
}

function typesOf(schema: SchemaObject): JsonType[] | undefined {
  const type = schema.type;
  if (type === undefined) return undefined;
  const list = Array.isArray(type) ? type : [type];
  for (const t of list) if (!JSON_TYPES.includes(t as JsonType)) throw new Error(`Unknown type ${String(t)}`);
  return list as JsonType[];
}

const bounded = (min: number | undefined, max: number | undefined) => (text: string) => {
  const length = codePointLength(text);
  return length >= (min ?? 0) && length <= (max ?? Number.POSITIVE_INFINITY);
};

// ---------------------------------------------------------------------------------------------
// Valid values
// ---------------------------------------------------------------------------------------------

/** Free text within the length bounds: short ASCII, any code point, hostile text, the boundary. */
function textArbitrary(minLength: number | undefined, maxLength: number | undefined): fc.Arbitrary<string> {
  const min = minLength ?? 0;
  const max = maxLength ?? 10_000;
  if (min > max) throw new Error(`minLength ${min} is above maxLength ${max}`);
  const shortMax = Math.max(min, Math.min(max, 40));
  const options: Array<fc.WeightedArbitrary<string>> = [
    { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: shortMax }) },
    // Two generated halves of a surrogate pair make one character, so lengths are checked again.
    { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: min, maxLength: shortMax }).filter(bounded(min, max)) },
  ];
  const hostile = HOSTILE_STRINGS.filter(bounded(min, max));
  if (hostile.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...hostile) });
  // Exactly at the limit, in one-, two- and four-byte UTF-8 characters.
  if (maxLength !== undefined && max <= 100_000 && max > 0) {
    options.push({ weight: 1, arbitrary: fc.constantFrom("x", "é", "🦀").map((c) => c.repeat(max)) });
  }
  return fc.oneof(...options);
}

function formatArbitrary(format: string, minLength: number | undefined, maxLength: number | undefined): fc.Arbitrary<string> {
  const fits = bounded(minLength, maxLength);
  switch (format) {
    case "uuid":
      return fc.uuid().filter(fits);
    case "email":
      return fc.emailAddress().filter(fits);
    case "date-time":
      return fc
        .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString())
        .filter(fits);
    case "date":
      return fc
        .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
        .filter(fits);
    case "uri":
      return fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(fits);
    default:
      throw new Error(`The schema builder does not support the format "${format}"`);
  }
}

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  const minLength = schema.minLength as number | undefined;
  const maxLength = schema.maxLength as number | undefined;
  let arbitrary: fc.Arbitrary<string>;
  if (typeof schema.format === "string") {
    arbitrary = formatArbitrary(schema.format, minLength, maxLength);
  } else if (typeof schema.pattern === "string") {
    arbitrary = fc.stringMatching(new RegExp(schema.pattern, "u")).filter(bounded(minLength, maxLength));
  } else {
    return textArbitrary(minLength, maxLength);
  }
  // A format and a pattern together: the format's values, kept when they also match.
  if (typeof schema.format === "string" && typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    arbitrary = arbitrary.filter((text) => pattern.test(text));
  }
  return arbitrary;
}

function numberArbitrary(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : Number.EPSILON) : undefined);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : Number.EPSILON) : undefined);
  const within = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  if (integer) {
    // Beyond 32 bits too: a value the schema allows may still overflow a database column.
    const extremes = [0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21].filter(within);
    const range = fc.integer({ min: Math.max(min ?? -(2 ** 31), Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER) });
    return extremes.length > 0 ? fc.oneof(range, fc.constantFrom(...extremes)) : range;
  }
  const extremes = [0, -0.5, 1e308, -1e308, 5e-324].filter(within);
  const range = fc.double({ noNaN: true, noDefaultInfinity: true, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
  return extremes.length > 0 ? fc.oneof(range, fc.constantFrom(...extremes)) : range;
}

function arrayArbitrary(schema: SchemaObject, ctx: BuildContext, path: readonly string[]): fc.Arbitrary<unknown[]> {
  const items = schema.items === undefined ? true : (schema.items as JsonSchema);
  const minItems = (schema.minItems as number | undefined) ?? 0;
  const maxItems = (schema.maxItems as number | undefined) ?? Math.max(minItems, 5);
  const length = { minLength: minItems, maxLength: Math.min(maxItems, Math.max(minItems, 5)) };
  const item = validArbitrary(items, ctx, [...path, "[]"]);
  // Items equal as JSON values are equal to the validator too (the document's unique lists hold strings).
  return schema.uniqueItems === true ? fc.uniqueArray(item, { ...length, selector: (value) => JSON.stringify(value) }) : fc.array(item, length);
}

/** Property names that no schema of the document declares: where extra keys come from. */
const EXTRA_KEYS = ["isAdmin", "exhibitorId", "_id", "owner", "role", "constructor", "extra", "x", "ünïcödé", "a b", ""];

function objectArbitrary(schema: SchemaObject, ctx: BuildContext, path: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((schema.required ?? []) as string[]).filter((key) => !(key in properties));
  const additional = schema.additionalProperties as JsonSchema | undefined;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) model[key] = validArbitrary(sub, ctx, [...path, key]);
  // Required keys no property names take the additionalProperties schema.
  const extraSchema: JsonSchema = additional === undefined ? true : additional;
  for (const key of required) {
    if (extraSchema === false) throw new Error(`Required property ${key} is not allowed by the schema at ${path.join(".")}`);
    model[key] = validArbitrary(extraSchema, ctx, [...path, key]);
  }
  const requiredKeys = ((schema.required ?? []) as string[]).filter((key) => key in model);
  let arbitrary: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys });
  // Extra keys only where the schema names a schema for them (true or absent: the contract never
  // relies on it, and such keys prove nothing).
  if (isObject(additional)) {
    const maxProperties = (schema.maxProperties as number | undefined) ?? Number.POSITIVE_INFINITY;
    const room = Math.min(5, maxProperties - Object.keys(model).length);
    if (room > 0) {
      const keys = fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 }).filter((key) => !(key in model) && key !== "__proto__");
      const extras = fc.dictionary(keys, validArbitrary(additional, ctx, [...path, "*"]), { maxKeys: room, noNullPrototype: true });
      arbitrary = fc.tuple(arbitrary, extras).map(([base, more]) => ({ ...more, ...base }));
    }
  }
  const minProperties = schema.minProperties as number | undefined;
  const maxProperties = schema.maxProperties as number | undefined;
  if (minProperties !== undefined || maxProperties !== undefined) {
    arbitrary = arbitrary.filter((value) => {
      const count = Object.keys(value).length;
      return count >= (minProperties ?? 0) && count <= (maxProperties ?? Number.POSITIVE_INFINITY);
    });
  }
  return arbitrary;
}

function typedArbitrary(schema: SchemaObject, type: JsonType, ctx: BuildContext, path: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(schema, ctx, path);
    case "object":
      return objectArbitrary(schema, ctx, path);
  }
}

/** Any JSON value (for `true` schemas and schemas without constraints). */
export const anyJson = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 2 });

/** Values the schema accepts. */
export function validArbitrary(input: JsonSchema, ctx: BuildContext, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const schema = deref(input, ctx);
  if (schema === true) return anyJson();
  if (schema === false) throw new Error(`No value satisfies the false schema at ${path.join(".")}`);
  checkKeywords(schema);
  const build = (): fc.Arbitrary<unknown> => {
    if ("const" in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (branches) {
      // Each branch with the keywords beside anyOf/oneOf. oneOf is built like anyOf: it is only
      // exact when the branches do not overlap (the contract uses anyOf).
      const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = schema;
      return fc.oneof(
        ...branches.map((branch) => {
          const resolved = deref(branch, ctx);
          return validArbitrary(typeof resolved === "boolean" ? resolved : { ...siblings, ...resolved }, ctx, path);
        }),
      );
    }
    const types =
      typesOf(schema) ??
      (schema.properties !== undefined || schema.additionalProperties !== undefined || schema.required !== undefined
        ? ["object" as const]
        : schema.items !== undefined
          ? ["array" as const]
          : schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined || schema.format !== undefined
            ? ["string" as const]
            : undefined);
    if (!types) return anyJson();
    return types.length === 1 ? typedArbitrary(schema, types[0]!, ctx, path) : fc.oneof(...types.map((type) => typedArbitrary(schema, type, ctx, path)));
  };
  return ctx.override?.({ schema, path, fallback: build }) ?? build();
}

// ---------------------------------------------------------------------------------------------
// Invalid values
// ---------------------------------------------------------------------------------------------

/** The JSON types a schema can accept at all; undefined when it accepts every type. */
function acceptedTypes(input: JsonSchema, ctx: BuildContext): Set<JsonType> | undefined {
  const schema = deref(input, ctx);
  if (schema === true) return undefined;
  if (schema === false) return new Set();
  if ("const" in schema) return new Set([jsonTypeOf(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set((schema.enum as unknown[]).map(jsonTypeOf));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const accepted = acceptedTypes(branch, ctx);
      if (!accepted) return undefined;
      accepted.forEach((type) => union.add(type));
    }
    const own = typesOf(schema);
    return own ? new Set([...union].filter((type) => own.includes(type) || (type === "integer" && own.includes("number")))) : union;
  }
  const types = typesOf(schema);
  return types ? new Set(types) : undefined;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

const VALUES_BY_TYPE: Record<JsonType, () => fc.Arbitrary<unknown>> = {
  string: () => fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS)),
  integer: () => fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 53, 1e21)),
  number: () => fc.constantFrom(0.5, -1.25, 1e-9, 3.14),
  boolean: () => fc.boolean(),
  null: () => fc.constant(null),
  array: () => fc.oneof(fc.constant([]), fc.array(anyJson(), { maxLength: 3 })),
  object: () => fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), anyJson(), { maxKeys: 3, noNullPrototype: true })),
};

function wrongType(accepted: Set<JsonType> | undefined): fc.Arbitrary<unknown> | undefined {
  if (!accepted) return undefined;
  const rejected = JSON_TYPES.filter((type) => {
    if (accepted.has(type)) return false;
    // Every integer is a number; a non-integer is wrong only where numbers are not accepted.
    if (type === "integer" && accepted.has("number")) return false;
    return true;
  });
  if (rejected.length === 0) return undefined;
  return fc.oneof(...rejected.map((type) => VALUES_BY_TYPE[type]()));
}

const BAD_FORMAT_STRINGS: Record<string, readonly string[]> = {
  uuid: ["not-a-uuid", "00000000-0000-0000-0000-00000000000g", "' OR 1=1 --", "12345", "../../etc/passwd", "{00000000-0000-4000-8000-000000000000}"],
  email: ["no-at-sign", "a@", "@example.com", "a b@example.com", "<script>@x.y", "a@b@c.d"],
  date: ["yesterday", "2025-13-45", "2025-02-30", "2025-03-14T10:00:00Z", "14/03/2025"],
  "date-time": ["yesterday", "2025-13-45T99:99:99Z", "2025-03-14", "1710000000"],
  uri: ["not a uri", "//no-scheme", "::::", "http://exa mple.com"],
};

/** Strings that break a string schema: too long or short, off-pattern, off-format, off-enum. */
function badStrings(schema: SchemaObject): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const maxLength = schema.maxLength as number | undefined;
  const minLength = schema.minLength as number | undefined;
  if (maxLength !== undefined) {
    // One over, and far over (a megabyte of text stays below nothing but the body limit).
    out.push(fc.constantFrom("x", "é", "🦀", "'").chain((c) => fc.constantFrom(c.repeat(maxLength + 1), c.repeat(Math.max(maxLength * 20, 100_000)))));
  }
  if (minLength !== undefined && minLength > 0) out.push(fc.constant("x".repeat(minLength - 1)));
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    const candidates = [...HOSTILE_STRINGS, "", "abc", "12 34", "+", "0x1F", "١٢٣٤"].filter((text) => !pattern.test(text));
    if (candidates.length > 0) out.push(fc.constantFrom(...candidates));
  }
  if (typeof schema.format === "string") {
    out.push(fc.constantFrom(...BAD_FORMAT_STRINGS[schema.format]!));
  }
  return out;
}

function badNumbers(schema: SchemaObject, integer: boolean): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const step = integer ? 1 : 0.5;
  if (typeof schema.minimum === "number") out.push(fc.constantFrom(schema.minimum - step, schema.minimum - 1e9));
  if (typeof schema.maximum === "number") out.push(fc.constantFrom(schema.maximum + step, schema.maximum + 1e9));
  if (typeof schema.exclusiveMinimum === "number") out.push(fc.constant(schema.exclusiveMinimum));
  if (typeof schema.exclusiveMaximum === "number") out.push(fc.constant(schema.exclusiveMaximum));
  return out;
}

function badObjects(schema: SchemaObject, ctx: BuildContext, path: readonly string[]): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const valid = objectArbitrary(schema, ctx, path);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  if (required.length > 0) {
    out.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    );
  }
  const additional = schema.additionalProperties;
  if (additional === false) {
    const extraKeys = EXTRA_KEYS.filter((key) => !(key in properties));
    out.push(fc.tuple(valid, fc.constantFrom(...extraKeys), anyJson()).map(([value, key, extra]) => ({ ...value, [key]: extra })));
  } else if (isObject(additional)) {
    const badExtra = invalidArbitrary(additional, ctx, [...path, "*"]);
    if (badExtra) {
      const key = fc.constantFrom(...EXTRA_KEYS.filter((k) => !(k in properties) && k !== ""));
      out.push(fc.tuple(valid, key, badExtra).map(([value, k, extra]) => ({ ...value, [k]: extra })));
    }
  }
  if (typeof schema.maxProperties === "number") {
    const count = schema.maxProperties + 1;
    out.push(valid.map((value) => {
      const copy: Record<string, unknown> = { ...value };
      for (let i = 0; Object.keys(copy).length < count; i++) copy[`extra${i}`] = "x";
      return copy;
    }));
  }
  // One property broken, the rest valid.
  const breakable = Object.entries(properties)
    .map(([key, sub]) => [key, invalidArbitrary(sub, ctx, [...path, key])] as const)
    .filter((entry): entry is readonly [string, fc.Arbitrary<unknown>] => entry[1] !== undefined);
  if (breakable.length > 0) {
    out.push(
      fc
        .constantFrom(...breakable)
        .chain(([key, bad]) => fc.tuple(valid, fc.constant(key), bad))
        .map(([value, key, bad]) => ({ ...value, [key]: bad })),
    );
  }
  return out;
}

function badArrays(schema: SchemaObject, ctx: BuildContext, path: readonly string[]): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const items = schema.items === undefined ? true : (schema.items as JsonSchema);
  if (typeof schema.maxItems === "number") {
    const count = schema.maxItems + 1;
    out.push(fc.array(validArbitrary(items, ctx, path), { minLength: count, maxLength: count }));
  }
  if (typeof schema.minItems === "number" && schema.minItems > 0) {
    out.push(fc.array(validArbitrary(items, ctx, path), { maxLength: schema.minItems - 1 }));
  }
  if (schema.uniqueItems === true) {
    out.push(fc.array(validArbitrary(items, ctx, path), { minLength: 1, maxLength: 2 }).map((list) => [...list, list[0]]));
  }
  const badItem = invalidArbitrary(items, ctx, [...path, "[]"]);
  if (badItem) out.push(fc.tuple(fc.array(validArbitrary(items, ctx, path), { maxLength: 2 }), badItem).map(([list, bad]) => [...list, bad]));
  return out;
}

/** The largest string length any string-accepting branch allows; undefined when unbounded. */
function longestString(input: JsonSchema, ctx: BuildContext): number | undefined {
  const schema = deref(input, ctx);
  if (typeof schema === "boolean") return schema ? undefined : 0;
  if ("const" in schema) return typeof schema.const === "string" ? codePointLength(schema.const) : 0;
  if (Array.isArray(schema.enum)) {
    return Math.max(0, ...(schema.enum as unknown[]).map((value) => (typeof value === "string" ? codePointLength(value) : 0)));
  }
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    let longest = 0;
    for (const branch of branches) {
      const resolved = deref(branch, ctx);
      const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = schema;
      const branchLongest = longestString(typeof resolved === "boolean" ? resolved : { ...siblings, ...resolved }, ctx);
      if (branchLongest === undefined) return undefined;
      longest = Math.max(longest, branchLongest);
    }
    return longest;
  }
  const types = typesOf(schema);
  if (types && !types.includes("string")) return 0;
  return schema.maxLength as number | undefined;
}

/**
 * Values the schema rejects: a wrong type, a missing required or an unknown property, strings
 * that are too long, too short, off-pattern or off-format, numbers out of range, too many items or
 * properties, or one nested value broken. Undefined when the schema accepts everything.
 */
export function invalidArbitrary(input: JsonSchema, ctx: BuildContext, path: readonly string[] = []): fc.Arbitrary<unknown> | undefined {
  const schema = deref(input, ctx);
  if (schema === true) return undefined;
  if (schema === false) return anyJson();
  checkKeywords(schema);
  const candidates: Array<fc.Arbitrary<unknown>> = [];
  const mistyped = wrongType(acceptedTypes(schema, ctx));
  if (mistyped) candidates.push(mistyped);

  if ("const" in schema || Array.isArray(schema.enum)) {
    const allowed = "const" in schema ? [schema.const] : (schema.enum as unknown[]);
    const json = new Set(allowed.map((value) => JSON.stringify(value)));
    const sameType = allowed.flatMap((value): unknown[] => {
      if (typeof value === "string") return [`${value}x`, value.toUpperCase(), ` ${value}`, ""];
      if (typeof value === "boolean") return [!value];
      if (typeof value === "number") return [value + 1];
      return [];
    });
    const misses = sameType.filter((value) => !json.has(JSON.stringify(value)));
    if (misses.length > 0) candidates.push(fc.constantFrom(...misses));
  } else if (schema.anyOf !== undefined || schema.oneOf !== undefined) {
    // Only what breaks every branch at once: a wrong type (above) or a string longer than any.
    const longest = longestString(schema, ctx);
    const accepted = acceptedTypes(schema, ctx);
    if (longest !== undefined && (!accepted || accepted.has("string"))) {
      candidates.push(fc.constantFrom("x", "🦀").map((c) => c.repeat(longest + 1)));
    }
  } else {
    const types = typesOf(schema) ?? [];
    // Keyword checks apply to their own type only, so a broken string is invalid only if no
    // other accepted type could take it: strings are never numbers, objects or arrays.
    if (types.includes("string") || types.length === 0) candidates.push(...badStrings(schema));
    if (types.includes("integer") || types.includes("number")) candidates.push(...badNumbers(schema, !types.includes("number")));
    if (types.includes("object") || (types.length === 0 && schema.properties !== undefined)) candidates.push(...badObjects(schema, ctx, path));
    if (types.includes("array") || (types.length === 0 && schema.items !== undefined)) candidates.push(...badArrays(schema, ctx, path));
  }
  if (candidates.length === 0) return undefined;
  return fc.oneof(...candidates);
}
