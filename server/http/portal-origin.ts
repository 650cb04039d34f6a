import type { FastifyRequest } from 'fastify';

/**
 * The portal's origin as the caller reached it, for links the server writes into e-mails, SMS and
 * redirects (behind a proxy, with TRUST_PROXY, the public one).
 */
export const portalOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
