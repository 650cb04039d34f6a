// `npm run paths -- --e2e`: the e2e coverage report, reports/paths/e2e-coverage.md (and .json), from
// the records the e2e suite left in test-results/transitions/ (tests/e2e/transition-recording.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineModels } from "../src/machines/registry.ts";
import { buildE2eCoverage, E2E_RECORDS_FOLDER, e2eCoverageMarkdown, type E2eCoverage, type RecordedTest } from "../src/machines/testing/e2e-coverage.ts";

/** Playwright's output folder (playwright.config.ts) and the recorder's folder in it. */
export const DEFAULT_RECORDS_DIR = join("test-results", E2E_RECORDS_FOLDER);

/** Every test's record in `recordsDir`, one JSON file each. */
export const readRecords = (recordsDir: string): RecordedTest[] =>
  existsSync(recordsDir)
    ? readdirSync(recordsDir)
        .filter((file) => file.endsWith(".json"))
        .sort()
        .map((file) => JSON.parse(readFileSync(join(recordsDir, file), "utf8")) as RecordedTest)
    : [];

/** Writes the report into `outDir`; null when there is no record to report on. */
export const writeE2eCoverage = (recordsDir: string, outDir: string): E2eCoverage | null => {
  const records = readRecords(recordsDir);
  if (records.length === 0) return null;
  const coverage = buildE2eCoverage(machineModels, records);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "e2e-coverage.md"), e2eCoverageMarkdown(coverage));
  writeFileSync(join(outDir, "e2e-coverage.json"), `${JSON.stringify(coverage, null, 2)}\n`);
  return coverage;
};
