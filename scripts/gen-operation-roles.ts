// Writes src/api/operation-roles.ts from the contract's `x-roles`, so the browser hides what a role
// may not do from the same list the server enforces, and src/machines/app/screen-roles.ts, the lists
// of the operations that open the screens (screen-operations.ts): the app machine decides which
// screen an address shows with those alone, so every page's start need not carry the whole table.
// Part of `npm run gen:api`; never edit the output.
import { writeFile } from 'node:fs/promises';
import { ORGANISER_OPERATION, PUBLIC_OPERATION, ROLES } from '../src/rules/roles.ts';
import { readOperationRoles } from '../server/http/operation-roles.ts';
import { loadOpenApiDocument, openApiPath } from '../server/http/openapi.ts';
import { SCREEN_OPERATIONS } from '../src/machines/app/screen-operations.ts';

export const operationRolesPath = new URL('../src/api/operation-roles.ts', import.meta.url);
export const screenRolesPath = new URL('../src/machines/app/screen-roles.ts', import.meta.url);

const accessText = (access: ReadonlyArray<string>) => JSON.stringify(access).replaceAll(',', ', ');
const contractRoles = async () => readOperationRoles(await loadOpenApiDocument(openApiPath));

export async function renderOperationRoles(): Promise<string> {
  const roles = await contractRoles();
  const entries = [...roles.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, access]) => `  ${id}: ${accessText(access)},`);
  return [
    '// Generated from the `x-roles` of openapi/exhibitor-portal.yaml by `npm run gen:api`. Do not edit.',
    'import type { operations } from "./schema.d.ts";',
    '',
    `type Access = ReadonlyArray<${[...ROLES, PUBLIC_OPERATION, ORGANISER_OPERATION].map((role) => JSON.stringify(role)).join(' | ')}>;`,
    '',
    '/** Who may call each operation: `public` (no token needed) and the roles the server lets through. */',
    'export const OPERATION_ROLES: { readonly [Id in keyof operations]: Access } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

export async function renderScreenRoles(): Promise<string> {
  const roles = await contractRoles();
  const entries = Object.entries(SCREEN_OPERATIONS).map(([screen, operation]) => {
    const access = roles.get(operation);
    if (access === undefined) throw new Error(`The contract has no x-roles for ${operation}, which opens the ${screen} screen`);
    return `  ${screen}: ${accessText(access)},`;
  });
  return [
    '// Generated from the `x-roles` of openapi/exhibitor-portal.yaml and screen-operations.ts by `npm run gen:api`. Do not edit.',
    'import type { OperationAccess } from "../../rules/roles.ts";',
    'import type { PortalScreen } from "./screens.ts";',
    '',
    '/** Who may open each signed-in screen: the x-roles of the operation it opens with (screen-operations.ts). */',
    'export const SCREEN_ROLES: { readonly [Screen in PortalScreen]: OperationAccess } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(operationRolesPath, await renderOperationRoles());
  await writeFile(screenRolesPath, await renderScreenRoles());
}
