// Writes src/api/operation-roles.ts from the contract's `x-roles`, so the browser hides what a role
// may not do from the same list the server enforces, and src/machines/app/portal-screen-routes.ts:
// each signed-in screen's address, sidebar place and the roles of the operation opening it, from the
// screens' descriptors (src/machines/signed-in-screens.ts). The app machine decides which screen an
// address shows with those alone, so every page's start carries neither the whole contract's table
// nor the screens' loaders.
// Part of `npm run gen:api`; never edit the output.
import { writeFile } from 'node:fs/promises';
import { INSTALLATION_OPERATION, ORGANISER_ROLES, PUBLIC_OPERATION, ROLES } from '../src/rules/roles.ts';
import { readOperationRoles } from '../server/http/role-guard.ts';
import { loadOpenApiDocument, openApiPath } from '../server/http/contract-document.ts';
import { SIGNED_IN_SCREENS } from '../src/machines/signed-in-screens.ts';

export const operationRolesPath = new URL('../src/api/operation-roles.ts', import.meta.url);
export const screenRoutesPath = new URL('../src/machines/app/portal-screen-routes.ts', import.meta.url);

const accessText = (access: ReadonlyArray<string>) => JSON.stringify(access).replaceAll(',', ', ');
const contractRoles = async () => readOperationRoles(await loadOpenApiDocument(openApiPath));

export async function renderOperationRoles(): Promise<string> {
  const roles = await contractRoles();
  const entries = [...roles.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, access]) => `  ${id}: ${accessText(access)},`);
  return [
    '// Generated from the `x-roles` of openapi/exhibitor-portal.yaml by `npm run gen:api`. Do not edit.',
    'import type { operations } from "./schema.d.ts";',
    '',
    `type Access = ReadonlyArray<${[...ROLES, ...ORGANISER_ROLES, PUBLIC_OPERATION, INSTALLATION_OPERATION].map((role) => JSON.stringify(role)).join(' | ')}>;`,
    '',
    '/** Who may call each operation: `public` (no token needed) and the roles the server lets through. */',
    'export const OPERATION_ROLES: { readonly [Id in keyof operations]: Access } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

export async function renderScreenRoutes(): Promise<string> {
  const roles = await contractRoles();
  const entries = SIGNED_IN_SCREENS.flatMap((screen) => {
    if (!('path' in screen)) return [];
    const access = roles.get(screen.operation);
    if (access === undefined) throw new Error(`The contract has no x-roles for ${screen.operation}, which opens the ${screen.name} screen`);
    return [`  ${screen.name}: { path: ${JSON.stringify(screen.path)}, roles: ${accessText(access)}, sidebar: ${screen.sidebar} },`];
  });
  return [
    '// Generated from the descriptors of src/machines/signed-in-screens.ts and the `x-roles` of openapi/exhibitor-portal.yaml by `npm run gen:api`. Do not edit.',
    'import type { OperationAccess } from "../../rules/roles.ts";',
    '',
    '/**',
    ' * Each signed-in screen with an address, in the sidebar\'s order: its address, who may open it (the',
    ' * x-roles of the operation it opens with) and whether the sidebar lists it.',
    ' */',
    'export const PORTAL_SCREEN_ROUTES = {',
    ...entries,
    '} as const satisfies { readonly [screen: string]: { readonly path: `/${string}`; readonly roles: OperationAccess; readonly sidebar: boolean } };',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(operationRolesPath, await renderOperationRoles());
  await writeFile(screenRoutesPath, await renderScreenRoutes());
}
