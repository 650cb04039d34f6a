import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The machines' and rules' tests are pure: no database, no server, no DOM, nothing kept in a
 * module between files. They share each worker's modules (`isolate: false`) instead of evaluating
 * XState and the machines again for every file: 145 files took 120 s isolated and 38 s shared.
 * A test there that leaves an actor running fails the run (its timer fires in a later file).
 */
const SHARED_MODULES = ["src/machines/**/*.test.{ts,tsx}", "src/rules/**/*.test.{ts,tsx}"];

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
    projects: [
      { extends: true, test: { name: "pure", include: SHARED_MODULES, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts", "tests/fuzz/**/*.test.ts", "tests/isolation/**/*.test.ts", "tests/roles/**/*.test.ts", "tests/security/**/*.test.ts"],
          exclude: SHARED_MODULES,
          // The production build the bundle checks share (tests/production-build.ts).
          globalSetup: ["tests/shared-build-setup.ts"],
        },
      },
    ],
  },
});
