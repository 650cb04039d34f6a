// Every exhibitor-owned read and write starts here: who is calling, and whether an id from the
// request can name a row at all (PostgreSQL raises a cast error on a malformed uuid, which must be
// a plain "not found" rather than a 500).
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { isUuid } from '../db/row-id.ts';
import type { AuthContext } from '../context/auth-context.ts';

export function requireAuth(request: FastifyRequest): AuthContext {
  // The bearer security handler sets this for every secured operation; its absence is a wiring bug
  // or an unsecured route, and either way the caller is not signed in.
  if (!request.auth) throw new ApiError(401, 'Unauthorized');
  return request.auth;
}

/** The id if it could be a row id, else a 404 naming the entity (same answer as a missing row). */
export function rowIdOr404(id: unknown, entity: string): string {
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(entity);
  return id.toLowerCase();
}

export function notFound(entity: string): ApiError {
  return new ApiError(404, `${entity} not found`);
}

/** The caller, and the id of the row the path names: a write to one of the caller's rows. */
export function callerAndRowId(request: FastifyRequest & { params: { id: string } }, entity: string): AuthContext & { id: string } {
  // Unauthenticated first: a caller without a token learns nothing about the id.
  const auth = requireAuth(request);
  return { ...auth, id: rowIdOr404(request.params.id, entity) };
}
