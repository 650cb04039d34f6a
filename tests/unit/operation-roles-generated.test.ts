import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { operationRolesPath, renderOperationRoles, renderScreenRoutes, screenRoutesPath } from "../../scripts/gen-operation-roles.ts";

test("src/api/operation-roles.ts is generated from the contract as it is now (npm run gen:api)", async () => {
  expect(await readFile(operationRolesPath, "utf8")).toBe(await renderOperationRoles());
});

test("src/machines/app/portal-screen-routes.ts is generated from the contract and the screens' descriptors as they are now", async () => {
  expect(await readFile(screenRoutesPath, "utf8")).toBe(await renderScreenRoutes());
});
