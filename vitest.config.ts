import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two workers at most: CI machines have two cores and the server tests start real databases.
export default defineConfig({
  // As in vite.config.ts: components under test import Panda's generated styles.
  resolve: { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts", "tests/fuzz/**/*.test.ts", "tests/isolation/**/*.test.ts", "tests/roles/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
