import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { afterAll, describe, expect, it } from "vitest";
import { writePathReports } from "../../scripts/paths.ts";
import { machineModels } from "../../src/machines/registry.ts";
import { computeTransitions, stateNodesOf } from "../../src/machines/testing/compute-transitions.ts";
import { mermaidId, mermaidStateDiagram } from "../../src/machines/testing/mermaid-chart.ts";

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

  it("index.html draws every machine's chart with the network off: each state of the machine is a state of its drawing", async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    try {
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith("file:")) asked.push(request.url());
      });
      await page.goto(pathToFileURL(join(outDir, "index.html")).href);
      await page.waitForFunction(() => document.body.dataset.rendered !== undefined, undefined, { timeout: 120_000 });
      expect(await page.locator("p.failed").allTextContents()).toEqual([]);
      expect(await page.evaluate(() => document.body.dataset.rendered)).toBe("done");
      // Mermaid names each drawn state (a box, or the frame of a compound one) `…-state-<id>-<n>`; the
      // frames it adds around a parallel state's regions have ids of its own, not a state's.
      const drawn = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll("pre.mermaid")].map((chart) => [
            (chart as HTMLElement).dataset.machine!,
            [...chart.querySelectorAll("svg g.statediagram-state")].flatMap((node) => /-state-(s_\w+?)-\d+$/.exec(node.id)?.[1] ?? []),
          ]),
        ),
      );
      for (const model of machineModels) {
        const expected = stateNodesOf(model.machine).map(mermaidId).sort();
        expect([...new Set(drawn[model.name])].sort(), model.name).toEqual(expected);
      }
      expect(asked).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
