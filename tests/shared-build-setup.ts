import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

// The run's folder for the production build the bundle checks share (tests/production-build.ts,
// `sharedProductionBuild`), removed when the run ends.
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), "portal-shared-build-"));
  project.provide("sharedBuildRoot", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
