// Writes the sign-in form as static HTML into a build (src/rules/prerendered-sign-in.ts says where
// and why). Called by the build itself once Vite has written the bundle (vite.config.ts). The form's
// modules are loaded through Vite, so they resolve exactly as in the bundle (styled-system, JSX).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { PRERENDERED_SIGN_IN_FILE, type PrerenderedSignIn } from "../src/rules/prerendered-sign-in.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export async function writePrerenderedSignIn(outDir: string): Promise<void> {
  const vite = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "styled-system": join(projectRoot, "styled-system") } },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await vite.ssrLoadModule("/src/ui/auth/sign-in-prerender.tsx")) as { prerenderSignIn(): PrerenderedSignIn };
    const file = join(outDir, PRERENDERED_SIGN_IN_FILE);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(module.prerenderSignIn()));
  } finally {
    await vite.close();
  }
}
