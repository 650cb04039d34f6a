import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Lead Management names the contract's lead in one module, lead-form.ts; the other modules of the
// feature, its views included, take it from there. A second alias (once in leads-csv.ts, which the
// views then imported for the type) lets two homes drift and ties views to the CSV code.
const root = fileURLToPath(new URL("../../..", import.meta.url));
const FEATURE_FOLDERS = ["src/machines/leads", "src/ui/leads"];
const HOME = "src/machines/leads/lead-form.ts";

const sources = (): string[] =>
  FEATURE_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
      .map((name) => `${folder}/${name}`),
  );

/** The modules that alias the contract's Lead, and those importing a `Lead` from anywhere but its home. */
const strayLeadTypes = (files: readonly string[], read: (file: string) => string) =>
  files.flatMap((file) => {
    const text = read(file);
    const aliases = file !== HOME && /components\["schemas"\]\["Lead"\]/.test(text) ? [`${file} names the contract's Lead itself`] : [];
    const imports = [...text.matchAll(/import[^;]*\bLead\b[^;]*from "([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((from) => !from.endsWith("/lead-form.ts") && from !== "./lead-form.ts")
      .map((from) => `${file} takes Lead from ${from}`);
    return [...aliases, ...imports];
  });

describe("the lead type's home", () => {
  it("is lead-form.ts for every module of Lead Management", () => {
    expect(strayLeadTypes(sources(), (file) => readFileSync(join(root, file), "utf8"))).toEqual([]);
  });

  it("reports a second alias and a view that takes the type from it", () => {
    const tree: Record<string, string> = {
      "src/machines/leads/leads-csv.ts": 'import type { components } from "../../api/schema.d.ts";\nexport type Lead = components["schemas"]["Lead"];',
      "src/ui/leads/lead-row.tsx": 'import type { Lead } from "../../machines/leads/leads-csv.ts";',
      "src/ui/leads/lead-list.tsx": 'import type { Lead } from "../../machines/leads/lead-form.ts";',
    };
    expect(strayLeadTypes(Object.keys(tree), (file) => tree[file]!)).toEqual([
      "src/machines/leads/leads-csv.ts names the contract's Lead itself",
      "src/ui/leads/lead-row.tsx takes Lead from ../../machines/leads/leads-csv.ts",
    ]);
  });
});
