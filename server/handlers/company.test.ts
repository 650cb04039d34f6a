import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EXHIBITOR, DEMO_SECOND_EXHIBITOR } from '../demo/demo-data.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import { dbKinds, expectRefusedUnchanged, snapshot, useSeededApi } from '../testing/api-test-kit.ts';

describe.each(dbKinds)('company handlers on %s', (kind) => {
  const api = useSeededApi(kind);

  const profileRow = async (exhibitorId: string) =>
    (await api.db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId)))[0]!;

  it('GET /company answers the header summary of the token’s company', async () => {
    const acme = await api.acme.call('GET', '/api/company');
    expect(acme.status).toBe(200);
    expect(acme.body).toEqual({
      success: true,
      data: { name: DEMO_EXHIBITOR.name, logoUrl: DEMO_EXHIBITOR.logo, boothNumber: 'B-204' },
    });
    const borealis = await api.borealis.call('GET', '/api/company');
    expect(borealis.body.data).toEqual({ name: DEMO_SECOND_EXHIBITOR.name, logoUrl: '', boothNumber: 'C-112' });
  });

  it('GET /company-profile answers every profile field', async () => {
    const answer = await api.acme.call('GET', '/api/company-profile');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: api.acme.user.exhibitorId,
      name: DEMO_EXHIBITOR.name,
      industry: DEMO_EXHIBITOR.industry,
      website: DEMO_EXHIBITOR.website,
      logo: DEMO_EXHIBITOR.logo,
      zipCode: DEMO_EXHIBITOR.zipCode,
      email: DEMO_EXHIBITOR.email,
    });
    expect(Object.keys(answer.body.data)).toHaveLength(20);
  });

  it('PUT /company-profile trims, clears empty fields, keeps absent ones and answers the saved profile', async () => {
    const before = await profileRow(api.borealis.user.exhibitorId);
    const answer = await api.borealis.call('PUT', '/api/company-profile', { name: '  Borealis Analytics AS ', industry: ' Data ', website: '', twitter: null, email: 'sales@borealis.example' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Company profile updated successfully');
    expect(answer.body.data).toMatchObject({
      name: 'Borealis Analytics AS',
      industry: 'Data',
      website: null,
      twitter: null,
      email: 'sales@borealis.example',
      boothLocation: before.boothLocation,
      description: before.description,
    });
    const after = await profileRow(api.borealis.user.exhibitorId);
    expect(after.name).toBe('Borealis Analytics AS');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const reread = await api.borealis.call('GET', '/api/company-profile');
    expect(reread.body.data).toEqual(answer.body.data);
  });

  it.each([
    ['no name', { industry: 'x' }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name of the wrong type', { name: 42 }],
    ['an invalid website', { name: 'Acme', website: 'not a url' }],
    ['a script website', { name: 'Acme', website: 'javascript:alert(1)' }],
    // The browser's web-address rule (src/rules/field-rules.ts) wants a host after the scheme.
    ['a website without a host', { name: 'Acme', website: 'https://' }],
    ['a script logo', { name: 'Acme', logo: 'javascript:alert(1)' }],
    ['an invalid email', { name: 'Acme', email: 'nope' }],
    ['an unknown field', { name: 'Acme', owner: 'me' }],
    ['an over-long name', { name: 'n'.repeat(201) }],
  ])('PUT /company-profile with %s answers 400 and changes nothing', async (_label, json) => {
    await expectRefusedUnchanged(
      () => snapshot(api.db, exhibitors),
      () => api.acme.call('PUT', '/api/company-profile', json),
      400,
    );
  });

  it('names the field in the blank-name message', async () => {
    const answer = await api.acme.call('PUT', '/api/company-profile', { name: '  ' });
    expect(answer.body.message).toBe('Company name is required');
    expect(answer.body.errors).toEqual([{ path: '/name', message: 'Company name is required' }]);
  });

  it.each([
    ['GET', '/api/company'],
    ['GET', '/api/company-profile'],
    ['PUT', '/api/company-profile'],
  ])('%s %s without a valid token answers 401 and changes nothing', async (method, path) => {
    const before = await snapshot(api.db, exhibitors);
    const json = method === 'PUT' ? { name: 'Hijacked' } : undefined;
    for (const token of [undefined, 'not-a-real-token']) {
      const answer = await api.call(method, path, { token, json });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, message: 'Unauthorized' });
    }
    expect(await snapshot(api.db, exhibitors)).toEqual(before);
  });

  it('a revoked token answers 401', async () => {
    const logout = await api.acme.call('POST', '/api/auth/logout');
    expect(logout.status).toBe(200);
    const answer = await api.acme.call('GET', '/api/company');
    expect(answer.status).toBe(401);
  });
});
