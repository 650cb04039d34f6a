// How long and with what inputs the fuzz runs, from the environment, shared by the exhibitors' and
// the console's fuzz.
import { DEFAULT_FUZZ_BUDGET, fuzzRuns } from "./fuzz-budget.ts";
import { isConsolePath, operationShapes } from "./operations.ts";

const optionalNumber = (name: string): number | undefined => (process.env[name] === undefined ? undefined : Number(process.env[name]));
const shapes = operationShapes();

/**
 * Requests per operation, from one budget per database (FUZZ_BUDGET, `fuzz-budget.ts`): FUZZ_RUNS
 * and FUZZ_CONSOLE_RUNS set them outright (FUZZ_RUNS=200 for a long local run).
 */
export const FUZZ_PLAN = fuzzRuns({
  budget: Number(process.env.FUZZ_BUDGET ?? DEFAULT_FUZZ_BUDGET),
  exhibitorOperations: shapes.filter((shape) => !isConsolePath(shape.path)).length,
  consoleOperations: shapes.filter((shape) => isConsolePath(shape.path)).length,
  exhibitorRuns: optionalNumber("FUZZ_RUNS"),
  consoleRuns: optionalNumber("FUZZ_CONSOLE_RUNS"),
});
/** Requests per exhibitor operation. */
export const FUZZ_RUNS = FUZZ_PLAN.exhibitor;
/** Requests per console operation (the console's operations read and write one event, whose every kind of record the run's own values name). */
export const CONSOLE_FUZZ_RUNS = FUZZ_PLAN.console;
/** The run's size as its title says it: a run past its budget (the floor) says so. */
export const FUZZ_SIZE = `${FUZZ_PLAN.total} requests${FUZZ_PLAN.overBudget ? `, over the budget of ${process.env.FUZZ_BUDGET ?? DEFAULT_FUZZ_BUDGET}` : ""}`;
/** Fixed, so a failure repeats; FUZZ_SEED=<n> to explore other inputs. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);

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
