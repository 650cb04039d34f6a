// S3_* in server/config.ts: all five or none, checked at start-up with messages that name the fix.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const complete = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'portal-uploads',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('S3 configuration', () => {
  it('is off without any S3_* variable: uploads stay on disk', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '  ' }).s3).toBeUndefined();
  });

  it('reads all five variables, with path-style addresses by default', () => {
    expect(loadConfig(complete).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-uploads',
      region: 'eu-west-1',
      accessKeyId: 'portal',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
  });

  it('turns path-style addresses off with S3_FORCE_PATH_STYLE=0 and refuses other values', () => {
    expect(loadConfig({ ...complete, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...complete, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    expect(refusal({ ...complete, S3_FORCE_PATH_STYLE: 'maybe' })).toBe('S3_FORCE_PATH_STYLE must be 1 or 0 (or true/false), got "maybe".');
  });

  it('refuses a partial configuration, naming the missing variables', () => {
    expect(refusal({ S3_BUCKET: 'portal-uploads' })).toBe(
      'S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; ' +
        'missing: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
    );
    expect(refusal({ S3_FORCE_PATH_STYLE: '1' })).toMatch(/; missing: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\.$/u);
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
    expect(refusal(withoutSecret)).toMatch(/; missing: S3_SECRET_ACCESS_KEY\.$/u);
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(refusal({ ...complete, S3_ENDPOINT: 's3.example.com' })).toBe(
      'S3_ENDPOINT must be an http:// or https:// URL like https://s3.eu-west-1.amazonaws.com, got "s3.example.com".',
    );
    expect(refusal({ ...complete, S3_ENDPOINT: 'ftp://files.example.com' })).toMatch(/^S3_ENDPOINT must be an http/u);
  });

  it('refuses a bucket name S3 would refuse', () => {
    expect(refusal({ ...complete, S3_BUCKET: 'Portal_Uploads' })).toBe(
      'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots or hyphens), got "Portal_Uploads".',
    );
  });
});
