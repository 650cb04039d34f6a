// How many requests each operation gets, from one budget per database. The fuzz's time grows with
// the requests it sends, not with the contract: a new operation takes its share of the budget instead
// of adding minutes to the suite, down to a floor below which an operation is not really fuzzed.

/** The requests one database's fuzz sends over all operations, both apps' (FUZZ_BUDGET). */
export const DEFAULT_FUZZ_BUDGET = 3_000;
/**
 * No exhibitor operation gets fewer requests than this, whatever the budget: below it a run rarely
 * reaches the rarer branches of a body. Past the floor the run lengthens and says so in its title.
 */
export const MIN_RUNS_PER_OPERATION = 12;

export interface FuzzRuns {
  /** Requests per exhibitor operation. */
  readonly exhibitor: number;
  /** Requests per console operation: half an exhibitor operation's (one event's rows, named by the run). */
  readonly console: number;
  /** The requests the run sends in all, budget or not. */
  readonly total: number;
  /** The budget was too small for the floor: the run sends more than it. */
  readonly overBudget: boolean;
}

export interface FuzzBudgetInput {
  readonly budget: number;
  readonly exhibitorOperations: number;
  readonly consoleOperations: number;
  /** FUZZ_RUNS and FUZZ_CONSOLE_RUNS, when set: they win over the budget. */
  readonly exhibitorRuns?: number;
  readonly consoleRuns?: number;
}

/** The budget shared out: a console operation counts half an exhibitor one. */
export function fuzzRuns({ budget, exhibitorOperations, consoleOperations, exhibitorRuns, consoleRuns }: FuzzBudgetInput): FuzzRuns {
  if (!Number.isFinite(budget) || budget <= 0) throw new Error(`FUZZ_BUDGET must be a positive number of requests, not ${budget}.`);
  const shares = exhibitorOperations + consoleOperations / 2;
  const shared = shares === 0 ? MIN_RUNS_PER_OPERATION : Math.floor(budget / shares);
  const exhibitor = exhibitorRuns ?? Math.max(MIN_RUNS_PER_OPERATION, shared);
  const console = consoleRuns ?? Math.ceil(exhibitor / 2);
  const total = exhibitor * exhibitorOperations + console * consoleOperations;
  return { exhibitor, console, total, overBudget: total > budget };
}
