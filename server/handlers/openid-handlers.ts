// auth tag, "Continue with Google": two browser pages, not JSON calls. Both always answer a
// redirect: to the provider, or back to the login screen signed in or with what went wrong.
import type { FastifyRequest } from 'fastify';
import { createDiscoveryCache } from '../auth/openid/discovery.ts';
import { createOpenIdSignIn } from '../auth/openid/openid-sign-in.ts';
import { failureAddress, OpenIdRefusal, successAddress } from '../auth/openid/outcomes.ts';
import { eventForRequest } from '../auth/request-event.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { portalOrigin } from '../http/portal-origin.ts';

export const CALLBACK_PATH = '/api/auth/openid/callback';

/** The redirect URI the organiser registers with the provider: this host's callback. */
export function redirectUriFor(request: FastifyRequest): string {
  return `${portalOrigin(request)}${CALLBACK_PATH}`;
}

export function openIdHandlers(deps: ServerDeps): OperationHandlers {
  const { db, config } = deps;
  const signIn = createOpenIdSignIn({ db, auth: config.auth, discover: createDiscoveryCache() });

  const refused = (request: FastifyRequest, error: unknown): string => {
    if (!(error instanceof OpenIdRefusal)) throw error;
    // The reason is for the operator; the browser gets only the code.
    request.log.warn({ openid: error.code, reason: error.message }, 'OpenID sign-in refused');
    return failureAddress(error);
  };

  return {
    async startOpenIdSignIn(request, reply) {
      let location: string;
      try {
        const event = await eventForRequest(db, config.defaultEventDomain, request, request.query.event).catch(() => {
          throw new OpenIdRefusal('not_configured', undefined, 'no such event');
        });
        location = (await signIn.start(request.ip, event, redirectUriFor(request))).href;
      } catch (error) {
        location = refused(request, error);
      }
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },

    async finishOpenIdSignIn(request, reply) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let location: string;
      try {
        const { token } = await signIn.finish(new URL(`${redirectUriFor(request)}${query}`));
        location = successAddress(token);
      } catch (error) {
        location = refused(request, error);
      }
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  };
}
