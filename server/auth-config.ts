// Sign-in, OTP, rate-limit and SMS settings, read once from the environment at start-up.
// Defaults follow Twilio Verify (5 sends per number per 10-15 minutes) and OWASP ASVS 5.0 6.5/6.6:
// a 4-digit code is weak on its own, so short life, attempt caps and send/verify limits carry the load.

export type SmsProvider = 'outbox' | 'twilio';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Base URL of Twilio's REST API; tests point it at a local HTTP server. */
  apiBaseUrl: string;
}

export interface AuthConfig {
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendSeconds: number;
  /** One window for every send, verify and login counter. */
  rateWindowSeconds: number;
  otpSendLimitPerNumber: number;
  otpSendLimitPerIp: number;
  otpVerifyLimitPerNumber: number;
  otpVerifyLimitPerIp: number;
  loginLimitPerIp: number;
  loginLimitPerEmail: number;
  tokenTtlDays: number;
  smsProvider: SmsProvider;
  twilio?: TwilioConfig;
}

type Env = Record<string, string | undefined>;

export class AuthConfigError extends Error {
  override name = 'AuthConfigError';
}

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    const kind = min === 0 ? 'a whole number (0 or more)' : 'a positive whole number';
    throw new AuthConfigError(`${name} must be ${kind}, got "${raw}".`);
  }
  return Number(text);
}

const positiveInt = (env: Env, name: string, fallback: number) => wholeNumber(env, name, fallback, 1);

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function loadAuthConfig(env: Env = process.env): AuthConfig {
  // The outbox shows every code to anyone who asks, so production must name it on purpose
  // (demos and benchmarks do); left unset there, it would be an account takeover by default.
  if (env.NODE_ENV === 'production' && text(env, 'SMS_PROVIDER') === undefined) {
    throw new AuthConfigError(
      'NODE_ENV=production needs SMS_PROVIDER: "twilio" sends the codes by SMS; "outbox" shows every code to anyone at /api/dev/outbox (demos and benchmarks only).',
    );
  }
  const providerRaw = (text(env, 'SMS_PROVIDER') ?? 'outbox').toLowerCase();
  if (providerRaw !== 'outbox' && providerRaw !== 'twilio') {
    throw new AuthConfigError(`SMS_PROVIDER must be "outbox" or "twilio", got "${env.SMS_PROVIDER}".`);
  }
  const smsProvider: SmsProvider = providerRaw;

  const config: AuthConfig = {
    otpTtlSeconds: positiveInt(env, 'OTP_TTL_SECONDS', 300),
    otpMaxAttempts: positiveInt(env, 'OTP_MAX_ATTEMPTS', 5),
    // 0 turns the cooldown off (automated tests sign the same number in repeatedly); the
    // per-number send limit still applies.
    otpResendSeconds: wholeNumber(env, 'OTP_RESEND_SECONDS', 30, 0),
    rateWindowSeconds: positiveInt(env, 'OTP_SEND_WINDOW_SECONDS', 900),
    otpSendLimitPerNumber: positiveInt(env, 'OTP_SEND_LIMIT_PER_NUMBER', 5),
    otpSendLimitPerIp: positiveInt(env, 'OTP_SEND_LIMIT_PER_IP', 30),
    otpVerifyLimitPerNumber: positiveInt(env, 'OTP_VERIFY_LIMIT_PER_NUMBER', 10),
    otpVerifyLimitPerIp: positiveInt(env, 'OTP_VERIFY_LIMIT_PER_IP', 60),
    loginLimitPerIp: positiveInt(env, 'LOGIN_LIMIT_PER_IP', 30),
    loginLimitPerEmail: positiveInt(env, 'LOGIN_LIMIT_PER_EMAIL', 10),
    tokenTtlDays: positiveInt(env, 'TOKEN_TTL_DAYS', 30),
    smsProvider,
  };

  // ASVS 6.5: an out-of-band code lives at most 10 minutes.
  if (config.otpTtlSeconds > 600) {
    throw new AuthConfigError(`OTP_TTL_SECONDS must be at most 600 (10 minutes), got ${config.otpTtlSeconds}.`);
  }

  if (smsProvider === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => !text(env, name));
    if (missing.length > 0) {
      throw new AuthConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}. Set them or use SMS_PROVIDER=outbox.`);
    }
    const apiBaseUrl = text(env, 'TWILIO_API_BASE_URL') ?? 'https://api.twilio.com';
    try {
      new URL(apiBaseUrl);
    } catch {
      throw new AuthConfigError(`TWILIO_API_BASE_URL must be an absolute URL, got "${apiBaseUrl}".`);
    }
    config.twilio = {
      accountSid: text(env, 'TWILIO_ACCOUNT_SID')!,
      authToken: text(env, 'TWILIO_AUTH_TOKEN')!,
      from: text(env, 'TWILIO_FROM')!,
      apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    };
  }
  return config;
}
