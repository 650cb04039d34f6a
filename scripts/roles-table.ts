// The README's tables of who may do what, rendered from the contract's `x-roles`: the team's roles on
// the exhibitors' operations, and the organiser's roles on the console's. The README test
// (tests/unit/readme-roles.test.ts) fails when they differ. `npx tsx scripts/roles-table.ts` prints both.
import { loadOpenApiDocument, listOperations } from '../server/http/contract-document.ts';
import { readOperationRoles } from '../server/http/role-guard.ts';
import { isOrganiserRole, isRole, ORGANISER_ROLES, ROLES, type OperationAccess } from '../src/rules/roles.ts';

async function renderTable(roles: readonly string[], listed: (access: OperationAccess) => boolean): Promise<string> {
  const document = await loadOpenApiDocument();
  const access = readOperationRoles(document);
  const header = `| Operation | ${roles.join(' | ')} |`;
  const rule = `| --- | ${roles.map(() => ':---:').join(' | ')} |`;
  const rows = listOperations(document)
    .filter(({ operationId }) => listed(access.get(operationId)!))
    .map(({ operationId, method, path }) => {
      const allowed = access.get(operationId)! as readonly string[];
      const cells = roles.map((role) => (allowed.includes(role) ? '✓' : ''));
      return `| \`${method} ${path}\` (${operationId}) | ${cells.join(' | ')} |`;
    });
  return [header, rule, ...rows].join('\n');
}

/** The exhibitors' operations a team role may call (signed-out and machine-to-machine ones left out). */
export const renderRolesTable = (): Promise<string> => renderTable(ROLES, (access) => access.some(isRole));

/** The console's operations, by organiser role (its sign-in, open to anyone, left out). */
export const renderOrganiserRolesTable = (): Promise<string> => renderTable(ORGANISER_ROLES, (access) => access.some(isOrganiserRole));

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${await renderRolesTable()}\n\n${await renderOrganiserRolesTable()}`);
