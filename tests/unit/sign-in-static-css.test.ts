import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import config from "../../panda.config.ts";
import { SIGN_IN_RUN_TIME_RECIPES, SIGNED_OUT_RUN_TIME_RECIPES } from "../../panda.sign-in.config.ts";
import { recipesChosenAtRunTime } from "../../scripts/recipes-chosen-at-run-time.ts";
import { signedOutModules, signInFormModules } from "../../scripts/signed-out-modules.ts";

// The sign-in stylesheet emits every variant of the recipes listed in panda.sign-in.config.ts only.
// A signed-out file that chooses another recipe's variants at run time would lose their styles.

const root = fileURLToPath(new URL("../..", import.meta.url));
const recipeNames = new Set([...Object.keys(config.theme?.extend?.recipes ?? {}), ...Object.keys(config.theme?.extend?.slotRecipes ?? {})]);
const scratch = mkdtempSync(join(tmpdir(), "recipes-chosen-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the signed-out stylesheets' staticCss", () => {
  it("lists exactly the recipes whose variants the signed-out files choose at run time (the signed-out sheet)", () => {
    expect(recipesChosenAtRunTime(root, signedOutModules(root), recipeNames)).toEqual([...SIGNED_OUT_RUN_TIME_RECIPES].sort());
  });

  it("lists exactly those of the sign-in form's page (the sheet in the page)", () => {
    expect(recipesChosenAtRunTime(root, signInFormModules(root), recipeNames)).toEqual([...SIGN_IN_RUN_TIME_RECIPES].sort());
  });
});

describe("recipesChosenAtRunTime", () => {
  it("counts a call with variants not written out, or a recipe handed on, and not a call with literals", () => {
    writeFileSync(
      join(scratch, "view.tsx"),
      `import { badge, button, dialog, spinner, tabs } from "styled-system/recipes";
       export const A = () => <span className={button({ variant: "ghost", size: "sm" })} />;
       export const B = ({ tone }: { tone: "red" }) => <span className={badge({ tone })} />;
       export const C = () => spinner();
       export const pick = [dialog];
       export type T = typeof tabs;`,
    );
    expect(recipesChosenAtRunTime(scratch, ["view.tsx"], recipeNames)).toEqual(["badge", "dialog", "tabs"]);
  });
});
