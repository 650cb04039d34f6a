// After an e2e run against a recording build: the e2e coverage report (`npm run paths -- --e2e`) from
// the records the run left (tests/e2e/transition-recording.ts). A run against a build without the
// recorder leaves none, and nothing is written.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_RECORDS_FOLDER } from '../../src/machines/testing/e2e-coverage.ts';

export default function writeE2eCoverage(config: FullConfig): void {
  const project = config.projects[0];
  if (project === undefined || config.configFile === undefined) return;
  const records = join(project.outputDir, E2E_RECORDS_FOLDER);
  if (!existsSync(records) || readdirSync(records).length === 0) return;
  // A process of its own: the report reads every machine's definition through the registry, which is
  // tsx's to load, not the test runner's.
  const run = spawnSync('npm', ['run', '--silent', 'paths', '--', '--e2e', '--from', records], { cwd: dirname(config.configFile), stdio: 'inherit' });
  if (run.status !== 0) console.warn(`The e2e coverage report could not be written (exit ${run.status ?? run.signal}).`);
}
