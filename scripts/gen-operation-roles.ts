// Writes src/api/operation-roles.ts from the contract's `x-roles`, so the browser hides what a role
// may not do from the same list the server enforces. Part of `npm run gen:api`; never edit the output.
import { writeFile } from 'node:fs/promises';
import { ORGANISER_OPERATION, PUBLIC_OPERATION, ROLES } from '../src/rules/roles.ts';
import { readOperationRoles } from '../server/http/operation-roles.ts';
import { loadOpenApiDocument, openApiPath } from '../server/http/openapi.ts';

export const operationRolesPath = new URL('../src/api/operation-roles.ts', import.meta.url);

export async function renderOperationRoles(): Promise<string> {
  const roles = readOperationRoles(await loadOpenApiDocument(openApiPath));
  const entries = [...roles.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, access]) => `  ${id}: ${JSON.stringify(access).replaceAll(",", ", ")},`);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(operationRolesPath, await renderOperationRoles());
}
