import { describe, expect, it } from "vitest";
import { MIN_RUNS_PER_OPERATION, fuzzRuns } from "./fuzz-budget.ts";

describe("the fuzz's budget", () => {
  it("shares the requests out, a console operation counting half", () => {
    expect(fuzzRuns({ budget: 3_000, exhibitorOperations: 100, consoleOperations: 50 })).toEqual({ exhibitor: 24, console: 12, total: 3_000, overBudget: false });
  });

  it("gives each operation fewer requests as operations are added, so the run keeps its size", () => {
    const today = fuzzRuns({ budget: 3_000, exhibitorOperations: 100, consoleOperations: 50 });
    const later = fuzzRuns({ budget: 3_000, exhibitorOperations: 120, consoleOperations: 60 });
    expect(later.exhibitor).toBeLessThan(today.exhibitor);
    expect(later.total).toBeLessThanOrEqual(3_000);
  });

  it("never goes below the floor, and says the run is then over its budget", () => {
    const runs = fuzzRuns({ budget: 100, exhibitorOperations: 100, consoleOperations: 50 });
    expect(runs.exhibitor).toBe(MIN_RUNS_PER_OPERATION);
    expect(runs.console).toBe(MIN_RUNS_PER_OPERATION / 2);
    expect(runs.overBudget).toBe(true);
  });

  it("lets FUZZ_RUNS and FUZZ_CONSOLE_RUNS win over the budget", () => {
    expect(fuzzRuns({ budget: 3_000, exhibitorOperations: 100, consoleOperations: 50, exhibitorRuns: 200 })).toMatchObject({ exhibitor: 200, console: 100 });
    expect(fuzzRuns({ budget: 3_000, exhibitorOperations: 100, consoleOperations: 50, consoleRuns: 5 })).toMatchObject({ exhibitor: 24, console: 5 });
  });

  it("refuses a budget that is not a positive number", () => {
    expect(() => fuzzRuns({ budget: Number.NaN, exhibitorOperations: 1, consoleOperations: 1 })).toThrow(/FUZZ_BUDGET must be a positive number/);
    expect(() => fuzzRuns({ budget: 0, exhibitorOperations: 1, consoleOperations: 1 })).toThrow(/FUZZ_BUDGET/);
  });
});
