import type { ESTree } from "vite";
import type { PandaBindings } from "./panda-bindings.ts";
import { literalValue, NOT_LITERAL } from "./panda-literal-value.ts";
import type { PandaRuntime, StyleObject } from "./panda-runtime.ts";

// What a call of Panda's `css`, `css.raw` or a recipe gives, when every argument is known at build
// time: the generated function itself is called, in Node, with the same arguments.

export type PandaCall = { readonly kind: "css" } | { readonly kind: "cssRaw" } | { readonly kind: "recipe"; readonly recipe: string };

/** Style pieces by local name: constants made with `css.raw(...)` whose value is known at build time. */
export type StylePieces = ReadonlyMap<string, StyleObject>;

export function pandaCallOf(call: ESTree.CallExpression, bindings: PandaBindings): PandaCall | undefined {
  if (call.optional) return undefined;
  const callee = call.callee;
  if (callee.type === "Identifier") {
    if (callee.name === bindings.css) return { kind: "css" };
    const recipe = bindings.recipes.get(callee.name);
    return recipe === undefined ? undefined : { kind: "recipe", recipe };
  }
  if (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    !callee.optional &&
    callee.object.type === "Identifier" &&
    callee.object.name === bindings.css &&
    callee.property.type === "Identifier" &&
    callee.property.name === "raw"
  ) {
    return { kind: "cssRaw" };
  }
  return undefined;
}

/** The names a `css(...)` or `css.raw(...)` call passes as whole arguments (candidates for style pieces). */
export const identifierArguments = (call: ESTree.CallExpression): string[] =>
  call.arguments.flatMap((argument) => (argument.type === "Identifier" ? [argument.name] : []));

/**
 * The call's result, or NOT_LITERAL when an argument is not known at build time. Style functions
 * also take a style piece by name; a recipe takes literals only.
 */
export function callValue(call: ESTree.CallExpression, pandaCall: PandaCall, runtime: PandaRuntime, pieces: StylePieces): unknown {
  const values: unknown[] = [];
  for (const argument of call.arguments) {
    if (argument.type === "Identifier" && pandaCall.kind !== "recipe") {
      const piece = pieces.get(argument.name);
      if (piece === undefined) return NOT_LITERAL;
      // A copy: the generated functions must not be able to change a piece another call reads.
      values.push(structuredClone(piece));
      continue;
    }
    if (argument.type === "SpreadElement") return NOT_LITERAL;
    const value = literalValue(argument);
    if (value === NOT_LITERAL) return NOT_LITERAL;
    values.push(value);
  }
  switch (pandaCall.kind) {
    case "css":
      return runtime.css(...values);
    case "cssRaw":
      return runtime.cssRaw(...values);
    case "recipe": {
      const recipe = runtime.recipes.get(pandaCall.recipe);
      if (recipe === undefined || values.length > 1) return NOT_LITERAL;
      return recipe(values[0] as Record<string, unknown> | undefined);
    }
  }
}
