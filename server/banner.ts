// The start-up text: where the portal and API are, which database is in use, how to sign in to the
// demo, and (with the development outbox) where the one-time codes can be read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { OpenedDatabase } from './db/connect.ts';
import type { SeedDemoResult } from './demo/seed.ts';

export function displayOrigin(host: string, port: number, secure = false): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${secure ? 'https' : 'http'}://${shown}:${port}`;
}

function describeDatabase(config: Config, kind: OpenedDatabase['kind']): string {
  if (kind === 'pglite') return `PGlite (embedded) in ${join(config.dataDir, 'db')}`;
  // Host and database only: the URL may carry a password.
  const url = new URL(config.databaseUrl ?? '');
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

export interface BannerOptions {
  config: Config;
  origin: string;
  databaseKind: OpenedDatabase['kind'];
  /** The seeding result; undefined when SEED_DEMO=0. */
  demo: SeedDemoResult | undefined;
}

export function banner({ config, origin, databaseKind, demo }: BannerOptions): string {
  const lines = [
    '',
    'Exhibitor Portal is running',
    `  Portal:    ${origin}/exhibitor/`,
    `  API:       ${origin}/api   (readiness: ${origin}/api/health)`,
    `  Database:  ${describeDatabase(config, databaseKind)}`,
  ];
  if (!existsSync(join(config.publicDir, 'index.html'))) {
    lines.push(`  NOTE:      the portal is not built (${config.publicDir}); run "npm run build" or use "npm start".`);
  }
  if (demo) {
    lines.push(`  Demo:      sign in with mobile +${demo.adminPhoneCode} ${demo.adminMobile} (event ${config.defaultEventDomain})`);
  } else {
    lines.push('  Demo:      not seeded (SEED_DEMO=0)');
  }
  if (config.auth.smsProvider === 'outbox') {
    lines.push(
      '  SMS:       codes are NOT sent by SMS (SMS_PROVIDER=outbox). Read them in this log or at',
      `             ${origin}/api/dev/outbox?mobile=${demo?.adminMobile ?? '<mobile number>'}`,
    );
  } else {
    lines.push('  SMS:       codes are sent through Twilio (SMS_PROVIDER=twilio).');
  }
  lines.push('  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
