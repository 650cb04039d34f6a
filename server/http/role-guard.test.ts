import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, listOperations, type OpenApiDocument } from './contract-document.ts';
import { OperationRolesError, readOperationRoles } from './role-guard.ts';

const secured = [{ bearerAuth: [] }];
const doc = (operation: Record<string, unknown>): OpenApiDocument => ({
  openapi: '3.1.0',
  paths: { '/things': { get: { operationId: 'listThings', responses: {}, ...operation } } },
});

describe('x-roles of the contract', () => {
  it('gives every operation of openapi/exhibitor-portal.yaml an access list', async () => {
    const document = await loadOpenApiDocument();
    const roles = readOperationRoles(document);
    expect([...roles.keys()].sort()).toEqual(listOperations(document).map((o) => o.operationId).sort());
    expect(roles.get('deleteTeamMember')).toEqual(['owner', 'admin']);
    expect(roles.get('createLead')).toEqual(['owner', 'admin', 'staff', 'scanner']);
    expect(roles.get('loginMobileWithCountry')).toEqual(['public']);
  });

  it('refuses an operation without x-roles, naming it', () => {
    expect(() => readOperationRoles(doc({ security: secured }))).toThrow(OperationRolesError);
    expect(() => readOperationRoles(doc({ security: secured }))).toThrow('Operation listThings (GET /things) has no x-roles');
    expect(() => readOperationRoles(doc({ security: secured, 'x-roles': [] }))).toThrow('has no x-roles');
  });

  it('refuses an unknown role and a list that does not fit the token rule', () => {
    expect(() => readOperationRoles(doc({ security: secured, 'x-roles': ['owner', 'boss'] }))).toThrow('unknown role "boss"');
    expect(() => readOperationRoles(doc({ security: secured, 'x-roles': ['public'] }))).toThrow('its token is required');
    expect(() => readOperationRoles(doc({ 'x-roles': ['owner'] }))).toThrow('its token is not asked for');
    expect(() => readOperationRoles(doc({ security: [...secured, {}], 'x-roles': ['owner'] }))).toThrow('its token is optional');
  });

  it('reads a well-formed list as it is', () => {
    expect(readOperationRoles(doc({ security: secured, 'x-roles': ['owner', 'staff'] })).get('listThings')).toEqual(['owner', 'staff']);
    expect(readOperationRoles(doc({ 'x-roles': ['public'] })).get('listThings')).toEqual(['public']);
  });
});
