// Builds the whole server as one Fastify instance: security headers, the API from the OpenAPI
// document, the built portal at /exhibitor/ and uploaded files at /files/. No listening here, so
// tests and main.ts share exactly the same app.
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { createSmsSender, type SmsSender } from './auth/sms/index.ts';
import { createSecurityHandlers } from './auth/security.ts';
import { createHandlers, handlerFactories, type HandlerFactory } from './handlers/index.ts';
import type { ServerDeps } from './handlers/types.ts';
import { clientErrorHandler, frameworkErrors } from './http/early-refusals.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { withIdempotency } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { loadOpenApiDocument, registerOpenApiRoutes, type OpenApiDocument } from './http/openapi.ts';
import { readOperationRoles } from './http/operation-roles.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerNotFound, registerPortal, registerUploads } from './http/static-files.ts';
import { MAX_UPLOAD_BYTES } from './storage/upload-rules.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  sms?: SmsSender;
  logger?: boolean;
  /** Defaults to openapi/exhibitor-portal.yaml; tests of the platform pass a small document. */
  document?: OpenApiDocument;
  /** Defaults to every tag's handlers (server/handlers/index.ts). */
  handlerFactories?: readonly HandlerFactory[];
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    frameworkErrors,
  });

  try {
    const sms = opts.sms ?? createSmsSender(config, db, app.log);
    const deps: ServerDeps = { db, config, sms };

    registerErrorHandler(app);
    registerJsonBodyParser(app);
    await registerSecurityHeaders(app);
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    });
    // Rate limits are not a Fastify plugin here: they are counters in the database
    // (server/auth/rate-limits.ts), so several server processes share them.

    const document = opts.document ?? (await loadOpenApiDocument());
    await registerOpenApiRoutes(app, {
      document,
      // Operations that take an Idempotency-Key answer a repeat as they answered the first request.
      handlers: withIdempotency(createHandlers(deps, opts.handlerFactories ?? handlerFactories), document, db),
      roles: readOperationRoles(document),
      securityHandlers: createSecurityHandlers(deps),
      responseValidation: config.responseValidation,
    });

    await registerPortal(app, config.publicDir);
    await registerUploads(app, join(config.dataDir, 'uploads'));
    registerNotFound(app, config.publicDir);

    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
