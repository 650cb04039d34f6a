// Mobile sign-in: send a code, register by mobile, verify a code. Known and unknown numbers follow
// the same path with the same limits and answers, so the API never reveals who has an account.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthConfig } from '../auth-config.ts';
import { createAccount, ensureUser, findAccountByMobile, isUniqueViolation, type UserRow } from './accounts.ts';
import type { EventRow } from './event-lookup.ts';
import {
  codeSms,
  INVALID_OTP,
  limitMessage,
  MOBILE_TAKEN,
  noAccountSms,
  OTP_EXHAUSTED,
  resendCooldownMessage,
  type LimitKind,
} from './messages.ts';
import { abandonOtpSend, pruneOtpState, startOtpSend, verifyOtpCode, type OtpPurpose, type OtpTarget } from './otp.ts';
import type { PhoneNumber } from './phone.ts';
import { hitRateLimits, type RateLimitRule } from './rate-limits.ts';
import { SMS_SEND_FAILED } from './sms/create-sms-sender.ts';
import type { SmsSender } from '../context/sms-sender.ts';
import { issueSession, type IssuedSession } from './tokens.ts';

export interface MobileSignInDeps {
  db: Database;
  auth: AuthConfig;
  sms: SmsSender;
}

interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

const PRUNE_EVERY_MS = 60_000;

