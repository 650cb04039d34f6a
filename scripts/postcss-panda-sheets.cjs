// Panda's own PostCSS plugin (@pandacss/dev/postcss) writes the one extraction of one config into
// every stylesheet that holds the layer rule. This one does the same with a Panda config per
// stylesheet, so the sign-in screen's sheet can be extracted from the signed-out files alone.
// It does what Panda's plugin does (setup, extract, write through @pandacss/node's Builder), once
// per config.
const { resolve } = require("node:path");
const { Builder } = require("@pandacss/node");

/**
 * @param {{ root: string, sheets: Record<string, string>, codegenConfig: string }} options
 *   root: the project folder; sheets: stylesheet path -> Panda config path (both relative to root);
 *   codegenConfig: the config that owns styled-system/ (the only one allowed to regenerate it).
 */
const pandaSheets = ({ root: cwd, sheets, codegenConfig }) => {
  const configOf = new Map(Object.entries(sheets).map(([sheet, config]) => [resolve(cwd, sheet), resolve(cwd, config)]));
  const codegen = resolve(cwd, codegenConfig);
  const builders = new Map([...new Set(configOf.values())].map((config) => [config, new Builder()]));
  // One stylesheet at a time, as Panda's plugin does: a Builder is not safe to run concurrently.
  let queue = Promise.resolve();

  const process = async (root, result) => {
    const from = result.opts.from?.split("?")[0];
    const config = from === undefined ? undefined : configOf.get(resolve(cwd, from));
    if (config === undefined) return;
    // Every builder is set up before any extracts: Panda records when it last read each source
    // file in one table shared by all builders, so a builder extracting first would hide a changed
    // file from the others and leave their sheet stale while `npm run dev` runs.
    for (const [configPath, builder] of builders) await builder.setup({ configPath, cwd });
    for (const [configPath, builder] of builders) {
      if (configPath === codegen) await builder.emit();
      builder.extract();
    }
    const builder = builders.get(config);
    if (!builder.isValidRoot(root)) return;
    builder.registerDependency((dependency) => {
      result.messages.push({ ...dependency, plugin: "panda-sheets", parent: result.opts.from });
    });
    builder.write(root);
    root.walk((node) => {
      if (!node.source) node.source = root.source;
    });
  };

  return {
    postcssPlugin: "panda-sheets",
    Once(root, { result }) {
      queue = queue.catch(() => {}).then(() => process(root, result));
      return queue;
    },
  };
};
pandaSheets.postcss = true;

module.exports = pandaSheets;
