// The shape every tag's handler file shares: what a handler receives, and how index.ts merges them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { SmsSender } from '../auth/sms/index.ts';

export interface ServerDeps {
  db: Database;
  config: Config;
  sms: SmsSender;
}

/** Who is calling, set by the bearer security handler before any secured handler runs. */
export interface AuthContext {
  userId: string;
  exhibitorId: string;
  eventId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Returns the response envelope; throws ApiError (server/http/api-error.ts) for failures. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Keyed by the operation's `operationId` in openapi/exhibitor-portal.yaml. */
export type HandlerMap = Record<string, Handler>;
