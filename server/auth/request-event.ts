// The event a sign-in request is for: the body's `event` id when given, else the event served on the
// request's host (localhost and IP addresses use the default deployment domain).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { Executor } from '../db/prepared.ts';
import { resolveEventDomain } from './event-resolver.ts';
import { findEventByDomain, findEventById, type EventRow } from './event-lookup.ts';
import { EVENT_NOT_FOUND } from './messages.ts';

export async function eventForRequest(
  db: Executor,
  defaultDomain: string,
  request: FastifyRequest,
  eventId: string | undefined,
): Promise<EventRow> {
  const event = eventId
    ? await findEventById(db, eventId)
    : await findEventByDomain(db, resolveEventDomain(request.host, defaultDomain));
  if (!event) throw new ApiError(404, EVENT_NOT_FOUND);
  return event;
}
