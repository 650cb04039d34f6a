import { defineConfig } from "@pandacss/dev";
import config from "./panda.config.ts";
import { signInFormModules } from "./scripts/signed-out-modules.ts";

// The sign-in stylesheet (src/index.css, loaded with the entry, inline in the painted sign-in page):
// the same design system, extracted from the files the sign-in form's page runs only, not from the
// signed-out screens shown after it (they bring the signed-out stylesheet, panda.signed-out.config.ts).
// The full stylesheet (panda.config.ts) is src/ui/routes/portal.css, loaded with the signed-in route
// table; it holds every rule of this one, so once it loads the cascade is exactly the full sheet's
// (postcss.config.cjs).

/**
 * The recipes whose variants the sign-in form's page chooses at run time (the Button's and Spinner's
 * props): every variant of these is emitted. The extractor finds the variants written out in calls;
 * the dialog, tabs and badge variants of the full sheet are no signed-out screen's.
 * tests/unit/sign-in-static-css.test.ts keeps this list equal to what the files do.
 */
export const SIGN_IN_RUN_TIME_RECIPES = ["button", "spinner"] as const;

/** The same for every signed-out file (the signed-out sheet): a toast's type too, as the toast region is one of them. */
export const SIGNED_OUT_RUN_TIME_RECIPES = [...SIGN_IN_RUN_TIME_RECIPES, "toast"] as const;

const staticRecipes = Object.entries(config.staticCss?.recipes ?? {}).filter(([recipe]) => (SIGN_IN_RUN_TIME_RECIPES as readonly string[]).includes(recipe));

export default defineConfig({
  ...config,
  include: signInFormModules(process.cwd()),
  staticCss: { ...config.staticCss, recipes: Object.fromEntries(staticRecipes) },
});
