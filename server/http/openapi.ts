// Routes and validation come from the contract itself: fastify-openapi-glue turns each operation of
// openapi/exhibitor-portal.yaml into a route under /api, and Ajv (draft 2020-12, the dialect of
// OpenAPI 3.1) validates requests before any handler runs.
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import responseValidation from '@fastify/response-validation';
import type { Handler, HandlerMap } from '../context/operation-types.ts';
import { ApiError } from './api-error.ts';
import { collectExtensionKeywords, sharedAjv } from './ajv.ts';
import { textGuard } from './text-guard.ts';
import { roleGuard } from './role-guard.ts';
import { httpMethods, listOperations, type OpenApiDocument, type Operation } from './contract-document.ts';
import { validatorsOnFirstUse, type ValidatorsOnFirstUse } from './validators-on-first-use.ts';
import type { OperationAccess } from '../../src/rules/roles.ts';

export const apiPrefix = '/api';
/** Operations of the document that no handler file answers yet. */
export function missingOperations(document: OpenApiDocument, handlers: HandlerMap): Operation[] {
  return listOperations(document).filter((operation) => !Object.hasOwn(handlers, operation.operationId));
}

/**
 * fastify-openapi-glue adds `$id: http://example.com/fastifySchema` to every schema it had to make
 * self-referencing. Ajv refuses a second schema with the same $id, and the refs it writes are
 * local (`#/...`), which resolve against the root without any $id.
 */
const glueSchemaId = 'http://example.com/fastifySchema';

function dropGlueIds(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(dropGlueIds);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.$id === glueSchemaId) delete record.$id;
    Object.values(record).forEach(dropGlueIds);
  }
}

interface BodyRule {
  required: boolean;
  mediaTypes: string[];
}

/** What each operation's requestBody accepts, by operationId (the glue keeps only the schemas). */
function bodyRules(document: OpenApiDocument): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      const { operationId, requestBody } = operation as { operationId?: string; requestBody?: { required?: boolean; content?: object } };
      if (typeof operationId !== 'string' || !requestBody?.content) continue;
      rules.set(operationId, {
        required: requestBody.required === true,
        mediaTypes: Object.keys(requestBody.content).map((type) => type.toLowerCase()),
      });
    }
  }
  return rules;
}

const mediaTypeWords: Record<string, string> = {
  'application/json': 'a JSON object (application/json)',
  'multipart/form-data': 'a multipart/form-data form',
};

/**
 * Fastify validates a body only against the schema of the request's own content type, so a body
 * in an undeclared type (text/plain) or no body at all would reach the handler unchecked. This
 * closes that gap before validation: 415 for a type the operation does not take, 400 for a
 * missing required body.
 */
function bodyGuard(rule: BodyRule): preValidationAsyncHookHandler {
  const wanted = rule.mediaTypes.map((type) => mediaTypeWords[type] ?? type).join(' or ');
  return async (request) => {
    const header = request.headers['content-type'];
    if (header === undefined) {
      if (rule.required) throw new ApiError(400, `The request body is required: send ${wanted}`);
      return;
    }
    const mediaType = header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!rule.mediaTypes.includes(mediaType)) {
      throw new ApiError(415, `Unsupported content type "${mediaType}": send ${wanted}`);
    }
  };
}

export interface OpenApiRoutesOptions {
  document: OpenApiDocument;
  handlers: HandlerMap;
  securityHandlers: object;
  /** Who may call each operation (`x-roles`, read by server/http/role-guard.ts). */
  roles: Map<string, OperationAccess>;
  responseValidation: boolean;
}

/** Each server's validators, compiled on first use (validators-on-first-use.ts). */
const serverValidators = new WeakMap<FastifyInstance, ValidatorsOnFirstUse>();

/**
 * Compiles every validator the server has not used yet: throws Ajv's error for a schema it refuses.
 * Answers how many validators the server has.
 */
export function compileEveryValidator(app: FastifyInstance): number {
  const validators = serverValidators.get(app);
  if (!validators) throw new Error('This server has no contract routes: registerOpenApiRoutes was not called on it');
  return validators.compileAll();
}

export async function registerOpenApiRoutes(app: FastifyInstance, options: OpenApiRoutesOptions): Promise<void> {
  const validators = validatorsOnFirstUse();
  serverValidators.set(app, validators);
  const extensionKeywords = collectExtensionKeywords(options.document);
  // No coercion and no stripping for bodies: a number sent as "5" is an error the client must see.
  const bodyAjv = sharedAjv({ coerceTypes: false, useDefaults: true, allErrors: false, extensionKeywords });
  // Query strings and path parameters are text on the wire; "5" must become 5 there.
  const textAjv = sharedAjv({ coerceTypes: 'array', useDefaults: true, allErrors: false, extensionKeywords });

  const rules = bodyRules(options.document);
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (!route.schema || typeof operationId !== 'string') return;
    dropGlueIds(route.schema);
    // The glue runs security as a preHandler, i.e. after validation; moved up front so a caller
    // without a valid token gets 401 whatever the body, and learns nothing from validation.
    const security = route.preHandler ? [route.preHandler].flat() : [];
    delete route.preHandler;
    const rule = rules.get(operationId);
    const roles = roleGuard(options.roles.get(operationId));
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...security, ...(roles ? [roles] : []), ...(rule ? [bodyGuard(rule)] : []), ...existing];
    // After the schema checks: text the database cannot store (NUL, unpaired surrogates) is a 400.
    route.preHandler = [textGuard];
  });

  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    // Multipart bodies are streamed to the upload handler, which checks the file and its fields
    // itself (size, type, signature); there is no parsed body object to validate here.
    if (httpPart === 'body' && contentType?.startsWith('multipart/')) return () => true;
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return validators.defer(() => ajv.compile(schema));
  });

  // Plain JSON.stringify: the document's schemas describe the wire, and fast-json-stringify would
  // silently drop or coerce fields instead of letting response validation report them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  if (options.responseValidation) {
    // Validate what actually goes on the wire (Dates as ISO text, undefined fields gone), not the
    // in-memory object. App-level hooks run before the route-level one the plugin adds.
    app.addHook('preSerialization', async (_request, _reply, payload) => JSON.parse(JSON.stringify(payload)) as unknown);
    const responseAjv = sharedAjv({ coerceTypes: false, useDefaults: false, allErrors: true, extensionKeywords });
    // Must come before the routes: the plugin attaches its check in an onRoute hook.
    await app.register(responseValidation, { ajv: validators.deferringCompile(responseAjv) as never });
  }

  // Every operation of the contract must be served: a server missing one refuses to start rather
  // than shipping a route that can only fail.
  const missing = missingOperations(options.document, options.handlers);
  if (missing.length > 0) {
    const names = missing.map((operation) => `${operation.operationId} (${operation.method} ${apiPrefix}${operation.path})`);
    throw new Error(`These operations of the contract have no handler: ${names.join(', ')}`);
  }

  await app.register(openapiGlue, {
    specification: options.document,
    prefix: apiPrefix,
    securityHandlers: options.securityHandlers,
    // Every operationId has a handler (checked above).
    operationResolver: (operationId: string) => options.handlers[operationId] as Handler,
  });
}
