import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { machineModels } from "./registry.ts";
import { checkCoverage, type CoverageReport } from "./testing/coverage.ts";

const MACHINE_FILE = /^(.+)\.machine\.ts$/;

describe("model coverage", () => {
  it("lists every machine file in the registry", () => {
    const files = readdirSync(new URL(".", import.meta.url), { recursive: true, encoding: "utf8" })
      .map((file) => MACHINE_FILE.exec(file.split("/").pop() ?? "")?.[1])
      .filter((name): name is string => name !== undefined)
      .sort();
    expect(machineModels.map((model) => model.name).sort()).toEqual(files);
  });

  it("walks every transition and enters every state of every machine on real actors", async () => {
    const reports: CoverageReport[] = [];
    for (const model of machineModels) reports.push(await checkCoverage(model));
    const total = (pick: (report: CoverageReport) => number) => reports.reduce((sum, report) => sum + pick(report), 0);
    const lines = reports.map(
      (report) =>
        `  ${report.name}: ${report.states.length} states, ${report.transitions.length - report.missing.length}/${report.transitions.length} transitions walked, ${report.paths} paths`,
    );
    console.info(
      [
        `Model coverage: ${reports.length} machines, ${total((r) => r.states.length)} states, ` +
          `${total((r) => r.transitions.length)} transitions, ${total((r) => r.paths)} paths`,
        ...lines,
      ].join("\n"),
    );
    const problems = reports.flatMap((report) => [
      ...report.missing.map((key) => `${report.name}: transition not walked: ${key}`),
      ...report.unvisited.map((id) => `${report.name}: state never entered: ${id}`),
      ...report.unexpected.map((key) => `${report.name}: walked a transition the definition lacks: ${key}`),
    ]);
    expect(problems).toEqual([]);
    // Every model of the suite in one test: minutes on a busy 2-core machine, not the default minute.
  }, 240_000);
});
