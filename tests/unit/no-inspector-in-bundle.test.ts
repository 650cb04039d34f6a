import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_INSPECTOR_ELEMENT_ID } from "../../src/inspector/local-inspector.ts";
import { buildForProduction, readBuiltFiles, sharedProductionBuild } from "../production-build.ts";

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Strings of @statelyai/inspect 0.7 that survive minification: the window name its browser
 * inspector opens, the handshake message type and the inspector's address.
 */
const STATELY_MARKERS = ["xstateinspector", "@statelyai.connected", "stately.ai/inspect"];

/**
 * Strings of the in-page inspector (src/inspector/, VITE_INSPECT=local) that survive minification:
 * the id of the element its panel is drawn in, the class of a drawn state its highlighting looks for
 * (Mermaid's state diagrams name it too), and Mermaid, whose chunks and code name it.
 */
const LOCAL_INSPECTOR_MARKERS = [LOCAL_INSPECTOR_ELEMENT_ID, "statediagram-state", "mermaid"];
/** The chunks of the in-page inspector are named after its modules and Mermaid's. */
const LOCAL_INSPECTOR_FILES = /local-inspector|mount-panel|mermaid/i;

/** Every file of a production build, with VITE_INSPECT set as given. */
const buildFiles = async (inspect: string): Promise<Map<string, string>> => {
  const outDir = await buildForProduction({ env: { VITE_INSPECT: inspect } });
  outDirs.push(outDir);
  return readBuiltFiles(outDir, "utf8");
};

const filesWith = (files: Map<string, string>, markers: ReadonlyArray<string>): string[] =>
  [...files].filter(([, text]) => markers.some((marker) => text.includes(marker))).map(([file]) => file);

/** Each marker is in some file of the build: a build with the inspector fails the production check. */
const expectEveryMarker = (files: Map<string, string>, markers: ReadonlyArray<string>) => {
  const marked = filesWith(files, markers);
  expect(marked.length).toBeGreaterThan(0);
  for (const marker of markers) expect(marked.some((file) => files.get(file)!.includes(marker)), marker).toBe(true);
};

// Three builds (one shared) of about 40 s each on an idle machine; minutes when it is busy.
describe("the production bundle", () => {
  it("contains no inspector code: neither Stately's nor the in-page panel with Mermaid", async () => {
    // Built without VITE_INSPECT, as `npm run build` runs.
    const production = readBuiltFiles(await sharedProductionBuild(), "utf8");
    expect([...production.keys()].some((file) => file.endsWith(".js"))).toBe(true);
    expect(filesWith(production, STATELY_MARKERS)).toEqual([]);
    expect([...production.values()].some((text) => text.includes("statelyai"))).toBe(false);
    expect(filesWith(production, LOCAL_INSPECTOR_MARKERS)).toEqual([]);
    expect([...production.keys()].filter((file) => LOCAL_INSPECTOR_FILES.test(file))).toEqual([]);
  }, 240_000);

  it("has Stately's inspector in a VITE_INSPECT=1 build (so the check can fail), and not the in-page one", async () => {
    const inspecting = await buildFiles("1");
    expectEveryMarker(inspecting, STATELY_MARKERS);
    expect(filesWith(inspecting, LOCAL_INSPECTOR_MARKERS)).toEqual([]);
  }, 240_000);

  it("has the in-page inspector and Mermaid in a VITE_INSPECT=local build (so the check can fail), and not Stately's", async () => {
    const inspecting = await buildFiles("local");
    expectEveryMarker(inspecting, LOCAL_INSPECTOR_MARKERS);
    expect([...inspecting.keys()].some((file) => LOCAL_INSPECTOR_FILES.test(file))).toBe(true);
    expect(filesWith(inspecting, STATELY_MARKERS)).toEqual([]);
  }, 240_000);
});
