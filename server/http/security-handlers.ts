// fastify-openapi-glue security handlers: `bearerAuth` turns an exhibitor's token into `request.auth`,
// `organiserAuth` an organiser's into `request.organiser`; either refuses with 401 before any secured
// handler runs. The HTTP edge reads the header; the composition root gives the session lookups of
// the auth and organisers records, so this floor imports no domain.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { organiserKeyHandler } from './organiser-key.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { OrganiserContext } from '../context/organiser-context.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1];
}

/** The session behind a token, or undefined when it is unknown, expired or revoked. */
export interface SessionLookups {
  readonly exhibitorSession: (token: string) => Promise<AuthContext | undefined>;
  readonly organiserSession: (token: string) => Promise<OrganiserContext | undefined>;
  /** ORGANISER_API_KEY; unset turns the organiser-key operations off. */
  readonly organiserApiKey?: string | undefined;
}

const unauthorized = () => new ApiError(401, 'Unauthorized', undefined, { headers: { 'WWW-Authenticate': 'Bearer' } });

export function createSecurityHandlers(lookups: SessionLookups) {
  return {
    organiserKey: organiserKeyHandler(lookups.organiserApiKey),
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      // Missing, unknown, expired and revoked tokens all look the same to the caller.
      const session = token ? await lookups.exhibitorSession(token) : undefined;
      if (!session) throw unauthorized();
      request.auth = session;
    },
    // The console's scheme: the token is looked up among organisers' sessions only.
    async organiserAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      const session = token ? await lookups.organiserSession(token) : undefined;
      if (!session) throw unauthorized();
      request.organiser = session;
    },
  };
}
