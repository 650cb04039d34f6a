// Ajv for OpenAPI 3.1: its schemas are JSON Schema draft 2020-12, which Fastify's bundled Ajv
// (draft-07) does not speak. One factory so request and response validation agree on keywords.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchema, AnyValidateFunction } from 'ajv/dist/core.js';
import addFormats from 'ajv-formats';
import { isEmailAddress } from '../../src/rules/field-rules.ts';

/** OpenAPI's own schema keywords: annotations with no validation meaning. */
const openApiKeywords = ['example', 'xml', 'externalDocs', 'discriminator'];

export interface AjvOptions {
  /** Query strings and path parameters arrive as text; bodies must already have the right types. */
  coerceTypes: boolean | 'array';
  useDefaults: boolean;
  allErrors: boolean;
  /** `x-*` extension keywords found in the document, declared so strict mode accepts them. */
  extensionKeywords?: readonly string[];
}

export function createAjv(options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes: options.coerceTypes,
    useDefaults: options.useDefaults,
    allErrors: options.allErrors,
    removeAdditional: false,
    // Unknown keywords still fail (a typo like "minLenght" would silently validate nothing);
    // type/tuple hints are style warnings that would only add noise to the log.
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats(ajv);
  // The contract's `format: email` is the browser's e-mail check (src/rules/field-rules.ts), so an
  // address the browser lets through is never refused after the round trip, and the reverse.
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
  for (const keyword of [...openApiKeywords, ...(options.extensionKeywords ?? [])]) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  return withCompileCache(ajv);
}

/**
 * The glue inlines every $ref, so the same component (the error envelope above all) reaches Ajv as
 * hundreds of distinct but equal objects, and Ajv caches by object identity. Keying on the JSON
 * text compiles each distinct schema once: about 40 instead of 440, a second off every start.
 * Patched on the instance because @fastify/response-validation calls `ajv.compile` itself.
 */
function withCompileCache(ajv: Ajv2020): Ajv2020 {
  const compiled = new Map<string, AnyValidateFunction>();
  const compile = ajv.compile.bind(ajv);
  const cachedCompile = (schema: AnySchema, meta?: boolean): AnyValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(schema, meta);
      compiled.set(key, validate);
    }
    return validate;
  };
  ajv.compile = cachedCompile as Ajv2020['compile'];
  return ajv;
}

const shared = new Map<string, Ajv2020>();

/**
 * One instance per distinct option set for the whole process: compiled validators are pure, and
 * tests build many apps from the same document, so later apps reuse the earlier compilations.
 */
export function sharedAjv(options: AjvOptions): Ajv2020 {
  const key = JSON.stringify({ ...options, extensionKeywords: [...(options.extensionKeywords ?? [])].sort() });
  let ajv = shared.get(key);
  if (!ajv) {
    ajv = createAjv(options);
    shared.set(key, ajv);
  }
  return ajv;
}

/** Every `x-*` key anywhere in the document (declaring one that is a property name is harmless). */
export function collectExtensionKeywords(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) found.add(key);
        visit(value);
      }
    }
  };
  visit(document);
  return [...found].sort();
}
