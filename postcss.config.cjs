const pandaSheets = require("./scripts/postcss-panda-sheets.cjs");

// Two Panda stylesheets. src/index.css, loaded with the entry, is extracted from the files a
// signed-out visitor can run (panda.sign-in.config.ts), so the sign-in screen does not download
// every portal screen's rules. src/ui/routes/portal.css, loaded with the signed-in route table,
// is the full extraction (panda.config.ts): it holds every rule of the first, so once it loads
// the cascade is the full sheet's whatever the first one holds. The organiser's console loads the
// same full extraction as src/ui/organiser/console.css.
//
// Panda writes every token of its presets as a CSS variable (about 400 that no rule reads, a third
// of a stylesheet). postcss-prune-var then drops, in each stylesheet, the variables no `var()` of
// that stylesheet reaches. Each sheet therefore defines every variable its own rules read, and no
// script reads a token variable.
module.exports = {
  plugins: [
    pandaSheets({
      root: __dirname,
      sheets: { "src/index.css": "panda.sign-in.config.ts", "src/ui/routes/portal.css": "panda.config.ts", "src/ui/organiser/console.css": "panda.config.ts" },
      codegenConfig: "panda.config.ts",
    }),
    require("postcss-prune-var")(),
  ],
};
