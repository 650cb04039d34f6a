import type { ESTree } from "vite";

// The value of an expression written entirely as a literal: strings, numbers, booleans, null, and
// objects and arrays of them. Anything that needs the program to run to be known (an identifier,
// a spread, a call, a condition, a template with expressions) is not a literal: a call with such an
// argument is left to Panda's run time.

export const NOT_LITERAL: unique symbol = Symbol("not a literal");
export type Literal = string | number | boolean | null | readonly Literal[] | { readonly [key: string]: Literal };

/** Parentheses and TypeScript's `as` / `satisfies` / `!` say nothing about the value. */
export const withoutWrappers = (node: ESTree.Node): ESTree.Node => {
  let current = node;
  while (
    current.type === "ParenthesizedExpression" ||
    current.type === "TSAsExpression" ||
    current.type === "TSSatisfiesExpression" ||
    current.type === "TSNonNullExpression"
  ) {
    current = current.expression;
  }
  return current;
};

/** An object property's name when it is written out (`a:`, `"a":`, `1:`), else NOT_LITERAL. */
export const propertyKey = (property: ESTree.ObjectProperty): string | typeof NOT_LITERAL => {
  const key = property.key;
  if (!property.computed && key.type === "Identifier") return key.name;
  if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number")) return String(key.value);
  return NOT_LITERAL;
};

export function literalValue(node: ESTree.Node): Literal | typeof NOT_LITERAL {
  const expression = withoutWrappers(node);
  switch (expression.type) {
    case "Literal": {
      if ("regex" in expression && expression.regex) return NOT_LITERAL;
      const value = expression.value as unknown;
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null ? value : NOT_LITERAL;
    }
    case "TemplateLiteral": {
      const [only] = expression.quasis;
      return expression.expressions.length === 0 && only?.value.cooked != null ? only.value.cooked : NOT_LITERAL;
    }
    case "UnaryExpression": {
      // `mt: -2`: a negative number is a unary minus in the syntax tree.
      const argument = literalValue(expression.argument);
      return expression.operator === "-" && typeof argument === "number" ? -argument : NOT_LITERAL;
    }
    case "ArrayExpression": {
      const items: Literal[] = [];
      for (const element of expression.elements) {
        if (element === null || element.type === "SpreadElement") return NOT_LITERAL;
        const value = literalValue(element);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        items.push(value);
      }
      return items;
    }
    case "ObjectExpression": {
      const object: Record<string, Literal> = {};
      for (const property of expression.properties) {
        if (property.type !== "Property" || property.kind !== "init" || property.method) return NOT_LITERAL;
        const key = propertyKey(property);
        const value = literalValue(property.value);
        if (key === NOT_LITERAL || value === NOT_LITERAL || key === "__proto__") return NOT_LITERAL;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}
