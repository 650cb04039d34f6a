// `npm run paths`: writes the QA path report of every machine to reports/paths/ (or the folder given):
// a Markdown and a JSON file per machine, and index.html with every statechart drawn offline.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { machineModels } from "../src/machines/registry.ts";
import { buildPathReport, pathReportMarkdown, type PathReport } from "../src/machines/testing/path-report.ts";
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

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? "reports/paths");
  const reports = writePathReports(outDir);
  for (const report of reports) {
    process.stdout.write(
      `${report.machine}: ${report.totals.paths} paths, ${report.totals.reached}/${report.totals.transitions} transitions\n`,
    );
  }
  process.stdout.write(`Wrote ${reports.length * 2 + 2} files to ${outDir}; open ${join(outDir, "index.html")} for the charts\n`);
}
