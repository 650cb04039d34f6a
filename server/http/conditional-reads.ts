// Reads the contract marks with a `304` answer carry an ETag (a hash of the answer's body) and
// `Cache-Control: private, no-cache`, and answer 304 with no body when the caller's If-None-Match
// already names it. A browser does this by itself from its own cache: a screen opened again
// re-reads, and when nothing changed only headers cross the network (10,000 leads are about 400 KB
// compressed otherwise). The answer is still built for the caller's own token each time, so one
// person's cached copy never serves another. Registered before compression, so the hash is of the
// JSON text itself.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { listOperations, type OpenApiDocument } from './openapi.ts';

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

export function registerConditionalReads(app: FastifyInstance, operations: ReadonlySet<string>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (typeof operationId !== 'string' || !operations.has(operationId)) return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!namesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });
}
