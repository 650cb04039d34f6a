// Every sign-in text a person reads: API messages and SMS bodies, worded in one place.
import type { EventRow } from './event-lookup.ts';

export const INVALID_OTP = 'Invalid or expired OTP';
export const OTP_EXHAUSTED = 'Too many incorrect codes. Request a new code.';
export const OTP_SENT = 'OTP sent successfully';
export const INVALID_LOGIN = 'Invalid e-mail or password';
export const EVENT_NOT_FOUND = 'Event not found';
export const NO_EVENT_FOR_DOMAIN = 'No event found for this domain';
export const MOBILE_TAKEN = 'An account with this mobile number already exists. Log in instead.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead.';
export const EMAIL_IN_USE = 'This e-mail is already used by another account.';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORDS_DIFFER = "Passwords don't match";
export const NO_PASSWORD_YET = 'This account has no password yet. Ask for a code to set one.';
export const NO_MOBILE_FOR_CODE = 'This account has no mobile number to send a code to.';
export const PASSWORD_RESET = 'Password reset successfully';
export const NUMBER_CHANGED = 'Sign-in number changed';
export const SAME_NUMBER = 'This is already your sign-in number.';

/** "1 second", "27 seconds", "2 minutes" (rounded up, so the wait is never understated). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const resendCooldownMessage = (seconds: number) => `Please wait ${describeWait(seconds)} before requesting a new code.`;

export type LimitKind = 'send-number' | 'send-ip' | 'verify-number' | 'verify-ip' | 'password';

/** What was limited; the wait is added by limitMessage. */
const LIMITED: Record<LimitKind, string> = {
  'send-number': 'Too many codes requested for this number.',
  'send-ip': 'Too many codes requested from this network.',
  'verify-number': 'Too many code attempts for this number.',
  'verify-ip': 'Too many code attempts from this network.',
  password: 'Too many sign-in attempts.',
};

export function limitMessage(kind: LimitKind, seconds: number): string {
  return `${LIMITED[kind]} Try again in ${describeWait(seconds)}.`;
}

export function codeSms(event: EventRow, code: string, ttlSeconds: number): string {
  return `Your ${event.productName} code is ${code}. It expires in ${describeWait(ttlSeconds)}. Do not share it with anyone.`;
}

export function noAccountSms(event: EventRow): string {
  return (
    `No ${event.productName} account uses this number for ${event.title}. ` +
    `To create one, open https://${event.domain}/exhibitor/ and choose Sign up.`
  );
}
