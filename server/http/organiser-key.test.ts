import { describe, expect, it } from 'vitest';
import { readOperationRoles } from './role-guard.ts';
import { loadOpenApiDocument, openApiPath } from './contract-document.ts';
import { organiserKeyMatches } from './organiser-key.ts';

describe('the organiser key', () => {
  it('matches only the configured key, whatever the lengths', () => {
    expect(organiserKeyMatches('s3cret-organiser-key', 's3cret-organiser-key')).toBe(true);
    expect(organiserKeyMatches('s3cret-organiser-key', 's3cret-organiser-kex')).toBe(false);
    expect(organiserKeyMatches('s3cret-organiser-key', '')).toBe(false);
    expect(organiserKeyMatches('s3cret-organiser-key', 's3cret-organiser-key-and-more')).toBe(false);
  });

  it('is the only access of the decision operation, which no team role may call', async () => {
    const roles = readOperationRoles(await loadOpenApiDocument(openApiPath));
    expect(roles.get('decideReferralRegistration')).toEqual(['installation']);
    expect(roles.get('registerGuest')).toEqual(['public']);
    expect(roles.get('createPassGuestLink')).toEqual(['owner', 'admin', 'staff']);
  });
});
