// Panda writes every token of its presets as a CSS variable (about 400 that no rule reads, a third
// of the stylesheet). postcss-prune-var drops the variables no `var()` reaches. Safe here because
// the app has one stylesheet and no script reads a token variable.
module.exports = { plugins: { "@pandacss/dev/postcss": {}, "postcss-prune-var": {} } };
