import type { ESTree } from "vite";
import { childNodes, type PandaBindings } from "./panda-bindings.ts";
import { callValue, identifierArguments, pandaCallOf, type StylePieces } from "./panda-call-value.ts";
import { withoutWrappers, NOT_LITERAL } from "./panda-literal-value.ts";
import type { PandaRuntime, StyleObject } from "./panda-runtime.ts";

// Style pieces are module constants made with `css.raw(...)` (src/ui/components/styles.ts) that
// views pass by name: `css(formPanel, { maxWidth: "md" })`. Such a call is known at build time when
// every piece it names is, in its own module or in the relative module it is imported from.

/** Finds the piece `imported` exported by the module `source` names, relative to the module asking. */
export type LoadImportedPiece = (source: string, imported: string) => Promise<StyleObject | undefined>;

/** The names passed whole to `css(...)` / `css.raw(...)` anywhere in the module. */
export function pieceNamesUsed(program: ESTree.Program, bindings: PandaBindings): Set<string> {
  const names = new Set<string>();
  const pending: ESTree.Node[] = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === "CallExpression") {
      const call = pandaCallOf(node, bindings);
      if (call !== undefined && call.kind !== "recipe") for (const name of identifierArguments(node)) names.add(name);
    }
    pending.push(...childNodes(node));
  }
  return names;
}

/** The pieces this module imports by the names it uses them under. */
export async function importedPieces(program: ESTree.Program, bindings: PandaBindings, load: LoadImportedPiece): Promise<Map<string, StyleObject>> {
  const pieces = new Map<string, StyleObject>();
  for (const name of pieceNamesUsed(program, bindings)) {
    const from = bindings.relativeImports.get(name);
    if (from === undefined) continue;
    const piece = await load(from[0], from[1]);
    if (piece !== undefined) pieces.set(name, piece);
  }
  return pieces;
}

/** The module's own top-level `const name = css.raw(...)` whose value is known, with the imported ones they build on. */
export function topLevelPieces(program: ESTree.Program, bindings: PandaBindings, runtime: PandaRuntime, imported: StylePieces): Map<string, StyleObject> {
  const pieces = new Map<string, StyleObject>(imported);
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== "Identifier" || !declarator.init || !bindings.declaredOnce.has(declarator.id.name)) continue;
      const init = withoutWrappers(declarator.init);
      if (init.type !== "CallExpression" || pandaCallOf(init, bindings)?.kind !== "cssRaw") continue;
      const value = callValue(init, { kind: "cssRaw" }, runtime, pieces);
      if (value !== NOT_LITERAL) pieces.set(declarator.id.name, value as StyleObject);
    }
  }
  return pieces;
}
