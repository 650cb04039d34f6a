import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writePathReports } from "../../scripts/paths.ts";
import { machineModels } from "../../src/machines/registry.ts";
import { computeTransitions } from "../../src/machines/testing/compute-transitions.ts";
import { mermaidStateDiagram } from "../../src/machines/testing/mermaid-chart.ts";

const outDir = mkdtempSync(join(tmpdir(), "paths-report-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("npm run paths", () => {
  it("writes a Markdown and a JSON report per machine whose paths take every transition", () => {
    writePathReports(outDir);
    for (const model of machineModels) {
      const json = JSON.parse(readFileSync(join(outDir, `${model.name}.json`), "utf8"));
      const markdown = readFileSync(join(outDir, `${model.name}.md`), "utf8");
      const transitions = computeTransitions(model.machine).size;
      expect(json.totals).toMatchObject({ transitions, reached: transitions, paths: json.paths.length });
      expect(json.notReached).toEqual([]);
      expect(markdown).toContain(`# Test paths: \`${model.name}\` machine`);
      expect(markdown).toContain(`## Chart\n\n\`\`\`mermaid\n${mermaidStateDiagram(model.machine)}\`\`\`\n`);
      for (const path of json.paths) {
        expect(markdown).toContain(`## Path ${path.number}: from input \`${path.input}\``);
        for (const step of path.steps) expect(markdown).toContain(step.text);
      }
    }
    const session = readFileSync(join(outDir, "session.md"), "utf8");
    expect(session).toContain("In `unauthorized`, wait 500 ms (`redirectDelay`) → `redirecting`");
    // Every model of the suite in one test: minutes on a busy 2-core machine, not the default minute.
  }, 240_000);
});
