import MagicString from "magic-string";
import type { ESTree } from "vite";
import { childNodes, type PandaBindings } from "./panda-bindings.ts";
import { callValue, pandaCallOf, type StylePieces } from "./panda-call-value.ts";
import { NOT_LITERAL } from "./panda-literal-value.ts";
import type { PandaRuntime } from "./panda-runtime.ts";
import { recipeTableImport } from "./panda-recipe-table.ts";

// Rewrites one module's Panda calls: a call whose result is known at build time becomes that
// result (a class string, a slot recipe's object of class strings, a raw style object); a recipe
// called with variants known only at run time reads a table made at build time instead. What is
// left calls Panda's run time as before.

export interface PandaCallRewrite {
  readonly code: MagicString;
  /** Recipes whose lookup table the module now imports. */
  readonly tables: ReadonlySet<string>;
  /** Offsets of `css(...)` / `css.raw(...)` calls whose arguments are not known at build time. */
  readonly leftToRunTime: readonly number[];
}

const TABLE_LOCAL = (recipe: string) => `__pandaClassTable_${recipe}`;

// JSON is an expression; parentheses keep an object from reading as a block where a statement starts.
const asExpression = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : `(${JSON.stringify(value)})`);

export function rewritePandaCalls(source: string, program: ESTree.Program, bindings: PandaBindings, runtime: PandaRuntime, pieces: StylePieces): PandaCallRewrite {
  const code = new MagicString(source);
  const tables = new Set<string>();
  const leftToRunTime: number[] = [];

  const visit = (node: ESTree.Node): void => {
    if (node.type === "CallExpression") {
      const pandaCall = pandaCallOf(node, bindings);
      if (pandaCall !== undefined) {
        const value = callValue(node, pandaCall, runtime, pieces);
        if (value !== NOT_LITERAL) {
          code.overwrite(node.start, node.end, asExpression(value));
          return;
        }
        if (pandaCall.kind === "recipe") {
          code.overwrite(node.callee.start, node.callee.end, TABLE_LOCAL(pandaCall.recipe));
          tables.add(pandaCall.recipe);
        } else {
          leftToRunTime.push(node.start);
        }
      }
    }
    for (const child of childNodes(node)) visit(child);
  };
  visit(program);

  for (const recipe of tables) code.prepend(`import { ${recipe} as ${TABLE_LOCAL(recipe)} } from ${JSON.stringify(recipeTableImport(recipe))};\n`);
  return { code, tables, leftToRunTime };
}
