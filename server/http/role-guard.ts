// Who may call each operation comes from the contract: every operation carries `x-roles`, either
// `[public]` (no sign-in), the team roles the server lets through, the organiser roles of a console
// operation, or `[installation]` (the installation key). A missing or malformed list stops the server
// from starting, so an operation can never be open by omission, and a list mixing team and organiser
// roles, or naming roles the operation's token cannot carry, is refused the same way.
import type { preValidationAsyncHookHandler } from 'fastify';
import { INSTALLATION_OPERATION, isOrganiserRole, isRole, PUBLIC_OPERATION, refusalMessage, type OperationAccess } from '../../src/rules/roles.ts';
import { ApiError } from './api-error.ts';
import { listOperations, type OpenApiDocument } from './contract-document.ts';

export class OperationRolesError extends Error {}

function operationObject(document: OpenApiDocument, path: string, method: string): Record<string, unknown> {
  return document.paths![path]![method.toLowerCase()] as Record<string, unknown>;
}

/** How the operation (or the document, by default) asks for a bearer token. */
function securityOf(document: OpenApiDocument, operation: Record<string, unknown>): Array<Record<string, unknown>> {
  return (operation.security ?? document.security ?? []) as Array<Record<string, unknown>>;
}

function tokenRule(document: OpenApiDocument, operation: Record<string, unknown>): 'none' | 'optional' | 'required' {
  const security = securityOf(document, operation);
  const withToken = security.filter((requirement) => Object.keys(requirement).length > 0);
  if (withToken.length === 0) return 'none';
  return withToken.length < security.length ? 'optional' : 'required';
}

/** Every operation's access list, checked: throws naming the first operation that is wrong. */
export function readOperationRoles(document: OpenApiDocument): Map<string, OperationAccess> {
  const roles = new Map<string, OperationAccess>();
  for (const { operationId, method, path } of listOperations(document)) {
    const operation = operationObject(document, path, method);
    const declared: unknown = operation['x-roles'];
    const where = `${operationId} (${method} ${path})`;
    if (!Array.isArray(declared) || declared.length === 0) {
      throw new OperationRolesError(`Operation ${where} has no x-roles: list the roles that may call it, or [public].`);
    }
    const unknown = declared.find((role) => role !== PUBLIC_OPERATION && role !== INSTALLATION_OPERATION && !isRole(role) && !isOrganiserRole(role));
    if (unknown !== undefined) throw new OperationRolesError(`Operation ${where}: unknown role ${JSON.stringify(unknown)} in x-roles.`);
    const rule = tokenRule(document, operation);
    if (declared.includes(INSTALLATION_OPERATION)) {
      // The installation key is checked by its security handler; no person's role may call it.
      if (declared.length !== 1 || rule !== 'required') throw new OperationRolesError(`Operation ${where}: [installation] stands alone and needs its key scheme.`);
      roles.set(operationId, declared as OperationAccess);
      continue;
    }
    // A console operation takes only an organiser's token, and lists only organisers' roles: the
    // two kinds of account never share an operation.
    const forOrganisers = securityOf(document, operation).some((requirement) => 'organiserAuth' in requirement);
    const organiserRoles = declared.filter(isOrganiserRole);
    if (forOrganisers ? rule !== 'required' || organiserRoles.length !== declared.length : organiserRoles.length > 0) {
      throw new OperationRolesError(`Operation ${where}: organiser roles go only, and alone, on operations that require organiserAuth.`);
    }
    const isPublic = declared.includes(PUBLIC_OPERATION);
    const expected = rule === 'none' ? 'only [public]' : rule === 'required' ? 'roles and not public' : 'public and roles';
    const fits =
      rule === 'none' ? isPublic && declared.length === 1 : rule === 'required' ? !isPublic : isPublic && declared.length > 1;
    if (!fits) throw new OperationRolesError(`Operation ${where}: its token is ${rule === 'none' ? 'not asked for' : rule}, so x-roles lists ${expected}.`);
    roles.set(operationId, declared as OperationAccess);
  }
  return roles;
}

/**
 * The check of one operation's roles, run right after the bearer token has been read and before
 * the request is validated: a role that may not call the operation gets 403 whatever it sent, and
 * learns nothing from validation. `request.auth` carries the role read from the team on this very
 * request, so a demoted or removed member is refused at once. Undefined for operations anyone may
 * call.
 */
export function roleGuard(access: OperationAccess | undefined): preValidationAsyncHookHandler | undefined {
  if (access === undefined || (access.length === 1 && (access[0] === PUBLIC_OPERATION || access[0] === INSTALLATION_OPERATION))) return undefined;
  return async (request) => {
    // One of the two is set by the operation's own security handler, never both.
    const role = request.auth?.role ?? request.organiser?.role;
    if (role === undefined) {
      // An optional token left out: the handler answers what a signed-out caller may see.
      if (access.includes(PUBLIC_OPERATION)) return;
      throw new ApiError(401, 'Unauthorized');
    }
    if (!access.includes(role)) throw new ApiError(403, refusalMessage(access));
  };
}
