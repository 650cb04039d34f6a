import { afterAll, describe, expect, inject, it } from "vitest";
import { computeTransitions } from "./compute-transitions.ts";
import { pathTitle } from "./format-path.ts";
import { generatePaths } from "./generate-paths.ts";
import type { AnyMachineModel } from "./model.ts";
import { replayPath } from "./replay.ts";
import { walkRecorder, writeWalkRecord } from "./walk-record.ts";

/**
 * The model-based suite of one machine: one test per generated path (replayed on a real actor with
 * the model's assertions), plus a check that the paths reach every transition of the definition,
 * which fails fast, without replays, when the event list misses an event. What the replays took is
 * written to the run's folder (`modelWalks`, vitest.config.ts), where `coverage.test.ts` reads it.
 */
export const describeModel = (model: AnyMachineModel): void => {
  const paths = generatePaths(model);
  const recorder = walkRecorder(model.name, paths.length);
  describe(`${model.name} model`, () => {
    it("has paths that reach every transition of the definition", () => {
      const reached = new Set(paths.flatMap((path) => path.transitions));
      expect([...computeTransitions(model.machine)].filter((key) => !reached.has(key))).toEqual([]);
    });
    paths.forEach((path, index) => {
      it(`path ${index + 1}: ${pathTitle(model.machine, path)}`, async () => {
        const result = await replayPath(model, path);
        expect(result.walked).toEqual(path.steps.flatMap((step) => step.transitions));
        recorder.add(result);
      });
    });
    afterAll(() => {
      const folder = inject("modelWalks");
      if (folder !== undefined) writeWalkRecord(folder, recorder.record());
    });
  });
};
