// fastify-openapi-glue security handlers: `bearerAuth` turns an exhibitor's token into `request.auth`,
// `organiserAuth` an organiser's into `request.organiser`; either refuses with 401 before any secured
// handler runs.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { findActiveSession } from './tokens.ts';
import { organiserKeyHandler } from '../referral/organiser-key.ts';
import { findActiveOrganiserSession } from '../organiser/organiser-sessions.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1];
}

export function createSecurityHandlers(deps: Pick<ServerDeps, 'db'> & { config?: Pick<ServerDeps['config'], 'organiserApiKey'> }) {
  return {
    organiserKey: organiserKeyHandler(deps.config?.organiserApiKey),
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      // Missing, unknown, expired and revoked tokens all look the same to the caller.
      const session = token ? await findActiveSession(deps.db, token) : undefined;
      if (!session) {
        throw new ApiError(401, 'Unauthorized', undefined, { headers: { 'WWW-Authenticate': 'Bearer' } });
      }
      request.auth = session;
    },
    // The console's scheme: the token is looked up among organisers' sessions only.
    async organiserAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      const session = token ? await findActiveOrganiserSession(deps.db, token) : undefined;
      if (!session) {
        throw new ApiError(401, 'Unauthorized', undefined, { headers: { 'WWW-Authenticate': 'Bearer' } });
      }
      request.organiser = session;
    },
  };
}
