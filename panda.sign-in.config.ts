import { defineConfig } from "@pandacss/dev";
import config from "./panda.config.ts";
import { signedOutModules } from "./scripts/signed-out-modules.ts";

// The sign-in stylesheet (src/index.css, loaded with the entry): the same design system, extracted
// from the files a signed-out visitor can run only. The full stylesheet (panda.config.ts) is
// src/ui/routes/portal.css, loaded with the signed-in route table; it holds every rule of this
// one, so once it loads the cascade is exactly the full sheet's (postcss.config.cjs).
export default defineConfig({
  ...config,
  include: signedOutModules(process.cwd()),
});