export function createMobileSignIn({ db, auth, sms }: MobileSignInDeps) {
  const window = auth.rateWindowSeconds;
  const numberId = (t: OtpTarget) => `${t.eventId}:${t.phoneCode}:${t.mobile}`;
  const rule = (kind: LimitKind, key: string, limit: number): RateLimitRule & { kind: LimitKind } => ({
    kind,
    key: `${kind}:${key}`,
    limit,
    windowSeconds: window,
  });

  async function enforce(rules: Array<RateLimitRule & { kind: LimitKind }>): Promise<void> {
    const refusal = await hitRateLimits(db, rules);
    if (refusal) throw tooMany(refusal.rule as RateLimitRule & { kind: LimitKind }, refusal.retryAfterSeconds);
  }

  function tooMany(r: RateLimitRule & { kind: LimitKind }, seconds: number): ApiError {
    return new ApiError(429, limitMessage(r.kind, seconds), undefined, { retryAfterSeconds: seconds });
  }

  // Housekeeping piggybacks on sends, at most once a minute per process, so no timer is needed.
  let lastPrune = 0;
  async function pruneNow(log: FastifyBaseLogger): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await pruneOtpState(db, auth).catch((error: unknown) => log.warn({ err: error }, 'pruning sign-in state failed'));
  }

  /** Reserves, delivers and (on failure) abandons one code for a number. */
  async function deliver(
    caller: Caller,
    event: EventRow,
    target: OtpTarget,
    options: { known: boolean; purpose: OtpPurpose; skipCooldown?: boolean; beforeSend?: () => Promise<void> },
  ): Promise<void> {
    const settings = options.skipCooldown ? { ...auth, otpResendSeconds: 0 } : auth;
    const numberRule = rule('send-number', numberId(target), auth.otpSendLimitPerNumber);
    const reserved = await startOtpSend(db, target, { known: options.known, purpose: options.purpose, settings, limits: [numberRule] });
    if (reserved.kind === 'cooldown') {
      throw new ApiError(429, resendCooldownMessage(reserved.retryAfterSeconds), undefined, { retryAfterSeconds: reserved.retryAfterSeconds });
    }
    if (reserved.kind === 'limited') throw tooMany(numberRule, reserved.limit.retryAfterSeconds);
    try {
      await options.beforeSend?.();
      await sms.send(
        options.known
          ? { phoneCode: target.phoneCode, mobile: target.mobile, body: codeSms(event, reserved.code, auth.otpTtlSeconds), code: reserved.code }
          : { phoneCode: target.phoneCode, mobile: target.mobile, body: noAccountSms(event) },
      );
    } catch (error) {
      await abandonOtpSend(db, target, reserved);
      if (error instanceof ApiError) throw error;
      caller.log.error({ err: error }, 'sending the sign-in SMS failed');
      throw new ApiError(502, SMS_SEND_FAILED);
    }
  }

  /** Verify limits, then the code against the number's newest challenge of one of these purposes. */
  async function checkCode(caller: Caller, target: OtpTarget, otp: string, purposes: readonly OtpPurpose[]): Promise<void> {
    await enforce([
      rule('verify-ip', caller.ip, auth.otpVerifyLimitPerIp),
      rule('verify-number', numberId(target), auth.otpVerifyLimitPerNumber),
    ]);
    const result = await verifyOtpCode(db, target, otp, auth, new Date(), purposes);
    if (!result.ok) throw new ApiError(400, result.reason === 'exhausted' ? OTP_EXHAUSTED : INVALID_OTP);
  }

  return {
    /** The same delivery, cooldown and limits for codes of other purposes (passwords, numbers). */
    deliverCode: async (caller: Caller, event: EventRow, target: OtpTarget, options: { known: boolean; purpose: OtpPurpose }) => {
      await pruneNow(caller.log);
      await enforce([rule('send-ip', caller.ip, auth.otpSendLimitPerIp)]);
      await deliver(caller, event, target, options);
    },
    checkCode,

    /** login-mobile-with-country: same answer whether or not the number has an account. */
    async sendLoginCode(caller: Caller, event: EventRow, phone: PhoneNumber): Promise<void> {
      await pruneNow(caller.log);
      await enforce([rule('send-ip', caller.ip, auth.otpSendLimitPerIp)]);
      const target = { eventId: event.id, ...phone };
      const known = (await findAccountByMobile(db, event.id, phone)) !== undefined;
      await deliver(caller, event, target, { known, purpose: 'login' });
    },

    /** register-mobile: a new exhibitor, user and parent member, then a code. */
    async register(caller: Caller, event: EventRow, phone: PhoneNumber, name: { firstName: string; lastName: string }): Promise<void> {
      await enforce([rule('send-ip', caller.ip, auth.otpSendLimitPerIp)]);
      if (await findAccountByMobile(db, event.id, phone)) throw new ApiError(409, MOBILE_TAKEN);
      const target = { eventId: event.id, ...phone };
      // The code is reserved before the account exists so a refused send (limits) creates nothing.
      // No cooldown: a number registers once, and an earlier "no account" SMS must not block it.
      await deliver(caller, event, target, {
        known: true,
        purpose: 'register',
        skipCooldown: true,
        beforeSend: async () => {
          try {
            await createAccount(db, { eventId: event.id, ...name, phone });
          } catch (error) {
            throw isUniqueViolation(error) ? new ApiError(409, MOBILE_TAKEN) : error;
          }
        },
      });
    },

    /** verify-otp-with-country: a session for the account behind the number. */
    async verify(caller: Caller, event: EventRow, phone: PhoneNumber, otp: string): Promise<{ session: IssuedSession; user: UserRow }> {
      const target = { eventId: event.id, ...phone };
      await enforce([
        rule('verify-ip', caller.ip, auth.otpVerifyLimitPerIp),
        rule('verify-number', numberId(target), auth.otpVerifyLimitPerNumber),
      ]);
      // Only a sign-in code signs in: a code sent to set a password or to prove a new number does not.
      const result = await verifyOtpCode(db, target, otp, auth, new Date(), ['login', 'register']);
      if (!result.ok) throw new ApiError(400, result.reason === 'exhausted' ? OTP_EXHAUSTED : INVALID_OTP);
      // The account may have gone (member removed) between send and verify.
      const account = await findAccountByMobile(db, event.id, phone);
      if (!account) throw new ApiError(400, INVALID_OTP);
      const user = await ensureUser(db, event.id, phone, account);
      const session = await issueSession(db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: user.eventId }, auth.tokenTtlDays);
      return { session, user };
    },
  };
}

export type MobileSignIn = ReturnType<typeof createMobileSignIn>;
