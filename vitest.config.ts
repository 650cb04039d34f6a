import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/longest-first-sequencer.ts";

/**
 * The machines' and rules' tests are pure: no database, no server, no DOM, nothing kept in a
 * module between files. They share each worker's modules (`isolate: false`) instead of evaluating
 * XState and the machines again for every file: 145 files took 120 s isolated and 38 s shared.
 * A test there that leaves an actor running fails the run (its timer fires in a later file).
 */
const SHARED_MODULES = ["src/machines/**/*.test.{ts,tsx}", "src/rules/**/*.test.{ts,tsx}"];

/**
 * The model coverage check reads what the model tests walked in the same run instead of replaying
 * every path a second time (it took 240 s): each model test writes its record into this folder, one
 * per run, and the check runs in a project of its own after all the others (`groupOrder`).
 */
const MODEL_COVERAGE = "src/machines/coverage.test.ts";
const MODEL_WALKS = join(tmpdir(), `portal-model-walks-${process.pid}-${Date.now()}`);

/**
 * The server's tests and the suites over the whole API start real servers on fresh databases; none
 * changes `process.env` or fakes a timer, and each closes what it starts. Sharing a worker's modules
 * spares each file importing the server again and compiling the contract's validators again (5 s
 * the first time in a process): the 140 server files took 437 s together instead of about 680 s.
 */
const SERVER_SUITES = [
  "server/**/*.test.ts",
  "tests/contract/**/*.test.ts",
  "tests/fuzz/**/*.test.ts",
  "tests/isolation/**/*.test.ts",
  "tests/roles/**/*.test.ts",
  "tests/security/*-abuse.test.ts",
];

// Two workers at most: CI machines have two cores and the server tests start real databases.
export default defineConfig({
  // As in vite.config.ts: components under test import Panda's generated styles.
  resolve: { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirstSequencer },
    provide: { modelWalks: MODEL_WALKS },
    globalSetup: ["tests/model-walks-setup.ts"],
    projects: [
      { extends: true, test: { name: "pure", include: SHARED_MODULES, exclude: [MODEL_COVERAGE], isolate: false } },
      { extends: true, test: { name: "server", include: SERVER_SUITES, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "tests/security/headers-and-bundle.test.ts"],
          exclude: SHARED_MODULES,
          // The production build the bundle checks share (tests/production-build.ts).
          globalSetup: ["tests/shared-build-setup.ts"],
        },
      },
      { extends: true, test: { name: "model-coverage", include: [MODEL_COVERAGE], sequence: { groupOrder: 1 } } },
    ],
  },
});
