// The lead events a server without webhooks reports to (server/context/lead-events.ts names them).
import type { LeadEvents } from '../context/lead-events.ts';

/** For a server built without webhooks (a unit test's handler factory): nothing listens. */
export const NOBODY_LISTENS: LeadEvents = {
  wants: async () => false,
  emit: () => undefined,
};
