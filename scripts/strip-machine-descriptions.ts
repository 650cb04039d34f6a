import MagicString from "magic-string";
import type { ESTree, Plugin } from "vite";
import { childNodes } from "./panda-bindings.ts";
import { literalValue, propertyKey } from "./panda-literal-value.ts";

// A machine's `description`s (on its states and transitions) document it for people: the source,
// the Stately inspector, the model-based tests' path names. Nothing in a running machine reads them,
// yet they were about 1.5 KB gzip of the scripts the sign-in screen loads (the app's and the sign-in
// machines'). This plugin leaves them out of a production build; a build made for the inspector
// (`VITE_INSPECT=1`, src/inspect.ts) keeps them, and tests and the dev server run the source as written.

/** Objects of a machine's config whose own contents are data the machine hands on, not its structure. */
const DATA_KEYS = new Set(["context", "params", "input", "output", "meta"]);

/** The names xstate's own `createMachine` has in the module (`import { createMachine as ... } from "xstate"`). */
const createMachineNames = (program: ESTree.Program): Set<string> => {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || statement.source.value !== "xstate") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier") continue;
      const imported = specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      if (imported === "createMachine") names.add(specifier.local.name);
    }
  }
  return names;
};

/** The configs of a module's machines: `setup(...).createMachine({...})` and xstate's own `createMachine({...})`. */
const machineConfigs = (program: ESTree.Program): ESTree.ObjectExpression[] => {
  const plainNames = createMachineNames(program);
  const isCreateMachine = (callee: ESTree.Node) =>
    (callee.type === "Identifier" && plainNames.has(callee.name)) ||
    (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier" && callee.property.name === "createMachine");
  const configs: ESTree.ObjectExpression[] = [];
  const pending: ESTree.Node[] = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const config = node.type === "CallExpression" && isCreateMachine(node.callee) ? node.arguments[0] : undefined;
    if (config?.type === "ObjectExpression") configs.push(config);
    pending.push(...childNodes(node));
  }
  return configs;
};

/**
 * Removes the text `description` properties of each machine config in the module: on the root, its
 * states and transitions, at any depth of the config's own object literals. Functions and the data
 * objects (`params`, `input`, `meta`, ...) are left as written: an object there may well carry a
 * `description` of its own (a toast's, a lead's).
 */
export function stripMachineDescriptions(code: string, program: ESTree.Program): MagicString {
  const out = new MagicString(code);
  const strip = (object: ESTree.ObjectExpression) => {
    object.properties.forEach((property, index) => {
      if (property.type !== "Property") return;
      const key = propertyKey(property);
      // A description written out as text; one computed at run time is left alone.
      if (key === "description" && typeof literalValue(property.value) === "string") {
        // With the comma that follows it, or, for the last property, the one before it.
        const next = object.properties[index + 1];
        const previous = object.properties[index - 1];
        if (next !== undefined) out.remove(property.start, next.start);
        else if (previous !== undefined) out.remove(previous.end, property.end);
        else out.remove(property.start, property.end);
        return;
      }
      if (typeof key === "string" && DATA_KEYS.has(key)) return;
      for (const value of property.value.type === "ArrayExpression" ? property.value.elements : [property.value]) {
        if (value?.type === "ObjectExpression") strip(value);
      }
    });
  };
  for (const config of machineConfigs(program)) strip(config);
  return out;
}

const MACHINE_MODULE = /[\\/]src[\\/]machines[\\/].*\.ts$/;

/** The production build's plugin: machines' descriptions left out unless the build is for the inspector. */
export function machineDescriptionsLeftOut(): Plugin {
  let keep = false;
  return {
    name: "machine-descriptions-left-out",
    apply: "build",
    configResolved(config) {
      keep = config.env["VITE_INSPECT"] === "1";
    },
    transform: {
      filter: { id: { include: [MACHINE_MODULE], exclude: [/[\\/]node_modules[\\/]/] }, code: "description" },
      handler(code, id) {
        if (keep) return null;
        const out = stripMachineDescriptions(code, this.parse(code));
        if (!out.hasChanged()) return null;
        return { code: out.toString(), map: out.generateMap({ source: id, hires: "boundary", includeContent: true }) };
      },
    },
  };
}
