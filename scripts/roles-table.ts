// The README's table of who may do what, rendered from the contract's `x-roles`; the README test
// (tests/unit/readme-roles.test.ts) fails when the two differ. `npx tsx scripts/roles-table.ts`
// prints it.
import { loadOpenApiDocument, listOperations } from '../server/http/contract-document.ts';
import { readOperationRoles } from '../server/http/role-guard.ts';
import { PUBLIC_OPERATION, ROLES } from '../src/rules/roles.ts';

export async function renderRolesTable(): Promise<string> {
  const document = await loadOpenApiDocument();
  const access = readOperationRoles(document);
  const header = `| Operation | ${ROLES.join(' | ')} |`;
  const rule = `| --- | ${ROLES.map(() => ':---:').join(' | ')} |`;
  const rows = listOperations(document)
    .filter(({ operationId }) => !(access.get(operationId)!.length === 1 && access.get(operationId)![0] === PUBLIC_OPERATION))
    .map(({ operationId, method, path }) => {
      const allowed = access.get(operationId)!;
      const cells = ROLES.map((role) => (allowed.includes(role) ? '✓' : ''));
      return `| \`${method} ${path}\` (${operationId}) | ${cells.join(' | ')} |`;
    });
  return [header, rule, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await renderRolesTable());
