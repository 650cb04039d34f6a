// Builds the whole server as one Fastify instance: security headers, the API from the OpenAPI
// document, the built portal at /exhibitor/ and uploaded files at /files/. No listening here, so
// tests and serve.ts share exactly the same app.
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import type { HangWatch } from './db/hang-watch.ts';
import { createSmsSender } from './auth/sms/create-sms-sender.ts';
import type { SmsSender } from './context/sms-sender.ts';
import { createSecurityHandlers } from './http/security-handlers.ts';
import { findActiveSession } from './auth/tokens.ts';
import { findActiveOrganiserSession } from './organisers/organiser-sessions.ts';
import { createHandlers, handlerFactories, type HandlerFactory } from './handlers/handler-table.ts';
import type { ServerDeps } from './context/server-deps.ts';
import { clientErrorHandler, frameworkErrors } from './http/early-refusals.ts';
import { conditionalOperations, registerConditionalReads } from './http/conditional-reads.ts';
import { registerDatabaseHangFailFast } from './http/database-hang.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { withIdempotency } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerOpenApiRoutes } from './http/openapi.ts';
import { loadOpenApiDocument, type OpenApiDocument } from './http/contract-document.ts';
import { readOperationRoles } from './http/role-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createPortalPage } from './http/portal-page.ts';
import { httpsOptions } from './http/https-options.ts';
import { registerNotFound, registerPortal, registerUploads } from './http/static-files.ts';
import { findEventByDomain } from './auth/event-lookup.ts';
import { resolveEventDomain } from './auth/event-resolver.ts';
import { toApiEvent } from './auth/views.ts';
import { MAX_UPLOAD_BYTES } from './storage/upload-signatures.ts';
import { startQueuedMail } from './mail/mail-setup.ts';
import { mailLinkOrigins } from './mail/mail-link-origin.ts';
import { startFollowUpReminders } from './reminders/start-reminders.ts';
import { startWebhooks } from './webhooks/start-webhooks.ts';
import type { FileStore } from './storage/file-store.ts';
import { createFileStore } from './storage/create-file-store.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  sms?: SmsSender;
  logger?: boolean;
  /** Defaults to openapi/exhibitor-portal.yaml; tests of the platform pass a small document. */
  document?: OpenApiDocument;
  /** Defaults to every tag's handlers (server/handlers/handler-table.ts). */
  handlerFactories?: readonly HandlerFactory[];
  /** PostgreSQL's hang watch: while it says hung, the API answers 503 at once. */
  hang?: HangWatch;
  /** Where uploads are kept; defaults to the store the config names (disk, or S3 when configured). */
  files?: FileStore;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const options = {
    logger: opts.logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    frameworkErrors,
  };
  // Over TLS the instance is an HTTP/2 one; the routes and hooks use only what both kinds share.
  const app = config.tls
    ? (Fastify<Http2SecureServer>({ ...options, ...httpsOptions(config.tls) } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify(options);

  try {
    const sms = opts.sms ?? createSmsSender(config, db, app.log);
    const { mail, jobs } = await startQueuedMail(app, config, db);
    const files = opts.files ?? createFileStore(config);
    // A store made here is this app's to close; a store passed in belongs to the caller.
    if (!opts.files) app.addHook('onClose', async () => files.destroy?.());
    const leadEvents = await startWebhooks(app, { db, jobs, mail, config: config.webhooks, originFor: mailLinkOrigins(app, config) });
    const deps: ServerDeps = { db, config, sms, mail, jobs, files, leadEvents };
    await startFollowUpReminders(app, deps);

    registerErrorHandler(app);
    if (opts.hang) registerDatabaseHangFailFast(app, opts.hang);
    registerJsonBodyParser(app);
    await registerSecurityHeaders(app);
    const document = opts.document ?? (await loadOpenApiDocument());
    registerConditionalReads(app, conditionalOperations(document));
    // Venue Wi-Fi is slow: scripts, styles, the page and JSON answers go brotli- or gzip-compressed
    // (text types over 1 KB; images and PDFs, already compressed, are sent as they are).
    await app.register(compress, { encodings: ['br', 'gzip'] });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    });
    // Rate limits are not a Fastify plugin here: they are counters in the database
    // (server/auth/rate-limits.ts), so several server processes share them.

    await registerOpenApiRoutes(app, {
      document,
      // Operations that take an Idempotency-Key answer a repeat as they answered the first request.
      handlers: withIdempotency(createHandlers(deps, opts.handlerFactories ?? handlerFactories), document, db),
      roles: readOperationRoles(document),
      securityHandlers: createSecurityHandlers({
        exhibitorSession: (token) => findActiveSession(db, token),
        organiserSession: (token) => findActiveOrganiserSession(db, token),
        organiserApiKey: config.organiserApiKey,
      }),
      responseValidation: config.responseValidation,
    });

    await registerPortal(app, config.publicDir);
    await registerUploads(app, files);
    registerNotFound(
      app,
      createPortalPage({
        publicDir: config.publicDir,
        eventFor: async (host) => {
          // A hung database must not hold the page: the app looks the event up itself then.
          if (opts.hang?.isHung()) return null;
          const event = await findEventByDomain(db, resolveEventDomain(host, config.defaultEventDomain));
          return event ? toApiEvent(event) : null;
        },
      }),
    );

    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
