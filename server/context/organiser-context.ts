// Who is calling the console's operations: what the organiser bearer check learns from a token.
// Apart from `request.auth` (an exhibitor's team member): a request carries one or the other, never both.
import type { OrganiserRole } from '../../src/rules/roles.ts';

export interface OrganiserContext {
  organiserId: string;
  /** The event signed in to: every console read and write is scoped by it. */
  eventId: string;
  sessionId: string;
  role: OrganiserRole;
  /** The organiser's name, for the activity log. */
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    organiser?: OrganiserContext;
  }
}
