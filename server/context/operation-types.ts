// The types every operation's handler is written against, derived from the contract
// (src/api/schema.d.ts): what a handler receives and how the handler table is keyed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema.d.ts';

/** Returns the response envelope; throws ApiError (server/http/api-error.ts) for failures. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Keyed by the operation's `operationId`: what fastify-openapi-glue resolves, untyped. */
export type HandlerMap = Record<string, Handler>;

/** An `operationId` of openapi/exhibitor-portal.yaml. */
export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** The operation's JSON request body, as the contract declares it (never when it takes none). */
export type JsonBody<Id extends OperationId> =
  NonNullable<operations[Id]['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;
/** The operation's path parameters. */
export type PathParams<Id extends OperationId> = NonNullable<Parameters<Id>['path']>;
/** The operation's query string. */
export type QueryParams<Id extends OperationId> = NonNullable<Parameters<Id>['query']>;

/**
 * A request of one operation. The glue validates the body, path and query against the operation's
 * schemas (Ajv, no coercion of bodies) before the handler runs, which is what makes these types true.
 */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: JsonBody<Id>;
  Params: PathParams<Id>;
  Querystring: QueryParams<Id>;
}>;

export type OperationHandler<Id extends OperationId> = (request: OperationRequest<Id>, reply: FastifyReply) => Promise<unknown>;

/** A tag's handlers, each typed from its operation in src/api/schema.d.ts. */
export type OperationHandlers = { readonly [Id in OperationId]?: OperationHandler<Id> };
