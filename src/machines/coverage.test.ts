import { readdirSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { machineModels } from "./registry.ts";
import { checkCoverage, coverageOf, type CoverageReport } from "./testing/coverage.ts";
import { readWalkRecords, type WalkRecord } from "./testing/walk-record.ts";

const MACHINE_FILE = /^(.+)\.machine\.ts$/;

/**
 * Each machine's coverage comes from what its model test walked in this run: the model tests run
 * first (this file's project comes after theirs, vitest.config.ts) and record their replays. A
 * machine whose model test was not in the run (this file run alone, say) has its paths replayed
 * here instead, so the check never passes on walks nobody made.
 */
describe("model coverage", () => {
  const folder = inject("modelWalks");
  let records: ReadonlyMap<string, WalkRecord> | undefined;
  const recordOf = (name: string) => (records ??= folder === undefined ? new Map() : readWalkRecords(folder)).get(name);
  const lines: string[] = [];
  const reports: CoverageReport[] = [];

  it("lists every machine file in the registry", () => {
    const files = readdirSync(new URL(".", import.meta.url), { recursive: true, encoding: "utf8" })
      .map((file) => MACHINE_FILE.exec(file.split("/").pop() ?? "")?.[1])
      .filter((name): name is string => name !== undefined)
      .sort();
    expect(machineModels.map((model) => model.name).sort()).toEqual(files);
  });

  for (const model of machineModels) {
    it(`${model.name}: walks every transition and enters every state on real actors`, async () => {
      const record = recordOf(model.name);
      const report = record === undefined ? await checkCoverage(model) : coverageOf(model, record);
      reports.push(report);
      lines.push(
        `  ${report.name}: ${report.states.length} states, ${report.transitions.length - report.missing.length}/${report.transitions.length} transitions walked, ${report.paths} paths` +
          (record === undefined ? " (replayed here: its model test was not in this run)" : ""),
      );
      const unfinished = record === undefined ? 0 : record.paths - record.replayed;
      expect([
        ...(unfinished > 0 ? [`${unfinished} of ${record!.paths} paths did not replay in its model test`] : []),
        ...report.missing.map((key) => `transition not walked: ${key}`),
        ...report.unvisited.map((id) => `state never entered: ${id}`),
        ...report.unexpected.map((key) => `walked a transition the definition lacks: ${key}`),
      ]).toEqual([]);
      // Read from the record this takes milliseconds; replayed here, the largest model takes over a
      // minute on a busy 2-core machine.
    }, 240_000);
  }

  afterAll(() => {
    const total = (pick: (report: CoverageReport) => number) => reports.reduce((sum, report) => sum + pick(report), 0);
    const here = lines.filter((line) => line.endsWith("was not in this run)")).length;
    console.info(
      [
        `Model coverage: ${reports.length} machines, ${total((r) => r.states.length)} states, ` +
          `${total((r) => r.transitions.length)} transitions, ${total((r) => r.paths)} paths; ` +
          `${reports.length - here} read from this run's model tests, ${here} replayed here`,
        ...lines,
      ].join("\n"),
    );
  });
});
