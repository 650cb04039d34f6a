import { variantClassesFunction } from "./panda-recipe-classes.ts";
import type { GeneratedRecipe } from "./panda-runtime.ts";

// A recipe whose variants are chosen at run time (`button({ variant, size })` in the Button
// component) reads its classes from a table the build makes of every combination of its variants,
// each entry computed by the generated recipe itself: no recipe or `css` run time in the browser.
//
// What the table knows: each variant of `variantMap` absent (the recipe's default applies) or set to
// one of its values; a variant of "true"/"false" also as the booleans true and false. Props that are
// not variants are not read. A value outside the map (the recipe's types do not allow one) has no
// entry and throws, rather than giving classes that differ from the generated recipe's. Entries are
// computed with the props in `variantKeys` order; the run time orders the classes of the variants
// without a default as the props object lists them, which differs only for two or more such variants
// given in another order (no recipe of the portal has two).

const TABLE_ID = "virtual:panda-class-table/";

/** What a module imports a recipe's table from. */
export const recipeTableImport = (recipe: string) => `${TABLE_ID}${recipe}`;

/** The recipe a table import names, or undefined for any other import. */
export const recipeOfTableImport = (id: string): string | undefined => (id.startsWith(TABLE_ID) ? id.slice(TABLE_ID.length) : undefined);

type VariantValue = string | boolean | undefined;

const choicesOf = (values: readonly string[]): VariantValue[] => {
  const booleans = values.some((value) => value === "true" || value === "false") ? [true, false] : [];
  return [undefined, ...values.filter((value) => value !== "true" && value !== "false"), ...booleans];
};

/**
 * The table's key for the variant values props give, in `variantKeys` order. Source text, because
 * the browser runs it too: the build keys the table with the very code the lookup keys it with.
 */
const KEY_OF = `(keys, props) => keys.map((key) => (props?.[key] === undefined ? "" : String(props[key]))).join("|")`;
const keyOf = new Function(`return ${KEY_OF}`)() as (keys: readonly string[], props: Record<string, unknown> | undefined) => string;

/** Every combination of the recipe's variants, as props. */
export function variantCombinations(recipe: GeneratedRecipe): Record<string, VariantValue>[] {
  let combinations: Record<string, VariantValue>[] = [{}];
  for (const key of recipe.variantKeys) {
    const choices = choicesOf(recipe.variantMap[key] ?? []);
    combinations = combinations.flatMap((props) => choices.map((value) => ({ ...props, [key]: value })));
  }
  return combinations;
}

/** The recipe's classes for every combination, keyed as the lookup reads them. */
export function recipeTable(recipe: GeneratedRecipe): Record<string, string | Record<string, string>> {
  for (const key of recipe.variantKeys) {
    if ((recipe.variantMap[key] ?? []).some((value) => value.includes("|"))) throw new Error(`A variant value of ${key} contains "|", which the table's keys use`);
  }
  return Object.fromEntries(variantCombinations(recipe).map((props) => [keyOf(recipe.variantKeys, props), recipe(props)]));
}

/** An ES module exporting, under the recipe's name, a function that answers as the recipe does: from a table, or from the values when that is the same. */
export function recipeTableModule(name: string, recipe: GeneratedRecipe): string {
  // A recipe of one class per variant answers from the values (panda-recipe-classes.ts).
  const fromValues = variantClassesFunction(name, recipe, variantCombinations(recipe));
  if (fromValues !== undefined) return `export const ${name} = ${fromValues};\n`;
  return [
    `const keys = ${JSON.stringify(recipe.variantKeys)};`,
    `const table = ${JSON.stringify(recipeTable(recipe))};`,
    `const keyOf = ${KEY_OF};`,
    `export const ${name} = (props) => {`,
    `  const key = keyOf(keys, props);`,
    `  if (Object.hasOwn(table, key)) return table[key];`,
    `  throw new Error(${JSON.stringify(`${name}: no classes were made at build time for these variants: `)} + JSON.stringify(props));`,
    `};`,
    "",
  ].join("\n");
}
