import { defineConfig } from "@pandacss/dev";
import config from "./panda.config.ts";
import { SIGNED_OUT_RUN_TIME_RECIPES } from "./panda.sign-in.config.ts";
import { signedOutModules } from "./scripts/signed-out-modules.ts";

// The signed-out stylesheet (src/ui/components/signed-out-screens.css): the same design system,
// extracted from every file a signed-out visitor can run. It comes with the signed-out screens shown
// after the sign-in form (scripts/signed-out-modules.ts, LATER_SIGNED_OUT_VIEWS), whose rules the
// sheet in the page (panda.sign-in.config.ts) leaves out. It holds every rule of that sheet, and the
// full stylesheet (panda.config.ts) holds every rule of it (postcss.config.cjs).

const staticRecipes = Object.entries(config.staticCss?.recipes ?? {}).filter(([recipe]) => (SIGNED_OUT_RUN_TIME_RECIPES as readonly string[]).includes(recipe));

export default defineConfig({
  ...config,
  include: signedOutModules(process.cwd()),
  staticCss: { ...config.staticCss, recipes: Object.fromEntries(staticRecipes) },
});
