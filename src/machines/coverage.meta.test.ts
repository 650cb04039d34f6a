import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMachine, type AnyStateMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { eventLoadingModel } from "./app/event-loading.model.ts";
import { eventLoadingMachine } from "./app/event-loading.machine.ts";
import { checkCoverage, coverageOf } from "./testing/coverage.ts";
import { computeTransitions } from "./testing/compute-transitions.ts";
import { generatePaths } from "./testing/generate-paths.ts";
import { replayPath } from "./testing/replay.ts";
import { readWalkRecords, walkRecorder, writeWalkRecord } from "./testing/walk-record.ts";

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

  it("names the added transition from a run's record of the model test's replays, as coverage.test.ts reads it", async () => {
    const model = { ...eventLoadingModel, machine: withDismiss() };
    const paths = generatePaths(model);
    const recorder = walkRecorder(model.name, paths.length);
    for (const path of paths) recorder.add(await replayPath(model, path));
    const folder = mkdtempSync(join(tmpdir(), "model-walks-meta-"));
    try {
      writeWalkRecord(folder, recorder.record());
      const record = readWalkRecords(folder).get(model.name)!;
      expect(record.replayed).toBe(paths.length);
      expect(coverageOf(model, record).missing).toEqual([DISMISS]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
