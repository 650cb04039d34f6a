import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildForProduction, readBuiltFiles } from "../production-build.ts";

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Strings of @statelyai/inspect 0.7 that survive minification: the window name its browser
 * inspector opens, the handshake message type and the inspector's address.
 */
const INSPECTOR_MARKERS = ["xstateinspector", "@statelyai.connected", "stately.ai/inspect"];

/** Every file of a production build, with VITE_INSPECT set as given. */
const buildFiles = async (inspect: string | undefined): Promise<Map<string, string>> => {
  const outDir = await buildForProduction({ env: { VITE_INSPECT: inspect } });
  outDirs.push(outDir);
  return readBuiltFiles(outDir, "utf8");
};

const filesWithMarkers = (files: Map<string, string>): string[] =>
  [...files].filter(([, text]) => INSPECTOR_MARKERS.some((marker) => text.includes(marker))).map(([file]) => file);

describe("the production bundle", () => {
  it("contains no inspector code, while a VITE_INSPECT=1 build does (so the check can fail)", async () => {
    const production = await buildFiles(undefined);
    expect([...production.keys()].some((file) => file.endsWith(".js"))).toBe(true);
    expect(filesWithMarkers(production)).toEqual([]);
    expect([...production.values()].some((text) => text.includes("statelyai"))).toBe(false);

    const inspecting = await buildFiles("1");
    const marked = filesWithMarkers(inspecting);
    expect(marked.length).toBeGreaterThan(0);
    for (const marker of INSPECTOR_MARKERS) {
      expect(marked.some((file) => inspecting.get(file)!.includes(marker)), marker).toBe(true);
    }
  }, 240_000);
});
