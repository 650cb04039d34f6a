import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { RECORDED_TRANSITIONS_GLOBAL, TRANSITIONS_TAKEN_BINDING } from "../../src/transition-recorder.ts";
import { buildForProduction, readBuiltFiles, sharedProductionBuild } from "../production-build.ts";

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The names the recorder gives the page's global and the suite's binding: strings, so minification keeps them. */
const RECORDER_MARKERS = [RECORDED_TRANSITIONS_GLOBAL, TRANSITIONS_TAKEN_BINDING];

const builtFiles = async (options: Parameters<typeof buildForProduction>[0]): Promise<Map<string, string>> => {
  const outDir = await buildForProduction(options);
  outDirs.push(outDir);
  return readBuiltFiles(outDir, "utf8");
};

const filesWith = (files: Map<string, string>, marker: string): string[] =>
  [...files].filter(([, text]) => text.includes(marker)).map(([file]) => file);

describe("the transitions recorder", () => {
  it("is absent from a production build, and present in the e2e suite's build (so the check can fail)", async () => {
    // Built without the flag in its environment, as `npm run build` runs.
    const production = readBuiltFiles(await sharedProductionBuild(), "utf8");
    expect([...production.keys()].some((file) => file.endsWith(".js"))).toBe(true);
    for (const marker of RECORDER_MARKERS) expect(filesWith(production, marker), marker).toEqual([]);

    // `npm run build:e2e`: mode e2e, the flag from .env.e2e.
    const recording = await builtFiles({ mode: "e2e", env: { VITE_RECORD_TRANSITIONS: undefined } });
    for (const marker of RECORDER_MARKERS) expect(filesWith(recording, marker).length, marker).toBeGreaterThan(0);
    // Two production builds (one shared): about a minute and a half each on a busy 2-core machine.
  }, 360_000);
});
