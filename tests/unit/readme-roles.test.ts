import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { renderOrganiserRolesTable, renderRolesTable } from "../../scripts/roles-table.ts";

const tableBetween = (readme: string, marker: string): string | undefined =>
  new RegExp(`<!-- ${marker}:start -->\\n([\\s\\S]*?)\\n<!-- ${marker}:end -->`).exec(readme)?.[1];

test("the README's table of the team's roles is the contract's x-roles", async () => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  expect(tableBetween(readme, "roles-table"), "README.md has the roles table between its markers").toBe(await renderRolesTable());
});

test("the README's table of the organiser's roles is the contract's x-roles", async () => {
  const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
  expect(tableBetween(readme, "organiser-roles-table"), "README.md has the organiser's roles table between its markers").toBe(await renderOrganiserRolesTable());
});
