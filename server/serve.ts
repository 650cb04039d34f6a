// Process entry for `npm start` / `npm run serve`: read the environment, open and migrate the
// database, seed the demo event, serve, and shut down cleanly on Ctrl+C or SIGTERM.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './portal-server.ts';
import { banner, displayOrigin } from './banner.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { seedDemo } from './demo/seed.ts';
import { createFileStore } from './storage/create-file-store.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ role: 'server', dataDir: config.dataDir, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
  let app: FastifyInstance | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    // Fastify first (stops accepting, finishes in-flight requests), then the database they use.
    let failed = false;
    await app?.close().catch((error: unknown) => {
      failed = true;
      app?.log.error({ err: error }, 'closing the HTTP server failed');
    });
    await database.close().catch((error: unknown) => {
      failed = true;
      process.stderr.write(`Closing the database failed: ${String(error)}\n`);
    });
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    // One store for the seed's sample files and the server: DATA_DIR/uploads, or the S3 bucket.
    const files = createFileStore(config);
    // A wrong bucket or key stops the start with the reason, not the first upload with a 500.
    await files.verify?.();
    const demo = config.seedDemo
      ? await seedDemo(database.db, { domain: config.defaultEventDomain, files })
      : undefined;
    app = await buildApp({ config, db: database.db, logger: true, hang: database.hang, files });
    await app.listen({ host: config.host, port: config.port });
    const { port } = app.server.address() as AddressInfo;
    process.stdout.write(`${banner({ config, origin: displayOrigin(config.host, port, config.tls !== undefined), databaseKind: database.kind, demo })}\n`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? (['ConfigError', 'AuthConfigError', 'DatabaseInUseError'].includes(error.name) ? error.message : error.stack) : String(error);
  process.stderr.write(`The server could not start: ${message}\n`);
  process.exit(1);
});
