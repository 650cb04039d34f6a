// The shape every tag's handler file shares: what a handler receives, and how index.ts merges them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema.d.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { SmsSender } from '../auth/sms/index.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { LeadEvents } from '../webhooks/lead-events.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Role } from '../../src/rules/roles.ts';

export interface ServerDeps {
  db: Database;
  config: Config;
  sms: SmsSender;
  /** E-mails that must arrive: queued in the database and retried until sent. */
  mail: MailQueue;
  /** Background jobs on the portal's own database (pg-boss): reminders, webhook deliveries. */
  jobs: JobQueue;
  /** Lead changes reported to the company's webhook endpoints, after they commit. */
  leadEvents: LeadEvents;
  /** Uploaded files' bytes: DATA_DIR/uploads, or the S3 bucket when S3_* is configured. */
  files: FileStore;
}

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

/** Returns the response envelope; throws ApiError (server/http/api-error.ts) for failures. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Keyed by the operation's `operationId`: what fastify-openapi-glue resolves, untyped. */
export type HandlerMap = Record<string, Handler>;

/** An `operationId` of openapi/exhibitor-portal.yaml. */
export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** The operation's JSON request body, as the contract declares it (never when it takes none). */
export type JsonBody<Id extends OperationId> =
  NonNullable<operations[Id]['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;
/** The operation's path parameters. */
export type PathParams<Id extends OperationId> = NonNullable<Parameters<Id>['path']>;
/** The operation's query string. */
export type QueryParams<Id extends OperationId> = NonNullable<Parameters<Id>['query']>;

/**
 * A request of one operation. The glue validates the body, path and query against the operation's
 * schemas (Ajv, no coercion of bodies) before the handler runs, which is what makes these types true.
 */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: JsonBody<Id>;
  Params: PathParams<Id>;
  Querystring: QueryParams<Id>;
}>;

export type OperationHandler<Id extends OperationId> = (request: OperationRequest<Id>, reply: FastifyReply) => Promise<unknown>;

/** A tag's handlers, each typed from its operation in src/api/schema.d.ts. */
export type OperationHandlers = { readonly [Id in OperationId]?: OperationHandler<Id> };
