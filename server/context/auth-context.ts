// Who is calling: what the bearer check learns from a token, carried on the request to every
// secured handler and to the domain functions that act for the caller.
import type { Role } from '../../src/rules/roles.ts';

/** Who is calling, set by the bearer security handler before any secured handler runs. */
export interface AuthContext {
  userId: string;
  exhibitorId: string;
  eventId: string;
  sessionId: string;
  memberId: string;
  role: Role;
  /** The caller's name, for the activity log. */
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
