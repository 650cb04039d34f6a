// A database that hangs (server/db/hang-watch.ts) raises no error: queries just wait. So the API
// refuses at once while the watch says hung, and answers the requests already waiting on it, the
// moment the hang is noticed, with the same 503 a stopped database gets (server/db/unavailable.ts).
// A write answered so may still commit once the database resumes; the client was told it failed
// and retries with its Idempotency-Key, so nothing it was told is saved is ever lost.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HangWatch } from '../db/hang-watch.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import { ApiError } from './api-error.ts';

const isApi = (url: string) => url.startsWith('/api/');

export function registerDatabaseHangFailFast(app: FastifyInstance, hang: HangWatch): void {
  const waiting = new Map<FastifyRequest, FastifyReply>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    if (hang.isHung()) throw new ApiError(503, DATABASE_UNAVAILABLE, undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    waiting.set(request, reply);
  });
  const forget = async (request: FastifyRequest) => {
    waiting.delete(request);
  };
  app.addHook('onResponse', forget);
  app.addHook('onRequestAbort', forget);

  const unsubscribe = hang.onHung(() => {
    for (const reply of waiting.values()) {
      if (reply.sent) continue;
      reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_UNAVAILABLE });
    }
    waiting.clear();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
}
