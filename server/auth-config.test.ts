import { describe, expect, it } from 'vitest';
import { AuthConfigError, loadAuthConfig } from './auth-config.ts';

// The least a Twilio set-up needs: the provider named and its three credentials.
const TWILIO_ENV = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15005550006' };

describe('loadAuthConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadAuthConfig({});
    expect(config).toMatchObject({
      otpTtlSeconds: 300,
      otpMaxAttempts: 5,
      otpResendSeconds: 30,
      rateWindowSeconds: 900,
      otpSendLimitPerNumber: 5,
      otpSendLimitPerIp: 30,
      otpVerifyLimitPerNumber: 10,
      otpVerifyLimitPerIp: 60,
      tokenTtlDays: 30,
      smsProvider: 'outbox',
    });
    expect(config.twilio).toBeUndefined();
  });

  it('reads overrides', () => {
    const config = loadAuthConfig({ OTP_TTL_SECONDS: '60', OTP_SEND_LIMIT_PER_IP: '1000', TOKEN_TTL_DAYS: '7' });
    expect(config.otpTtlSeconds).toBe(60);
    expect(config.otpSendLimitPerIp).toBe(1000);
    expect(config.tokenTtlDays).toBe(7);
  });

  it.each(['0', '-3', '2.5', 'ten', '1e3'])('refuses OTP_MAX_ATTEMPTS=%s with a message naming the variable', (value) => {
    expect(() => loadAuthConfig({ OTP_MAX_ATTEMPTS: value })).toThrow(AuthConfigError);
    expect(() => loadAuthConfig({ OTP_MAX_ATTEMPTS: value })).toThrow(/OTP_MAX_ATTEMPTS must be a positive whole number/);
  });

  it('lets OTP_RESEND_SECONDS be 0 (no cooldown) but not negative', () => {
    expect(loadAuthConfig({ OTP_RESEND_SECONDS: '0' }).otpResendSeconds).toBe(0);
    expect(() => loadAuthConfig({ OTP_RESEND_SECONDS: '-1' })).toThrow(/OTP_RESEND_SECONDS must be a whole number \(0 or more\)/);
    expect(() => loadAuthConfig({ OTP_TTL_SECONDS: '0' })).toThrow(/OTP_TTL_SECONDS must be a positive whole number/);
  });

  it('caps the code lifetime at 10 minutes', () => {
    expect(() => loadAuthConfig({ OTP_TTL_SECONDS: '601' })).toThrow(/at most 600/);
  });

  it('refuses to default to the outbox in production, but takes it when named', () => {
    expect(() => loadAuthConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs SMS_PROVIDER/);
    expect(loadAuthConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }).smsProvider).toBe('outbox');
    expect(loadAuthConfig({}).smsProvider).toBe('outbox');
  });

  it('refuses an unknown SMS provider', () => {
    expect(() => loadAuthConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be "outbox" or "twilio"/);
  });

  it('refuses twilio without credentials, naming the missing ones', () => {
    expect(() => loadAuthConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
  });

  it('builds the twilio settings with the default API base', () => {
    const config = loadAuthConfig(TWILIO_ENV);
    expect(config.twilio).toEqual({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiBaseUrl: 'https://api.twilio.com',
    });
  });

  it('refuses a malformed TWILIO_API_BASE_URL', () => {
    expect(() => loadAuthConfig({ ...TWILIO_ENV, TWILIO_API_BASE_URL: 'not a url' })).toThrow(/TWILIO_API_BASE_URL must be an absolute URL/);
  });
});
