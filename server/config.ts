// Every environment variable the server reads, parsed and checked once at start-up so a typo fails
// loudly before the first request instead of surfacing as odd behaviour later.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAuthConfig, type AuthConfig } from './auth-config.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute path; PGlite's files live in `<dataDir>/db`, uploads in `<dataDir>/uploads`. */
  dataDir: string;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  defaultEventDomain: string;
  /** Absolute path of the built browser app (`vite build` output). */
  publicDir: string;
  /** Validate every response against the OpenAPI document; a mismatch answers 500. */
  responseValidation: boolean;
  logLevel: LogLevel;
  seedDemo: boolean;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean;
  auth: AuthConfig;
  mail: MailConfig;
  /** Set when S3_* is configured: uploads go to the bucket instead of `<dataDir>/uploads`. */
  s3?: S3Config;
  /** ORGANISER_API_KEY: the key the organiser's systems send in X-Organiser-Key; unset turns those operations off. */
  organiserApiKey?: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE: serve HTTPS with HTTP/2 (HTTP/1.1 still answered) instead of plain HTTP. */
  tls?: TlsConfig;
  webhooks: WebhookConfig;
  /**
   * PUBLIC_ORIGIN: the portal's address as people reach it (https://portal.example.com), for links
   * in e-mails sent with no request to take it from (the daily reminders). Unset: each event's own
   * domain over https, or this server's own address for the default event.
   */
  publicOrigin?: string;
  jobs: JobsConfig;
}

export interface JobsConfig {
  /** CRON_CHECK_SECONDS: how often a server looks whether a scheduled job (the reminders' minute) is due. */
  cronCheckSeconds: number;
}

export interface WebhookConfig {
  /** NODE_ENV=production: endpoints must be https on public addresses; elsewhere a local receiver may be tried. */
  publicOnly: boolean;
  /** WEBHOOK_TIMEOUT_MS: an attempt with no answer by then is cut (default 10 s). */
  timeoutMs: number;
  /** WEBHOOK_RETRY_SECONDS: the waits before each retry of a failed delivery; when they run out it has failed. */
  retrySeconds: readonly number[];
  /** WEBHOOK_PAUSE_AFTER_FAILURES: failed attempts in a row that pause an endpoint (default 15). */
  pauseAfterFailures: number;
}

export interface TlsConfig {
  /** Absolute path of the PEM certificate chain. */
  certFile: string;
  /** Absolute path of the PEM private key. */
  keyFile: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** host/bucket/key addresses (MinIO, s3rver) rather than bucket.host/key; on unless set to 0. */
  forcePathStyle: boolean;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; unset means e-mails go to the mail_outbox table. */
  smtpUrl?: string;
  /** The From of every e-mail the portal sends. */
  from: string;
  /** Seconds before the first retry of an e-mail that could not be sent; each retry waits longer. */
  retryDelaySeconds: number;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root, so the default `dist/` is found whatever the working directory is. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (or true/false), got "${env[name]}".`);
}

function port(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${env[name]}".`);
  }
  return value;
}

/** The text as a URL, or undefined when it is none. */
function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** The URL as given when it starts with one of the two schemes, else what to fix. */
function urlOf(name: string, raw: string, schemes: readonly [string, string], example: string): string {
  const url = parsedUrl(raw);
  if (!url) throw new ConfigError(`${name} must be a URL like ${example}.`);
  if (!schemes.some((scheme) => url.protocol === `${scheme}:`)) {
    throw new ConfigError(`${name} must start with ${schemes[0]}:// or ${schemes[1]}://, got "${url.protocol}//".`);
  }
  return raw;
}

function databaseUrl(env: Env): string | undefined {
  const raw = text(env, 'DATABASE_URL');
  return raw === undefined ? undefined : urlOf('DATABASE_URL', raw, ['postgres', 'postgresql'], 'postgres://user@host:5432/database');
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number, unit: string): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${env[name]}".`);
  }
  return Number(raw);
}

/** 10 s, 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h: nine attempts over about 32 hours, more than a day. */
export const DEFAULT_WEBHOOK_RETRY_SECONDS = [10, 60, 300, 1_800, 7_200, 18_000, 36_000, 50_400] as const;

function retrySeconds(env: Env): readonly number[] {
  const raw = text(env, 'WEBHOOK_RETRY_SECONDS');
  if (raw === undefined) return DEFAULT_WEBHOOK_RETRY_SECONDS;
  const waits = raw.split(',').map((part) => part.trim());
  if (waits.length > 20 || waits.some((wait) => !/^\d+$/.test(wait) || Number(wait) < 1 || Number(wait) > 86_400)) {
    throw new ConfigError(`WEBHOOK_RETRY_SECONDS must be up to 20 waits in seconds (1 to 86400) separated by commas, like "10,60,300", got "${env.WEBHOOK_RETRY_SECONDS}".`);
  }
  return waits.map(Number);
}

