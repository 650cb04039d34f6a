const pandaSheets = require("./scripts/postcss-panda-sheets.cjs");

// Three Panda stylesheets. src/index.css, loaded with the entry, is extracted from the files the
// sign-in form's page runs (panda.sign-in.config.ts), so the sign-in screen does not download
// every portal screen's rules. src/ui/components/signed-out-screens.css, loaded with the signed-out
// screens shown after the form (the code step, not found, ...), is extracted from every file a
// signed-out visitor can run (panda.signed-out.config.ts). src/ui/routes/portal.css, loaded with the
// signed-in route table, is the full extraction (panda.config.ts). Each holds every rule of the one
// before it, and each loads after it, so once one loads the cascade is its own whatever the earlier
// ones hold. The organiser's console loads the same full extraction as src/ui/organiser/console.css.
//
// Panda writes every token of its presets as a CSS variable (about 400 that no rule reads, a third
// of a stylesheet). postcss-prune-var then drops, in each stylesheet, the variables no `var()` of
// that stylesheet reaches. Each sheet therefore defines every variable its own rules read, and no
// script reads a token variable.
module.exports = {
  plugins: [
    pandaSheets({
      root: __dirname,
      sheets: {
        "src/index.css": "panda.sign-in.config.ts",
        "src/ui/components/signed-out-screens.css": "panda.signed-out.config.ts",
        "src/ui/routes/portal.css": "panda.config.ts",
        "src/ui/organiser/console.css": "panda.config.ts",
      },
      codegenConfig: "panda.config.ts",
    }),
    require("postcss-prune-var")(),
  ],
};
