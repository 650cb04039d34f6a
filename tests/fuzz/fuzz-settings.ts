// How long and with what inputs the fuzz runs, from the environment, shared by the exhibitors' and
// the console's fuzz.

/** Requests per exhibitor operation; FUZZ_RUNS=200 for a long local run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Fixed, so a failure repeats; FUZZ_SEED=<n> to explore other inputs. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
/**
 * Requests per console operation: half the exhibitors' by default (the console's operations read
 * and write one event, whose every kind of record the run's own values name), or FUZZ_CONSOLE_RUNS.
 */
export const CONSOLE_FUZZ_RUNS = Number(process.env.FUZZ_CONSOLE_RUNS ?? Math.ceil(FUZZ_RUNS / 2));

/**
 * The fuzz's server: sign-in limits far above what a run sends, so the requests reach the handlers
 * (the sign-in suites test the limits themselves).
 */
export const FUZZ_SERVER_ENV: Readonly<Record<string, string>> = {
  OTP_RESEND_SECONDS: "0",
  OTP_SEND_LIMIT_PER_NUMBER: "100000",
  OTP_SEND_LIMIT_PER_IP: "100000",
  OTP_VERIFY_LIMIT_PER_NUMBER: "100000",
  OTP_VERIFY_LIMIT_PER_IP: "100000",
  LOGIN_LIMIT_PER_IP: "100000",
  LOGIN_LIMIT_PER_EMAIL: "100000",
};
