// Every console read and write starts here: the organiser calling, and the event they signed in to.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { OrganiserContext } from '../context/organiser-context.ts';

export function requireOrganiser(request: FastifyRequest): OrganiserContext {
  // The organiser bearer handler sets this for every console operation; its absence is a wiring
  // bug or an unsecured route, and either way the caller is not signed in as an organiser.
  if (!request.organiser) throw new ApiError(401, 'Unauthorized');
  return request.organiser;
}
