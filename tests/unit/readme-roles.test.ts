import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { renderRolesTable } from "../../scripts/roles-table.ts";

test("the README's table of roles is the contract's x-roles", async () => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  const match = /<!-- roles-table:start -->\n([\s\S]*?)\n<!-- roles-table:end -->/.exec(readme);
  expect(match, "README.md has the roles table between its markers").not.toBeNull();
  expect(match![1]).toBe(await renderRolesTable());
});
