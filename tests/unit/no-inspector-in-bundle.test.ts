import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Strings of @statelyai/inspect 0.7 that survive minification: the window name its browser
 * inspector opens, the handshake message type and the inspector's address.
 */
const INSPECTOR_MARKERS = ["xstateinspector", "@statelyai.connected", "stately.ai/inspect"];

/** Every file of a production build into a temporary folder, with VITE_INSPECT set as given. */
const buildFiles = async (inspect: string | undefined): Promise<Map<string, string>> => {
  const outDir = mkdtempSync(join(tmpdir(), "portal-build-"));
  outDirs.push(outDir);
  const previous = process.env["VITE_INSPECT"];
  if (inspect === undefined) delete process.env["VITE_INSPECT"];
  else process.env["VITE_INSPECT"] = inspect;
  // vitest runs with NODE_ENV=test, which makes Vite resolve packages' development builds (xstate's
  // carries a github.com/statelyai/xstate link); `npm run build` runs with production ones.
  const previousNodeEnv = process.env["NODE_ENV"];
  process.env["NODE_ENV"] = "production";
  try {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env["VITE_INSPECT"];
    else process.env["VITE_INSPECT"] = previous;
    if (previousNodeEnv === undefined) delete process.env["NODE_ENV"];
    else process.env["NODE_ENV"] = previousNodeEnv;
  }
  const files = new Map<string, string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), "utf8"));
  }
  return files;
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
