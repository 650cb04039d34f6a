import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      defaultEventDomain: 'demo.exhibitor-portal.local',
      publicDir: join(projectRoot, 'dist'),
      responseValidation: true,
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tls).toBeUndefined();
    expect(config.auth.smsProvider).toBe('outbox');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
      DEFAULT_EVENT_DOMAIN: 'Expo.Example.com',
      PUBLIC_DIR: '/srv/portal',
      RESPONSE_VALIDATION: '0',
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'yes',
      TLS_CERT_FILE: '/etc/portal/cert.pem',
      TLS_KEY_FILE: '/etc/portal/key.pem',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/tmp/portal-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      defaultEventDomain: 'expo.example.com',
      publicDir: '/srv/portal',
      responseValidation: false,
      logLevel: 'debug',
      seedDemo: false,
      trustProxy: true,
      tls: { certFile: '/etc/portal/cert.pem', keyFile: '/etc/portal/key.pem' },
    });
  });

  it('turns response validation off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }).responseValidation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '1' }).responseValidation).toBe(true);
  });

  it('has the webhook defaults: 10 s, retries over more than a day, a pause after 15 failures, any address outside production', () => {
    const { webhooks } = loadConfig({});
    expect(webhooks).toEqual({ publicOnly: false, timeoutMs: 10_000, retrySeconds: [10, 60, 300, 1_800, 7_200, 18_000, 36_000, 50_400], pauseAfterFailures: 15 });
    expect(webhooks.retrySeconds.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(86_400);
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }).webhooks.publicOnly).toBe(true);
  });

  it('reads the webhook settings', () => {
    const { webhooks } = loadConfig({ WEBHOOK_TIMEOUT_MS: '250', WEBHOOK_RETRY_SECONDS: '1, 1,2', WEBHOOK_PAUSE_AFTER_FAILURES: '3' });
    expect(webhooks).toMatchObject({ timeoutMs: 250, retrySeconds: [1, 1, 2], pauseAfterFailures: 3 });
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: ' ', DATABASE_URL: '' });
    expect(config.port).toBe(8080);
    expect(config).not.toHaveProperty('databaseUrl');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be 1 or 0/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TLS_CERT_FILE: '/etc/portal/cert.pem' }, /HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE; missing: TLS_KEY_FILE/],
    [{ TLS_KEY_FILE: '/etc/portal/key.pem' }, /missing: TLS_CERT_FILE/],
    [{ WEBHOOK_TIMEOUT_MS: '10s' }, /WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000/],
    [{ WEBHOOK_TIMEOUT_MS: '50' }, /WEBHOOK_TIMEOUT_MS must be/],
    [{ WEBHOOK_RETRY_SECONDS: '10;60' }, /WEBHOOK_RETRY_SECONDS must be up to 20 waits in seconds/],
    [{ WEBHOOK_RETRY_SECONDS: '10,0' }, /WEBHOOK_RETRY_SECONDS must be/],
    [{ WEBHOOK_RETRY_SECONDS: '10,,60' }, /WEBHOOK_RETRY_SECONDS must be/],
    [{ WEBHOOK_PAUSE_AFTER_FAILURES: '0' }, /WEBHOOK_PAUSE_AFTER_FAILURES must be a whole number of attempts from 1 to 1000/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
