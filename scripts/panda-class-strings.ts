import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import type { ESTree, Plugin } from "vite";
import { pandaBindings } from "./panda-bindings.ts";
import { rewritePandaCalls } from "./panda-call-rewrite.ts";
import { recipeOfTableImport, recipeTableModule } from "./panda-recipe-table.ts";
import { loadPandaRuntime, type PandaRuntime, type StyleObject } from "./panda-runtime.ts";
import { importedPieces, topLevelPieces } from "./panda-style-pieces.ts";

// Panda's `css()` and recipe functions compute class strings in the browser, which ships their run
// time (styled-system/css/css.mjs, helpers.mjs, conditions.mjs, recipes/create-recipe.mjs and each
// recipe's config) with every screen, the sign-in screen included. Most calls are known at build
// time: this plugin replaces them with the strings the same generated functions give in Node
// (docs/architecture.md, "Class strings made at build time"). Builds only: in development the
// views call Panda's run time as written.

const RESOLVED_TABLE_PREFIX = "\0";
const LANG_OF_SOURCE = /\.(tsx?|jsx?|mts|mjs)$/;

export interface PandaClassStringsOptions {
  /** The folder `panda codegen` writes (styled-system/). */
  readonly styledSystem: string;
  /** Told, once the build has transformed every module, where calls were left to Panda's run time. */
  readonly onLeftToRunTime?: (calls: readonly string[]) => void;
}

/** A call as it reads in the transformed module, for the report of calls left to the run time. */
const callText = (code: string, offset: number) => code.slice(offset, offset + 72).replace(/\s+/g, " ");

export function pandaClassStrings({ styledSystem, onLeftToRunTime }: PandaClassStringsOptions): Plugin {
  let runtime: Promise<PandaRuntime> | undefined;
  const piecesOfModule = new Map<string, Promise<Map<string, StyleObject>>>();
  const leftToRunTime: string[] = [];
  const pandaRuntime = () => (runtime ??= loadPandaRuntime(styledSystem));

  return {
    name: "panda-class-strings",
    apply: "build",

    resolveId(source) {
      return recipeOfTableImport(source) === undefined ? null : RESOLVED_TABLE_PREFIX + source;
    },

    async load(id) {
      const recipe = id.startsWith(RESOLVED_TABLE_PREFIX) ? recipeOfTableImport(id.slice(RESOLVED_TABLE_PREFIX.length)) : undefined;
      if (recipe === undefined) return null;
      const generated = (await pandaRuntime()).recipes.get(recipe);
      if (generated === undefined) throw new Error(`styled-system/recipes has no recipe ${recipe}`);
      return { code: recipeTableModule(recipe, generated), moduleSideEffects: false };
    },

    transform: {
      filter: { id: { exclude: [/[\\/]node_modules[\\/]/, /[\\/]styled-system[\\/]/] }, code: "styled-system/" },
      async handler(code, id) {
        const panda = await pandaRuntime();
        const recipeNames = new Set(panda.recipes.keys());

        // The style pieces of another module, read from its source (it may not be transformed yet).
        const piecesOf = (file: string): Promise<Map<string, StyleObject>> => {
          let pieces = piecesOfModule.get(file);
          if (pieces === undefined) {
            // Set before the work starts, so an import cycle finds the pending entry instead of looping.
            let settle!: (value: Promise<Map<string, StyleObject>>) => void;
            pieces = new Promise((resolve) => (settle = resolve));
            piecesOfModule.set(file, pieces);
            settle(
              (async () => {
                const lang = LANG_OF_SOURCE.exec(file)?.[1]?.replace(/^m/, "") as "ts" | "tsx" | "js" | "jsx" | undefined;
                if (lang === undefined) return new Map<string, StyleObject>();
                const source = await readFile(file, "utf8");
                const program = this.parse(source, { lang });
                const bindings = pandaBindings(program, recipeNames);
                return topLevelPieces(program, bindings, panda, await importedPieces(program, bindings, loadPiece(file)));
              })(),
            );
          }
          return pieces;
        };
        const loadPiece = (importer: string) => async (source: string, imported: string) => {
          const resolved = await this.resolve(source, importer);
          return resolved && !resolved.external ? (await piecesOf(resolved.id.split("?")[0]!)).get(imported) : undefined;
        };

        const program: ESTree.Program = this.parse(code);
        const bindings = pandaBindings(program, recipeNames);
        if (bindings.css === undefined && bindings.recipes.size === 0) return null;
        const pieces = topLevelPieces(program, bindings, panda, await importedPieces(program, bindings, loadPiece(id)));
        const rewrite = rewritePandaCalls(code, program, bindings, panda, pieces);
        for (const offset of rewrite.leftToRunTime) leftToRunTime.push(`${relative(process.cwd(), id)}: ${callText(code, offset)}`);
        if (!rewrite.code.hasChanged()) return null;
        return { code: rewrite.code.toString(), map: rewrite.code.generateMap({ source: id, hires: "boundary", includeContent: true }) };
      },
    },

    buildEnd() {
      onLeftToRunTime?.([...leftToRunTime].sort());
      leftToRunTime.length = 0;
    },
  };
}
