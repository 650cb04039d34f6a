import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import type { Manifest } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { sharedProductionBuild } from "../production-build.ts";

// The three Panda stylesheets of a production build (postcss.config.cjs): the entry's, extracted from
// the sign-in form's files; the signed-out screens', extracted from every signed-out file; and the
// signed-in route table's, the full extraction. Each must hold every rule of the one loaded before
// it: once both are loaded, the later one then decides every conflict between two rules, exactly as
// when it was the only stylesheet.

let outDir = "";
let manifest: Manifest;
beforeAll(async () => {
  outDir = await sharedProductionBuild();
  manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}, 180_000);

/** The one stylesheet a chunk of the manifest loads. */
const stylesheetOf = (key: string): string => {
  const css = manifest[key]?.css ?? [];
  expect(css, `${key} loads one stylesheet`).toHaveLength(1);
  return readFileSync(join(outDir, css[0]!), "utf8");
};

/** The stylesheet a CSS module of the source became. */
const builtSheet = (key: string): string => {
  const file = manifest[key]?.file;
  expect(file, `${key} is in the build`).toBeDefined();
  return readFileSync(join(outDir, file!), "utf8");
};

/**
 * Every declaration with the at-rules and selector around it, e.g. `@layer utilities > .px_4 { padding-inline: ... }`.
 * A rule for a list of selectors counts once per selector: the minifier may merge two rules with the
 * same declarations into one (`.badge, .button`), which applies exactly as the two did.
 */
const declarations = (css: string): string[] => {
  const found: string[] = [];
  postcss.parse(css).walkDecls((decl) => {
    let contexts: string[] = [""];
    for (let node = decl.parent; node !== undefined && node.type !== "root"; node = node.parent) {
      const names =
        node.type === "rule" ? (node as postcss.Rule).selectors : node.type === "atrule" ? [`@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`] : [];
      if (names.length > 0) contexts = names.flatMap((name) => contexts.map((inner) => (inner ? `${name} > ${inner}` : name)));
    }
    for (const context of contexts) found.push(`${context} { ${decl.prop}: ${decl.value}${decl.important ? " !important" : ""} }`);
  });
  return found;
};

describe("stylesheets", () => {
  it("the entry's sheet is smaller than the full one, and the full one holds every rule of it", () => {
    const signIn = stylesheetOf("index.html");
    const full = stylesheetOf("src/ui/routes/portal-routes.tsx");
    expect(signIn.length).toBeLessThan(full.length);
    const inFull = new Set(declarations(full));
    const signInDeclarations = declarations(signIn);
    expect(signInDeclarations.length).toBeGreaterThan(100);
    expect(signInDeclarations.filter((declaration) => !inFull.has(declaration))).toEqual([]);
  });

  it("the signed-out screens' sheet holds every rule of the entry's and more, and the full one every rule of it", () => {
    const signIn = declarations(stylesheetOf("index.html"));
    const signedOut = declarations(builtSheet("src/ui/components/signed-out-screens.css"));
    const inSignedOut = new Set(signedOut);
    expect(signIn.filter((declaration) => !inSignedOut.has(declaration))).toEqual([]);
    const inFull = new Set(declarations(stylesheetOf("src/ui/routes/portal-routes.tsx")));
    expect(signedOut.filter((declaration) => !inFull.has(declaration))).toEqual([]);
    // The code step's PIN input is the later screens' only: the sign-in form's page goes without it.
    const pinInput = /\.pinInput__/;
    expect(signedOut.some((declaration) => pinInput.test(declaration))).toBe(true);
    expect(signIn.some((declaration) => pinInput.test(declaration))).toBe(false);
  });

  it("a signed-in screen's rules are in the full sheet only", () => {
    // The figure cards' four columns on wide screens (stat-card.tsx, dashboard and leads only).
    const fourColumns = /grid-template-columns: ?repeat\(4, ?minmax\(0, ?1fr\)\)/;
    expect(declarations(stylesheetOf("src/ui/routes/portal-routes.tsx")).some((d) => fourColumns.test(d))).toBe(true);
    expect(declarations(stylesheetOf("index.html")).some((d) => fourColumns.test(d))).toBe(false);
    expect(declarations(builtSheet("src/ui/components/signed-out-screens.css")).some((d) => fourColumns.test(d))).toBe(false);
  });
});
