import { createMachine, type AnyStateMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { eventLoadingModel } from "./app/event-loading.model.ts";
import { eventLoadingMachine } from "./app/event-loading.machine.ts";
import { checkCoverage } from "./testing/coverage.ts";
import { computeTransitions } from "./testing/compute-transitions.ts";

/**
 * The event-loading machine cloned from its config with one more transition, an `event.dismiss`
 * in `error` that changes nothing (so the model's assertions still hold once it is walked).
 */
const withDismiss = (): AnyStateMachine => {
  const config = eventLoadingMachine.config as unknown as {
    readonly states: Record<string, { readonly on?: Record<string, unknown> }>;
  };
  const error = config.states["error"]!;
  const variant = { ...config, states: { ...config.states, error: { ...error, on: { ...error.on, "event.dismiss": {} } } } };
  return createMachine(variant as never, eventLoadingMachine.implementations as never);
};

const DISMISS = "eventLoading.error --event.dismiss--> (no target)";

describe("the coverage check itself", () => {
  it("passes for the machine as it is", async () => {
    const report = await checkCoverage(eventLoadingModel);
    expect(report.missing).toEqual([]);
    expect(report.transitions.length).toBeGreaterThan(0);
  });

  it("names exactly the added transition when the model's events do not reach it", async () => {
    const machine = withDismiss();
    expect([...computeTransitions(machine)]).toContain(DISMISS);
    const report = await checkCoverage({ ...eventLoadingModel, machine });
    expect(report.missing).toEqual([DISMISS]);
    expect(report.unvisited).toEqual([]);
    expect(report.unexpected).toEqual([]);
  });

  it("walks the added transition once the event is listed", async () => {
    const machine = withDismiss();
    const events = [...(eventLoadingModel.events as ReadonlyArray<{ type: string }>), { type: "event.dismiss" }];
    const report = await checkCoverage({ ...eventLoadingModel, machine, events });
    expect(report.missing).toEqual([]);
  });
});