function webhookConfig(env: Env): WebhookConfig {
  return {
    publicOnly: env.NODE_ENV === 'production',
    timeoutMs: wholeNumber(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000, 'milliseconds'),
    retrySeconds: retrySeconds(env),
    pauseAfterFailures: wholeNumber(env, 'WEBHOOK_PAUSE_AFTER_FAILURES', 15, 1, 1_000, 'attempts'),
  };
}

function mailConfig(env: Env): MailConfig {
  const raw = text(env, 'SMTP_URL');
  const from = text(env, 'MAIL_FROM') ?? 'Exhibitor Portal <no-reply@exhibitor-portal.local>';
  const retryDelaySeconds = wholeNumber(env, 'MAIL_RETRY_DELAY_SECONDS', 30, 1, 86_400, 'seconds');
  if (raw === undefined) return { from, retryDelaySeconds };
  return { smtpUrl: urlOf('SMTP_URL', raw, ['smtp', 'smtps'], 'smtp://user:password@mail.example.com:587'), from, retryDelaySeconds };
}

const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// All or nothing: half a bucket configuration would quietly keep uploads on one server's disk.
function s3Config(env: Env): S3Config | undefined {
  const missing = s3Variables.filter((name) => text(env, name) === undefined);
  // S3_FORCE_PATH_STYLE alone is half a configuration too: it says a bucket was meant.
  if (missing.length === s3Variables.length && text(env, 'S3_FORCE_PATH_STYLE') === undefined) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`S3 storage needs all of ${s3Variables.join(', ')}; missing: ${missing.join(', ')}.`);
  }
  const endpoint = text(env, 'S3_ENDPOINT')!;
  const url = parsedUrl(endpoint);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL like https://s3.eu-west-1.amazonaws.com, got "${endpoint}".`);
  }
  const bucket = text(env, 'S3_BUCKET')!;
  // S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/u.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots or hyphens), got "${bucket}".`);
  }
  return {
    endpoint,
    bucket,
    region: text(env, 'S3_REGION')!,
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', true),
  };
}

// Both or neither: a certificate without its key (or the reverse) is a mistake, not a choice of plain HTTP.
function tlsConfig(env: Env): TlsConfig | undefined {
  const certFile = text(env, 'TLS_CERT_FILE');
  const keyFile = text(env, 'TLS_KEY_FILE');
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new ConfigError(`HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE; missing: ${certFile === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}.`);
  }
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

function publicOrigin(env: Env): string | undefined {
  const raw = text(env, 'PUBLIC_ORIGIN');
  if (raw === undefined) return undefined;
  const url = parsedUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_ORIGIN must be the portal's address like https://portal.example.com (no path), got "${raw}".`);
  }
  return url.origin;
}

function jobsConfig(env: Env): JobsConfig {
  // pg-boss takes 1 to 45 seconds; 30 is its default, enough for a job that runs each minute.
  return { cronCheckSeconds: wholeNumber(env, 'CRON_CHECK_SECONDS', 30, 1, 45, 'seconds') };
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!logLevels.includes(logLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}".`);
  }
  const publicDir = text(env, 'PUBLIC_DIR');
  const url = databaseUrl(env);
  const s3 = s3Config(env);
  const tls = tlsConfig(env);
  const origin = publicOrigin(env);
  return {
    port: port(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: resolve(text(env, 'DATA_DIR') ?? './data'),
    ...(url === undefined ? {} : { databaseUrl: url }),
    defaultEventDomain: (text(env, 'DEFAULT_EVENT_DOMAIN') ?? 'demo.exhibitor-portal.local').toLowerCase(),
    publicDir: publicDir === undefined ? resolve(projectRoot, 'dist') : resolve(publicDir),
    // Production skips the per-response check for speed; everywhere else a wrong answer is a loud 500.
    responseValidation: flag(env, 'RESPONSE_VALIDATION', env.NODE_ENV !== 'production'),
    logLevel: logLevel as LogLevel,
    seedDemo: flag(env, 'SEED_DEMO', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    auth: loadAuthConfig(env),
    mail: mailConfig(env),
    ...(s3 === undefined ? {} : { s3 }),
    ...(text(env, 'ORGANISER_API_KEY') === undefined ? {} : { organiserApiKey: text(env, 'ORGANISER_API_KEY') }),
    ...(tls === undefined ? {} : { tls }),
    webhooks: webhookConfig(env),
    ...(origin === undefined ? {} : { publicOrigin: origin }),
    jobs: jobsConfig(env),
  };
}
