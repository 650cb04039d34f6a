import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
  VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE: string[];
};

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

/** Every broken layer rule under `baseDir`, as `from -> to (rule)`. */
const violationsIn = async (baseDir: string, forbidden = config.forbidden): Promise<Violation[]> => {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(["src", "server"].filter((dir) => dir), {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  });
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered text instead of a result");
  return result.output.summary.violations.map((violation) => ({ from: violation.from, to: violation.to, rule: violation.rule.name }));
};

describe("layer rules (docs/architecture.md)", () => {
  it("hold for the whole browser app and the server", async () => {
    expect(await violationsIn(root)).toEqual([]);
  }, 120_000);

  it("list only views that still break the view rule, so the list can only shrink", async () => {
    const viewRule = config.forbidden.find((rule) => rule.name === "views-do-not-reach-the-api")!;
    const strict = { ...viewRule, from: { path: "^src/ui/", pathNot: ["^src/ui/app/composition\\.ts$"] } };
    const breaking = new Set((await violationsIn(root, [strict])).map((violation) => violation.from));
    expect([...breaking].sort()).toEqual([...config.VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE].sort());
  }, 120_000);

  describe("fail on a forbidden import", () => {
    const tree = mkdtempSync(join(tmpdir(), "layer-rules-"));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    // A small tree with one import across each boundary.
    write("src/api/client.ts", 'import { flow } from "../machines/flow.ts";\nexport const client = flow;\n');
    write("src/api/schema.d.ts", "export type Lead = { _id: string };\n");
    write("src/machines/flow.ts", 'import { View } from "../ui/view.ts";\nexport const flow = View;\n');
    write("src/ui/view.ts", 'import { client } from "../api/client.ts";\nexport const View = client;\n');
    write("src/ui/lead-types.ts", 'export type { Lead } from "../api/schema.d.ts";\n');
    write("src/ui/app/composition.ts", 'import { client } from "../../api/client.ts";\nexport const portal = client;\n');
    write("src/ui/server-view.ts", 'import { handler } from "../../server/handler.ts";\nexport const shown = handler;\n');
    write("src/rules/rule.ts", 'import { flow } from "../machines/flow.ts";\nexport const rule = flow;\n');
    write("server/handler.ts", 'import { View } from "../src/ui/view.ts";\nimport type { Lead } from "../src/api/schema.d.ts";\nexport const handler = View;\nexport type Row = Lead;\n');

    it("names each broken rule, a view's type import from src/api included, and lets the composition root through", async () => {
      const found = await violationsIn(tree);
      expect(found).toEqual(
        expect.arrayContaining([
          { from: "src/ui/view.ts", to: "src/api/client.ts", rule: "views-do-not-reach-the-api" },
          { from: "src/ui/lead-types.ts", to: "src/api/schema.d.ts", rule: "views-do-not-reach-the-api" },
          { from: "src/machines/flow.ts", to: "src/ui/view.ts", rule: "machines-do-not-know-the-views" },
          { from: "src/api/client.ts", to: "src/machines/flow.ts", rule: "the-api-layer-knows-no-flow-and-no-screen" },
          { from: "src/ui/server-view.ts", to: "server/handler.ts", rule: "the-browser-does-not-import-the-server" },
          { from: "src/rules/rule.ts", to: "src/machines/flow.ts", rule: "shared-rules-stand-alone" },
          { from: "server/handler.ts", to: "src/ui/view.ts", rule: "the-server-shares-only-rules-and-contract-types" },
        ]),
      );
      expect(found.filter((violation) => violation.from === "src/ui/app/composition.ts")).toEqual([]);
      expect(found.filter((violation) => violation.from === "server/handler.ts" && violation.to === "src/api/schema.d.ts")).toEqual([]);
    }, 120_000);
  });
});
