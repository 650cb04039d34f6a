import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { portalPwa } from "./pwa.config.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { portalChunkGroups } from "./scripts/chunk-groups.ts";
import { portalAssetFileNames } from "./scripts/ocr-asset-names.ts";
import { pandaClassStrings } from "./scripts/panda-class-strings.ts";
import { writePrerenderedSignIn } from "./scripts/prerender-sign-in.ts";
import { machineDescriptionsLeftOut } from "./scripts/strip-machine-descriptions.ts";

const styledSystem = fileURLToPath(new URL("./styled-system/", import.meta.url));

/**
 * Panda's generated modules only define functions and tables, but some top-level calls (each
 * recipe's `memo(...)`) carry no pure annotation, so the bundler keeps every recipe a barrel
 * re-exports: `import { button } from "styled-system/recipes"` brought the dialog, tabs, toast and
 * PIN input recipes into the sign-in screen. Declaring them free of side effects lets an unused
 * recipe drop out of a chunk that does not use it.
 */
const styledSystemWithoutSideEffects = (): Plugin => ({
  name: "styled-system-without-side-effects",
  transform(code, id) {
    if (!id.startsWith(styledSystem)) return null;
    return { code, map: null, moduleSideEffects: false };
  },
});

/** Calls whose classes are computed in the browser keep Panda's run time in their chunk: said, so it is seen. */
const reportLeftToRunTime = (calls: readonly string[]) => {
  if (calls.length > 0) console.info(`Panda calls left to the run time (${calls.length}):\n  ${calls.join("\n  ")}`);
};

/** Once the portal's bundle is written, the sign-in form as static HTML beside it (src/rules/prerendered-sign-in.ts). */
const prerenderSignInAfterBuild = (): Plugin => ({
  name: "prerender-sign-in",
  apply: "build",
  async writeBundle(options, bundle) {
    if (options.dir && "index.html" in bundle) await writePrerenderedSignIn(options.dir);
  },
});

/**
 * `use-sync-external-store`'s shim (imported by @xstate/react and wouter) carries a fallback for React
 * before 18 into every page; React 19 has the hook. Its non-shim entries take React's own.
 */
const reactOwnSyncExternalStore = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector.js" },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "use-sync-external-store" },
];

// The portal is served under /exhibitor/; the API lives at /api on the same origin.
export default defineConfig({
  base: "/exhibitor/",
  plugins: [react(), styledSystemWithoutSideEffects(), pandaClassStrings({ styledSystem, onLeftToRunTime: reportLeftToRunTime }), machineDescriptionsLeftOut(), portalPwa(), prerenderSignInAfterBuild(), precompressAssets()],
  resolve: {
    alias: [
      { find: "styled-system", replacement: fileURLToPath(new URL("./styled-system", import.meta.url)) },
      ...reactOwnSyncExternalStore,
    ],
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // Read by the server (server/http/portal-page.ts) to preload the sign-in screen's chunks.
    manifest: true,
    // The polyfill only makes browsers without <link rel="modulepreload"> (Safari before 17) fetch a
    // screen's chunks ahead; they still load them on import. Not worth its place in every entry.
    // A dynamic import preloads its stylesheets, not its scripts (docs/architecture.md, "How a page
    // starts"): the server's page preloads the address's screen, and the service worker's copy of the
    // page paid several milliseconds of the start for each link Vite's helper added to it.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css"))) },
    // Tesseract's language files keep their names (scripts/ocr-asset-names.ts).
    rolldownOptions: { output: { codeSplitting: { groups: portalChunkGroups }, assetFileNames: portalAssetFileNames } },
  },
  // The in-page inspector (src/inspector/, VITE_INSPECT=local) imports Mermaid's own browser build,
  // which has no bare imports: served from node_modules as it is, it needs no pre-bundling at every
  // dev server start, and is never found late (which reloads the page).
  optimizeDeps: { exclude: ["mermaid"] },
  server: {
    proxy: {
      "/api": { target: process.env.API_ORIGIN ?? "http://127.0.0.1:8080", changeOrigin: false },
      "/files": { target: process.env.API_ORIGIN ?? "http://127.0.0.1:8080", changeOrigin: false },
    },
  },
});
