import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseAst } from "rolldown/parseAst";
import type { ESTree } from "vite";
import { childNodes, pandaBindings } from "./panda-bindings.ts";
import { pandaCallOf } from "./panda-call-value.ts";
import { literalValue, NOT_LITERAL } from "./panda-literal-value.ts";

// Panda's extractor emits a recipe's variants for the calls it can read (`button({ variant: "ghost" })`);
// a variant chosen at run time (`button({ variant })` in the Button component, a toast's variant from
// its type) needs the recipe's every variant in the stylesheet (`staticCss`). This finds, in the
// given source files, the recipes used in any other way than a call with literal arguments.

const usedWithRunTimeVariants = (program: ESTree.Program, recipeNames: ReadonlySet<string>): Set<string> => {
  const bindings = pandaBindings(program, recipeNames);
  const found = new Set<string>();
  const literalCalls = new Set<ESTree.Node>();
  const pending: ESTree.Node[] = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === "CallExpression" && pandaCallOf(node, bindings)?.kind === "recipe" && node.arguments.every((argument) => literalValue(argument) !== NOT_LITERAL)) {
      literalCalls.add(node.callee);
    }
    // Any other reference to the recipe: called with variants not written out, or handed on.
    if (node.type === "Identifier" && !literalCalls.has(node)) {
      const recipe = bindings.recipes.get(node.name);
      if (recipe !== undefined && !isImportSpecifierName(program, node)) found.add(recipe);
    }
    pending.push(...[...childNodes(node)].reverse());
  }
  return found;
};

/** The import declarations' own identifiers are not uses. */
const isImportSpecifierName = (program: ESTree.Program, identifier: ESTree.Node): boolean =>
  program.body.some(
    (statement) =>
      statement.type === "ImportDeclaration" &&
      statement.specifiers.some((specifier) => specifier.local === identifier || ("imported" in specifier && specifier.imported === identifier)),
  );

/** The recipes (by the name styled-system/recipes exports) whose variants the files choose at run time, sorted. */
export function recipesChosenAtRunTime(root: string, files: readonly string[], recipeNames: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const path = resolve(root, file);
    const program = parseAst(readFileSync(path, "utf8"), { lang: path.endsWith(".tsx") ? "tsx" : "ts" }, path);
    for (const recipe of usedWithRunTimeVariants(program, recipeNames)) found.add(recipe);
  }
  return [...found].sort();
}
