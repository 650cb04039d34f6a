// `npm run paths`: writes the QA path report of every machine to reports/paths/ (or the folder given):
// a Markdown and a JSON file per machine, and index.html with every statechart drawn offline.
// `npm run paths -- --e2e [folder] [--from records]`: only the e2e coverage report (scripts/e2e-coverage.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { machineModels } from "../src/machines/registry.ts";
import { buildPathReport, pathReportMarkdown, type PathReport } from "../src/machines/testing/path-report.ts";
import { share } from "../src/machines/testing/e2e-coverage.ts";
import { DEFAULT_RECORDS_DIR, writeE2eCoverage } from "./e2e-coverage.ts";
import { copyMermaid, pathsPageHtml } from "./paths-page.ts";

export const writePathReports = (outDir: string): PathReport[] => {
  mkdirSync(outDir, { recursive: true });
  const reports = machineModels.map((model) => {
    const report = buildPathReport(model);
    writeFileSync(join(outDir, `${model.name}.md`), pathReportMarkdown(report));
    writeFileSync(join(outDir, `${model.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  });
  writeFileSync(join(outDir, "index.html"), pathsPageHtml(reports));
  copyMermaid(outDir);
  return reports;
};

const writeE2eReport = (recordsDir: string, outDir: string): void => {
  const coverage = writeE2eCoverage(recordsDir, outDir);
  if (coverage === null) {
    process.stderr.write(
      `No e2e records in ${recordsDir}: run the e2e suite against a recording build first (npm run test:e2e, or npm run build:e2e then npx playwright test).\n`,
    );
    process.exitCode = 1;
    return;
  }
  for (const machine of coverage.machines) {
    process.stdout.write(`${machine.machine}: ${machine.driven.length}/${machine.transitions} transitions driven by e2e (${share(machine.driven.length, machine.transitions)})\n`);
  }
  const total = coverage.machines.reduce((sum, machine) => sum + machine.transitions, 0);
  const driven = coverage.machines.reduce((sum, machine) => sum + machine.driven.length, 0);
  process.stdout.write(
    `${coverage.tests} e2e tests recorded; ${driven}/${total} transitions driven (${share(driven, total)})` +
      `${coverage.unknown.length > 0 ? `; ${coverage.unknown.length} recorded transitions no machine defines` : ""}\n` +
      `Wrote ${join(outDir, "e2e-coverage.md")} and e2e-coverage.json\n`,
  );
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values, positionals } = parseArgs({
    options: { e2e: { type: "boolean", default: false }, from: { type: "string", default: DEFAULT_RECORDS_DIR } },
    allowPositionals: true,
  });
  const outDir = resolve(positionals[0] ?? "reports/paths");
  if (values.e2e) {
    writeE2eReport(resolve(values.from), outDir);
  } else {
    const reports = writePathReports(outDir);
    for (const report of reports) {
      process.stdout.write(
        `${report.machine}: ${report.totals.paths} paths, ${report.totals.reached}/${report.totals.transitions} transitions\n`,
      );
    }
    process.stdout.write(`Wrote ${reports.length * 2 + 2} files to ${outDir}; open ${join(outDir, "index.html")} for the charts\n`);
  }
}
