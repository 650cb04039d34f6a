// Reads the contract marks with a `304` answer carry an ETag (a hash of the answer's body) and
// `Cache-Control: private, no-cache`, and answer 304 with no body when the caller's If-None-Match
// already names it. A browser does this by itself from its own cache: a screen opened again
// re-reads, and when nothing changed only headers cross the network (10,000 leads are about 400 KB
// compressed otherwise). The answer is still built for the caller's own token each time, so one
// person's cached copy never serves another. Registered before compression, so the hash is of the
// JSON text itself.
//
// A handler that knows its answer's version without building it (the leads' first page: the version
// of the whole list) sets the ETag itself, and the hook answers 304 on that tag instead of a hash;
// when the tag already matches, the handler answers with notModified() and builds nothing at all.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { listOperations, type OpenApiDocument } from './contract-document.ts';

/** operationIds whose responses in the contract include 304. */
export function conditionalOperations(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const { operationId, method, path } of listOperations(document)) {
    const operation = document.paths?.[path]?.[method.toLowerCase() as 'get'] as { responses?: Record<string, unknown> } | undefined;
    if (operation?.responses && Object.hasOwn(operation.responses, '304')) found.add(operationId);
  }
  return found;
}

/** Whether an If-None-Match header names `etag` (a list, weak forms and `*` included). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

const CACHE_CONTROL = 'private, no-cache';

/** A 304 from a handler that found `etag` named in If-None-Match: no body; the hook adds the rest of the headers. */
export function notModified(reply: FastifyReply, etag: string): FastifyReply {
  return reply.code(304).header('etag', etag).send();
}

export function registerConditionalReads(app: FastifyInstance, operations: ReadonlySet<string>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
    if (request.method !== 'GET' || typeof operationId !== 'string' || !operations.has(operationId)) return payload;
    if (reply.statusCode === 304) return emptied(reply);
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const preset = reply.getHeader('etag');
    const etag = typeof preset === 'string' ? preset : `"${createHash('sha256').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (!namesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return emptied(reply);
  });
}

/** A 304 as every conditional read sends it: the ETag, `Cache-Control`, no body and no content type. */
function emptied(reply: FastifyReply): string {
  reply.header('cache-control', CACHE_CONTROL);
  reply.removeHeader('content-type');
  return '';
}
