import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SECOND_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { dbKinds, signInExhibitor, unknownId, useSeededApi } from '../testing/api-test-kit.ts';
import { teamRefusals } from '../testing/team-refusals.ts';

describe.each(dbKinds)('team handlers on %s', (kind) => {
  const api = useSeededApi(kind);
  let borealisOwnerId: string;
  beforeAll(async () => {
    const list = await api.borealis.call('GET', '/api/team-members');
    borealisOwnerId = list.body.data[0]._id;
  });

  const expectRefused = teamRefusals(api);

  it('lists the company’s own members, the account owner first, then oldest first', async () => {
    const answer = await api.acme.call('GET', '/api/team-members');
    expect(answer.status).toBe(200);
    const names = answer.body.data.map((m: { fullName: string }) => m.fullName);
    expect(names[0]).toBe('Asha Rao');
    expect([...names.slice(1)].sort()).toEqual(DEMO_TEAM.map((m) => m.fullName).sort());
    const created = answer.body.data.slice(1).map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(answer.body.data[0]).toMatchObject({
      isParentExhibitor: true,
      authenticationId: DEMO_ADMIN.mobile,
      phoneCode: '91',
      parentExhibitor: api.acme.user.exhibitorId,
      event: api.acme.eventId,
      userType: 'exhibitor',
    });
    const borealis = await api.borealis.call('GET', '/api/team-members');
    expect(borealis.body.data.map((m: { fullName: string }) => m.fullName)).toEqual(['Ingrid Halvorsen']);
  });

  it('creates a member from the form state with phone code 91 by default', async () => {
    const answer = await api.acme.call('POST', '/api/team-members', { fullName: '  Ravi Kumar ', emailId: 'Ravi@Acme.example', phoneId: '', designation: 'manager', bio: '' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      fullName: 'Ravi Kumar',
      emailId: 'ravi@acme.example',
      phoneCode: '91',
      authenticationId: null,
      designation: 'manager',
      bio: null,
      isParentExhibitor: false,
      parentExhibitor: api.acme.user.exhibitorId,
    });
    const list = await api.acme.call('GET', '/api/team-members');
    expect(list.body.data.at(-1)._id).toBe(answer.body.data._id);
  });

  it('a member added with a mobile number signs in with it and sees the same company', async () => {
    const created = await api.acme.call('POST', '/api/team-members', { fullName: 'Lena Park', phoneCode: '+91', authenticationId: '9800011122' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ phoneCode: '91', authenticationId: '9800011122' });
    const lena = await signInExhibitor(api.url, '9800011122');
    expect(lena.user.exhibitorId).toBe(api.acme.user.exhibitorId);
    const company = await api.call('GET', '/api/company', { token: lena.token });
    expect(company.body.data.name).toBe('Acme Robotics');

    // Deleting her removes her account: the token stops working at once.
    const deleted = await api.acme.call('DELETE', `/api/team-members/${created.body.data._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect((await api.call('GET', '/api/company', { token: lena.token })).status).toBe(401);
  });

  it('changing a signed-in member’s number moves their sign-in to the new number', async () => {
    const created = await api.acme.call('POST', '/api/team-members', { fullName: 'Omar Haddad', authenticationId: '9800033344' });
    await signInExhibitor(api.url, '9800033344');
    const updated = await api.acme.call('PUT', `/api/team-members/${created.body.data._id}`, { authenticationId: '9800055566', location: 'Pune' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ authenticationId: '9800055566', location: 'Pune', fullName: 'Omar Haddad' });
    const omar = await signInExhibitor(api.url, '9800055566');
    expect(omar.user.exhibitorId).toBe(api.acme.user.exhibitorId);
    // The old number now belongs to nobody and can be given to someone else.
    const reused = await api.borealis.call('POST', '/api/team-members', { fullName: 'Kari Nordmann', authenticationId: '9800033344' });
    expect(reused.status).toBe(201);
  });

  it.each([
    ['another company’s account owner', DEMO_SECOND_ADMIN.mobile],
    ['its own account owner', DEMO_ADMIN.mobile],
    ['another member of the team', DEMO_TEAM[0].authenticationId],
  ])('refuses a number already used by %s with 409', async (_label, mobile) => {
    const answer = await expectRefused(
      'POST',
      '/api/team-members',
      { token: api.acme.token, json: { fullName: 'Duplicate', phoneCode: '91', authenticationId: mobile } },
      409,
      /already used/,
    );
    expect(answer.body.errors[0].path).toBe('/authenticationId');
  });

  it('refuses to move a member to a taken number with 409', async () => {
    const list = await api.acme.call('GET', '/api/team-members');
    const meera = list.body.data.find((m: { fullName: string }) => m.fullName === 'Meera Iyer');
    await expectRefused(
      'PUT',
      `/api/team-members/${meera._id}`,
      { token: api.acme.token, json: { authenticationId: DEMO_SECOND_ADMIN.mobile } },
      409,
      /already used/,
    );
  });

  it.each([
    ['no fullName', { emailId: 'a@b.example' }],
    ['an empty fullName', { fullName: '' }],
    ['a blank fullName', { fullName: '   ' }],
    ['a fullName of the wrong type', { fullName: 7 }],
    ['a malformed email', { fullName: 'A', emailId: 'nope' }],
    ['letters in the number', { fullName: 'A', authenticationId: '98ab765432' }],
    ['an unknown field', { fullName: 'A', nickname: 'Al' }],
    ['an unknown role', { fullName: 'A', role: 'boss' }],
    ['a script link', { fullName: 'A', linkedIn: 'javascript:alert(1)' }],
  ])('POST with %s answers 400 and changes nothing', async (_label, json) => {
    await expectRefused('POST', '/api/team-members', { token: api.acme.token, json }, 400);
  });

  it('PUT with wrong types answers 400 and changes nothing', async () => {
    const list = await api.acme.call('GET', '/api/team-members');
    await expectRefused('PUT', `/api/team-members/${list.body.data[1]._id}`, { token: api.acme.token, json: { fullName: '' } }, 400);
    await expectRefused('PUT', `/api/team-members/${list.body.data[1]._id}`, { token: api.acme.token, json: { bio: 5 } }, 400);
  });

  it('another company’s member answers 404 to update and delete, and nothing changes', async () => {
    await expectRefused('PUT', `/api/team-members/${borealisOwnerId}`, { token: api.acme.token, json: { fullName: 'Taken over' } }, 404, 'Team member not found');
    await expectRefused('DELETE', `/api/team-members/${borealisOwnerId}`, { token: api.acme.token }, 404, 'Team member not found');
  });

  it('unknown and malformed ids are refused without a server error', async () => {
    await expectRefused('PUT', `/api/team-members/${unknownId}`, { token: api.acme.token, json: { bio: 'x' } }, 404);
    await expectRefused('DELETE', `/api/team-members/${unknownId}`, { token: api.acme.token }, 404);
    await expectRefused('DELETE', '/api/team-members/not-a-uuid', { token: api.acme.token }, 400);
    await expectRefused('PUT', '/api/team-members/1%27%20or%201=1', { token: api.acme.token, json: { bio: 'x' } }, 400);
  });

  it('the account owner cannot be removed (409) and their number cannot be cleared', async () => {
    const list = await api.acme.call('GET', '/api/team-members');
    const owner = list.body.data[0];
    await expectRefused('DELETE', `/api/team-members/${owner._id}`, { token: api.acme.token }, 409, 'The account owner cannot be removed.');
    await expectRefused('PUT', `/api/team-members/${owner._id}`, { token: api.acme.token, json: { authenticationId: '' } }, 409);
  });

  it.each([
    ['GET', '/api/team-members'],
    ['POST', '/api/team-members'],
    ['PUT', `/api/team-members/${unknownId}`],
    ['DELETE', `/api/team-members/${unknownId}`],
  ])('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const json = method === 'POST' || method === 'PUT' ? { fullName: 'Nobody' } : undefined;
    await expectRefused(method, path, { json }, 401, 'Unauthorized');
  });
});
