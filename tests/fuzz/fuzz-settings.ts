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
