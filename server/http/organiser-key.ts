// The organiser's systems call the decision operation with the installation key (ORGANISER_API_KEY)
// in X-Organiser-Key. There is no organiser account in the portal, so the key is the whole check.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `presented` is the key. Both sides are hashed first, so the comparison takes the same time whatever their lengths. */
export function organiserKeyMatches(configured: string, presented: string): boolean {
  return timingSafeEqual(digest(configured), digest(presented));
}

export function organiserKeyHandler(configured: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    // No key configured: the operation is off, whatever is sent.
    if (!configured) throw new ApiError(403, 'Organiser operations are not enabled on this installation.');
    const presented = request.headers['x-organiser-key'];
    if (typeof presented !== 'string' || !organiserKeyMatches(configured, presented)) {
      throw new ApiError(401, 'Unauthorized');
    }
  };
}
