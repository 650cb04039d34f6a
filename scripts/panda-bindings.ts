import type { ESTree } from "vite";

// Which names of a module are Panda's `css` and recipe functions, read from its import declarations.
// A name declared a second time anywhere in the module (a parameter, an inner variable) could mean
// something else where it is used, so it is not taken for Panda's: such calls keep the run time.

export const CSS_SOURCE = "styled-system/css";
export const RECIPES_SOURCE = "styled-system/recipes";

export interface PandaBindings {
  /** The local name of `css` from styled-system/css, if imported (and not declared again). */
  readonly css: string | undefined;
  /** Local name -> the recipe's exported name, for recipes imported from styled-system/recipes. */
  readonly recipes: ReadonlyMap<string, string>;
  /** Local name -> [source, imported name], for named imports of relative modules. */
  readonly relativeImports: ReadonlyMap<string, readonly [source: string, imported: string]>;
  /** Names declared exactly once in the module (by an import or a declaration). */
  readonly declaredOnce: ReadonlySet<string>;
}

type AnyNode = ESTree.Node & Record<string, unknown>;

/** Every child node, in source order. */
export function* childNodes(node: ESTree.Node): Generator<ESTree.Node> {
  for (const [key, value] of Object.entries(node as AnyNode)) {
    if (key === "parent") continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== null && typeof item === "object" && typeof (item as { type?: unknown }).type === "string") yield item as ESTree.Node;
    }
  }
}

const patternNames = (pattern: ESTree.Node | null | undefined, names: string[]): void => {
  if (!pattern) return;
  switch (pattern.type) {
    case "Identifier":
      names.push(pattern.name);
      return;
    case "ObjectPattern":
      for (const property of pattern.properties) patternNames(property.type === "RestElement" ? property : property.value, names);
      return;
    case "ArrayPattern":
      for (const element of pattern.elements) patternNames(element, names);
      return;
    case "RestElement":
      patternNames(pattern.argument, names);
      return;
    case "AssignmentPattern":
      patternNames(pattern.left, names);
      return;
    default:
      return;
  }
};

/** The names each node declares (variables, parameters, functions, classes, catch parameters, imports). */
const declaredNames = (node: ESTree.Node): string[] => {
  const names: string[] = [];
  switch (node.type) {
    case "VariableDeclarator":
      patternNames(node.id, names);
      break;
    case "FunctionDeclaration":
    case "FunctionExpression":
    case "ArrowFunctionExpression":
      if ("id" in node && node.id) names.push(node.id.name);
      for (const param of node.params) patternNames(param.type === "TSParameterProperty" ? param.parameter : param, names);
      break;
    case "ClassDeclaration":
    case "ClassExpression":
      if (node.id) names.push(node.id.name);
      break;
    case "CatchClause":
      patternNames(node.param, names);
      break;
    case "ImportSpecifier":
    case "ImportDefaultSpecifier":
    case "ImportNamespaceSpecifier":
      names.push(node.local.name);
      break;
    default:
      break;
  }
  return names;
};

const importedName = (specifier: ESTree.ImportSpecifier): string =>
  specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);

export function pandaBindings(program: ESTree.Program, recipeNames: ReadonlySet<string>): PandaBindings {
  const counts = new Map<string, number>();
  const pending: ESTree.Node[] = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const name of declaredNames(node)) counts.set(name, (counts.get(name) ?? 0) + 1);
    pending.push(...childNodes(node));
  }
  const declaredOnce = new Set([...counts].filter(([, count]) => count === 1).map(([name]) => name));

  let css: string | undefined;
  const recipes = new Map<string, string>();
  const relativeImports = new Map<string, readonly [string, string]>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const source = statement.source.value;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
      const local = specifier.local.name;
      if (!declaredOnce.has(local)) continue;
      const imported = importedName(specifier);
      if (source === CSS_SOURCE && imported === "css") css = local;
      else if (source === RECIPES_SOURCE && recipeNames.has(imported)) recipes.set(local, imported);
      else if (source.startsWith(".")) relativeImports.set(local, [source, imported]);
    }
  }
  return { css, recipes, relativeImports, declaredOnce };
}
