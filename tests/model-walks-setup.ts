import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";

// The run's folder of model walks (vitest.config.ts, `modelWalks`) is removed when the run ends.
export default function setup(project: TestProject): () => void {
  const folder = project.config.provide.modelWalks;
  return () => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  };
}
