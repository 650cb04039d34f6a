import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Panda's generated run-time functions (styled-system/), loaded into Node so that the build can
// call the very functions the browser would: a class string made at build time is then the one the
// browser computes, by construction, whatever Panda version generated them.

export type StyleObject = Record<string, unknown>;

/** A recipe (a string of classes) or slot recipe (an object of them per slot) as generated. */
export interface GeneratedRecipe {
  (props?: Record<string, unknown>): string | Record<string, string>;
  readonly variantKeys: readonly string[];
  readonly variantMap: Readonly<Record<string, readonly string[]>>;
}

export interface PandaRuntime {
  readonly css: (...styles: unknown[]) => string;
  readonly cssRaw: (...styles: unknown[]) => StyleObject;
  /** By the name `styled-system/recipes` exports it under. */
  readonly recipes: ReadonlyMap<string, GeneratedRecipe>;
}

const isRecipe = (value: unknown): value is GeneratedRecipe =>
  typeof value === "function" && Array.isArray((value as Partial<GeneratedRecipe>).variantKeys) && typeof (value as Partial<GeneratedRecipe>).variantMap === "object";

export async function loadPandaRuntime(styledSystem: string): Promise<PandaRuntime> {
  const cssModule = (await import(pathToFileURL(join(styledSystem, "css", "index.mjs")).href)) as {
    css: PandaRuntime["css"] & { raw: PandaRuntime["cssRaw"] };
  };
  const recipesModule = (await import(pathToFileURL(join(styledSystem, "recipes", "index.mjs")).href)) as Record<string, unknown>;
  const recipes = new Map<string, GeneratedRecipe>();
  for (const [name, value] of Object.entries(recipesModule)) if (isRecipe(value)) recipes.set(name, value);
  return { css: cssModule.css, cssRaw: cssModule.css.raw, recipes };
}
