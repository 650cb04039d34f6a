import type { GeneratedRecipe } from "./panda-runtime.ts";

// Most run-time recipes (the Button's) give one class per variant, `<base>--<variant>_<value>`, after
// the recipe's own class. Their answer is then built from the variants' values in a few lines
// instead of read from a table of every combination: the Button's table (72 entries) was 600 bytes
// gzip of the start's chunk that every page loads. The build only uses this form for a recipe when
// it gives exactly the recipe's answer for every entry of its table (panda-recipe-table.ts), and
// throws on a value the table has no entry for, as the table does.

type VariantValue = string | boolean | undefined;

const BOOLEAN_VALUES = ["true", "false"];

/** The values a variant accepts, as the table's keys spell them (a "true"/"false" variant takes both booleans). */
const acceptedValues = (values: readonly string[]): string[] =>
  values.some((value) => BOOLEAN_VALUES.includes(value)) ? [...new Set([...values, ...BOOLEAN_VALUES])] : [...values];

/**
 * Source of a function answering as `recipe` does from the variants' values, or undefined when the
 * recipe's answers are not of that form (a slot recipe's object, compound classes, another order):
 * `combinations` are the table's, each checked.
 */
export function variantClassesFunction(name: string, recipe: GeneratedRecipe, combinations: readonly Record<string, VariantValue>[]): string | undefined {
  const plain = recipe();
  if (typeof plain !== "string") return undefined;
  const [base] = plain.split(" ");
  if (!base) return undefined;
  const defaults: Record<string, string> = {};
  for (const key of recipe.variantKeys) {
    const chosen = plain.split(" ").find((cls) => cls.startsWith(`${base}--${key}_`));
    if (chosen !== undefined) defaults[key] = chosen.slice(`${base}--${key}_`.length);
  }
  const values = Object.fromEntries(recipe.variantKeys.map((key) => [key, acceptedValues(recipe.variantMap[key] ?? [])]));
  const source = [
    `((keys, values, defaults) => (props) => {`,
    `  let classes = ${JSON.stringify(base)};`,
    `  for (const key of keys) {`,
    `    const given = props?.[key];`,
    `    const value = given === undefined ? defaults[key] : String(given);`,
    `    if (value === undefined) continue;`,
    `    if (!values[key].includes(value)) throw new Error(${JSON.stringify(`${name}: no classes were made at build time for these variants: `)} + JSON.stringify(props));`,
    `    classes += " " + ${JSON.stringify(`${base}--`)} + key + "_" + value;`,
    `  }`,
    `  return classes;`,
    `})(${JSON.stringify(recipe.variantKeys)}, ${JSON.stringify(values)}, ${JSON.stringify(defaults)})`,
  ].join("\n");
  const answer = new Function(`return ${source}`)() as (props: Record<string, VariantValue> | undefined) => string;
  const same = (props: Record<string, VariantValue> | undefined) => {
    try {
      return answer(props) === recipe(props);
    } catch {
      return false;
    }
  };
  return same(undefined) && combinations.every(same) ? source : undefined;
}
