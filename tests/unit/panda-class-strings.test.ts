import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pandaClassStrings } from "../../scripts/panda-class-strings.ts";
import { recipeTableModule, variantCombinations } from "../../scripts/panda-recipe-table.ts";
import { loadPandaRuntime, type PandaRuntime } from "../../scripts/panda-runtime.ts";

// The build-time class strings (scripts/panda-class-strings.ts) against Panda's run time: a small
// module is built once as written and once through the plugin, and both builds must export the same
// values. The one built as written computes them with styled-system's functions, as the browser did.

const root = fileURLToPath(new URL("../..", import.meta.url));
const styledSystem = join(root, "styled-system");
const scratch = mkdtempSync(join(tmpdir(), "panda-class-strings-"));
afterAll(() => (process.env.KEEP ? undefined : rmSync(scratch, { recursive: true, force: true })));

const PIECES = `
import { css } from "styled-system/css";
export const surface = css.raw({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default" });
export const panel = css.raw(surface, { padding: "5", display: "flex", flexDirection: { base: "column", md: "row" } });
`;

const SAMPLE = `
import { css, cx } from "styled-system/css";
import { button, field, spinner, toast, dialog } from "styled-system/recipes";
import { panel, surface } from "./pieces.ts";

const local = css.raw({ gap: "3", _hover: { bg: "bg.muted" } });

export const literal = css({ display: "flex", mt: -2, _focusVisible: { outline: "2px solid" }, "&[aria-disabled=true]": { opacity: 0.5 } });
export const template = css({ color: \`fg.muted\` });
export const withPieces = css(panel, local, { gap: "4" });
export const raw = css.raw(surface, { p: "2" });
export const outline = button({ variant: "outline", size: "sm" });
export const defaults = button();
export const fieldClasses = field();
export const largeDialog = dialog({ size: "lg" });
export const joined = cx(button({ variant: "ghost", fullWidth: true }), "extra");

export const dynamicButton = (props) => button({ variant: props.variant, size: props.size, fullWidth: props.fullWidth });
export const dynamicSpinner = (size) => spinner({ size });
export const dynamicToast = (variant) => toast({ variant });

export const fromVariable = (tone) => css({ color: tone });
export const fromSpread = (extra) => css({ ...extra, color: "fg.default" });
export { shadowed, keptWhereShadowed } from "./shadowed.ts";
`;

// A module where \`css\` is also the name of a parameter: no call of it is taken for Panda's.
const SHADOWED = `
import { css } from "styled-system/css";
export const shadowed = ((css) => css({ color: "red" }))((styles) => "shadow " + JSON.stringify(styles));
export const keptWhereShadowed = css({ color: "fg.muted" });
`;

const NOT_KNOWN_AT_BUILD_TIME = [/css\(\{ color: tone \}\)/, /css\(\{\s*\.\.\.extra,\s*color: "fg.default"\s*\}\)/];

interface Sample {
  readonly literal: string;
  readonly template: string;
  readonly withPieces: string;
  readonly raw: Record<string, unknown>;
  readonly outline: string;
  readonly defaults: string;
  readonly fieldClasses: Record<string, string>;
  readonly largeDialog: Record<string, string>;
  readonly joined: string;
  readonly dynamicButton: (props: Record<string, unknown>) => string;
  readonly dynamicSpinner: (size: unknown) => string;
  readonly dynamicToast: (variant: unknown) => Record<string, string>;
  readonly fromVariable: (tone: string) => string;
  readonly fromSpread: (extra: Record<string, unknown>) => string;
  readonly shadowed: string;
  readonly keptWhereShadowed: string;
}

writeFileSync(join(scratch, "pieces.ts"), PIECES);
writeFileSync(join(scratch, "sample.ts"), SAMPLE);
writeFileSync(join(scratch, "shadowed.ts"), SHADOWED);

/** As vite.config.ts declares them: so that what no call needs of styled-system/ leaves the bundle. */
const styledSystemWithoutSideEffects: Plugin = {
  name: "styled-system-without-side-effects",
  transform: (code, id) => (id.startsWith(styledSystem) ? { code, map: null, moduleSideEffects: false } : null),
};

/** The sample built as one ES module, with the given plugins; its code and its exports. */
const buildSample = async (name: string, plugins: Plugin[]): Promise<{ code: string; sample: Sample }> => {
  const outDir = join(scratch, name);
  await build({
    configFile: false,
    root: scratch,
    logLevel: "silent",
    resolve: { alias: { "styled-system": styledSystem } },
    plugins: [styledSystemWithoutSideEffects, ...plugins],
    build: { outDir, minify: false, write: true, lib: { entry: join(scratch, "sample.ts"), formats: ["es"], fileName: () => "sample.js" } },
  });
  const file = join(outDir, "sample.js");
  return { code: readFileSync(file, "utf8"), sample: (await import(pathToFileURL(file).href)) as Sample };
};

