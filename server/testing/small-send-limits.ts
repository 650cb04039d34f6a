// Code-sending limits small enough for a test to reach, without the resend cooldown in the way. The
// window is a day long: a fixed window cannot reset halfway through a test.
export const SMALL_SEND_LIMITS: Readonly<Record<string, string>> = {
  OTP_SEND_WINDOW_SECONDS: '86400',
  OTP_RESEND_SECONDS: '0',
  OTP_SEND_LIMIT_PER_NUMBER: '3',
  OTP_SEND_LIMIT_PER_IP: '4',
};