let runtime: PandaRuntime;
let asWritten: { code: string; sample: Sample };
let rewritten: { code: string; sample: Sample };
let leftToRunTime: readonly string[] = [];
beforeAll(async () => {
  runtime = await loadPandaRuntime(styledSystem);
  asWritten = await buildSample("as-written", []);
  rewritten = await buildSample("rewritten", [pandaClassStrings({ styledSystem, onLeftToRunTime: (calls) => (leftToRunTime = calls) })]);
}, 60_000);

describe("Panda class strings made at build time", () => {
  it("are the strings Panda's run time computes, for literals, style pieces, css.raw and recipes", () => {
    for (const key of ["literal", "template", "withPieces", "raw", "outline", "defaults", "fieldClasses", "largeDialog", "joined"] as const) {
      expect(rewritten.sample[key], key).toEqual(asWritten.sample[key]);
    }
    // And they are what the generated functions give when called directly.
    expect(rewritten.sample.literal).toBe(runtime.css({ display: "flex", mt: -2, _focusVisible: { outline: "2px solid" }, "&[aria-disabled=true]": { opacity: 0.5 } }));
    expect(rewritten.sample.outline).toBe(runtime.recipes.get("button")!({ variant: "outline", size: "sm" }));
  });

  it("are written into the module as literals", () => {
    expect(rewritten.code).toContain(JSON.stringify(asWritten.sample.withPieces));
    expect(rewritten.code).toContain(JSON.stringify(asWritten.sample.outline));
    // The calls left to the run time keep \`css\`, but no recipe needs the recipes' run time.
    expect(asWritten.code).toContain("createRecipe");
    expect(rewritten.code).not.toContain("createRecipe");
  });

  it("leave a call with an argument known only at run time as it was, and say where it is", () => {
    for (const call of NOT_KNOWN_AT_BUILD_TIME) expect(rewritten.code).toMatch(call);
    expect(leftToRunTime.filter((call) => call.includes("sample.ts"))).toHaveLength(2);
    expect(rewritten.sample.fromVariable("accent.text")).toBe(asWritten.sample.fromVariable("accent.text"));
    expect(rewritten.sample.fromSpread({ p: "2" })).toBe(asWritten.sample.fromSpread({ p: "2" }));
  });

  it("leave a call alone where the name means something else", () => {
    expect(rewritten.sample.shadowed).toBe('shadow {"color":"red"}');
    expect(rewritten.sample.shadowed).toBe(asWritten.sample.shadowed);
    expect(rewritten.code).toMatch(/css\(\{ color: "fg.muted" \}\)/);
    expect(rewritten.sample.keptWhereShadowed).toBe(asWritten.sample.keptWhereShadowed);
  });

  it("answer a recipe whose variants are chosen at run time from a table, as the recipe does", () => {
    const button = runtime.recipes.get("button")!;
    for (const props of variantCombinations(button)) expect(rewritten.sample.dynamicButton(props), JSON.stringify(props)).toBe(button(props));
    for (const size of [undefined, "sm", "md", "lg"]) expect(rewritten.sample.dynamicSpinner(size)).toBe(asWritten.sample.dynamicSpinner(size));
    for (const variant of [undefined, "default", "destructive", "success"]) expect(rewritten.sample.dynamicToast(variant)).toEqual(asWritten.sample.dynamicToast(variant));
    expect(() => rewritten.sample.dynamicSpinner("huge")).toThrow(/spinner: no classes were made at build time/);
  });
});

describe("a recipe's lookup table", () => {
  it("answers every combination of every recipe's variants as the generated recipe does", async () => {
    expect(runtime.recipes.size).toBeGreaterThan(0);
    for (const [name, recipe] of runtime.recipes) {
      const module = recipeTableModule(name, recipe);
      const lookUp = ((await import(`data:text/javascript,${encodeURIComponent(module)}`)) as Record<string, (props: unknown) => unknown>)[name]!;
      const combinations = variantCombinations(recipe);
      expect(combinations.length, name).toBeGreaterThan(0);
      for (const props of combinations) expect(lookUp(props), `${name} ${JSON.stringify(props)}`).toEqual(recipe(props));
      expect(lookUp(undefined), name).toEqual(recipe());
    }
  });
});
