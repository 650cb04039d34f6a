// The team's row rules beyond x-roles: the owner's row is the owner's, only the owner changes a
// sign-in number, nobody changes their own role or hands out `owner`. Above all, the takeover the
// issue describes (a member puts their own number on the owner's row and so signs in as the owner)
// is refused on every route, and the owner still signs in with their own number afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, teamMembers, users } from '../db/schema/all-tables.ts';
import { TEAM_MESSAGES } from '../team/rules.ts';
import { dbKinds, signInExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { teamRefusals } from '../testing/team-refusals.ts';

const [VIKRAM, MEERA, DANIEL] = DEMO_TEAM;

interface Listed {
  _id: string;
  fullName: string;
  role: string;
  status: string;
  invitedAt: string | null;
  authenticationId: string | null;
  isParentExhibitor: boolean;
}

describe.each(dbKinds)('team row rules on %s', (kind) => {
  const api = useSeededApi(kind);
  let admin: SignedInExhibitor;
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;
  let ids: Record<'owner' | 'admin' | 'staff' | 'scanner', string>;

  beforeAll(async () => {
    admin = await signInExhibitor(api.url, VIKRAM.authenticationId);
    staff = await signInExhibitor(api.url, MEERA.authenticationId);
    scanner = await signInExhibitor(api.url, DANIEL.authenticationId);
    const list = (await api.call('GET', '/api/team-members', { token: api.acme.token })).body.data as Listed[];
    const byName = (name: string) => list.find((member) => member.fullName === name)!._id;
    ids = { owner: list[0]!._id, admin: byName(VIKRAM.fullName), staff: byName(MEERA.fullName), scanner: byName(DANIEL.fullName) };
  });

  const { state, refused } = teamRefusals(api);
  const list = async () => (await api.call('GET', '/api/team-members', { token: api.acme.token })).body.data as Listed[];

  it('lists each member with role, status and invitedAt', async () => {
    const members = await list();
    expect(members[0]).toMatchObject({ fullName: 'Asha Rao', role: 'owner', status: 'active', isParentExhibitor: true });
    expect(members.find((m) => m._id === ids.admin)).toMatchObject({ role: 'admin', status: 'active' });
    expect(members.find((m) => m._id === ids.staff)).toMatchObject({ role: 'staff', status: 'active' });
    expect(members.find((m) => m._id === ids.scanner)).toMatchObject({ role: 'scanner', status: 'active' });
    for (const member of members) expect(member).toHaveProperty('invitedAt');
  });

  describe('the owner takeover is impossible', () => {
    const ownerPath = () => `/api/team-members/${ids.owner}`;

    it('booth staff cannot put their number on the owner’s row, or touch the team at all', async () => {
      const mine = { phoneCode: '91', authenticationId: MEERA.authenticationId };
      await refused('PUT', ownerPath(), { token: staff.token, json: mine }, 403, 'Only the company owner or an admin can do this.');
      await refused('DELETE', ownerPath(), { token: staff.token }, 403);
      await refused('POST', `${ownerPath()}/transfer-ownership`, { token: staff.token }, 403, 'Only the company owner can do this.');
      await refused('PUT', `/api/team-members/${ids.staff}`, { token: staff.token, json: { role: 'admin' } }, 403);
      await refused('POST', '/api/team-members', { token: staff.token, json: { fullName: 'Me again', authenticationId: '9800077001' } }, 403);
    });

    it('an admin cannot put their number on the owner’s row, nor reach the owner’s account another way', async () => {
      const mine = { phoneCode: '91', authenticationId: VIKRAM.authenticationId };
      await refused('PUT', ownerPath(), { token: admin.token, json: mine }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      // A free number on the owner's row, or only another calling code: still the owner's row.
      await refused('PUT', ownerPath(), { token: admin.token, json: { authenticationId: '9800077002' } }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('PUT', ownerPath(), { token: admin.token, json: { phoneCode: '44' } }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('PUT', ownerPath(), { token: admin.token, json: { emailId: 'vikram@acme-robotics.example' } }, 403);
      await refused('PUT', ownerPath(), { token: admin.token, json: { role: 'staff' } }, 403);
      await refused('DELETE', ownerPath(), { token: admin.token }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('DELETE', `${ownerPath()}/invite`, { token: admin.token }, 403);
      await refused('POST', `${ownerPath()}/transfer-ownership`, { token: admin.token }, 403, 'Only the company owner can do this.');
      await refused('POST', `/api/team-members/${ids.admin}/transfer-ownership`, { token: admin.token }, 403);
      // Making oneself the owner, or a new member owner, or a copy of the owner's number.
      await refused('PUT', `/api/team-members/${ids.admin}`, { token: admin.token, json: { role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
      await refused('POST', '/api/team-members', { token: admin.token, json: { fullName: 'New boss', role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
      await refused(
        'POST',
        '/api/team-members',
        { token: admin.token, json: { fullName: 'Asha Again', authenticationId: DEMO_ADMIN.mobile } },
        409,
        /already used/,
      );
      // Moving another member onto the owner's number.
      await refused(
        'PUT',
        `/api/team-members/${ids.staff}`,
        { token: admin.token, json: { authenticationId: DEMO_ADMIN.mobile } },
        403,
        TEAM_MESSAGES.numberOwnerOnly,
      );
    });

    it('the owner still signs in with their own number and is still the owner', async () => {
      // The owner's session and account are untouched, and the number still finds the owner's account.
      const me = await api.call('GET', '/api/auth/me', { token: api.acme.token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ teamMemberId: ids.owner, role: 'owner', mobile: DEMO_ADMIN.mobile });
      const accounts = await api.db.select().from(users).where(eq(users.mobile, DEMO_ADMIN.mobile));
      expect(accounts.map((account) => account.id)).toEqual([api.acme.user._id]);
      const vikramAccounts = await api.db.select().from(users).where(eq(users.mobile, VIKRAM.authenticationId));
      expect(vikramAccounts.map((account) => account.id)).toEqual([admin.user._id]);
      const [ownerRow] = await api.db.select().from(teamMembers).where(eq(teamMembers.id, ids.owner));
      expect(ownerRow).toMatchObject({ authenticationId: DEMO_ADMIN.mobile, phoneCode: '91', role: 'owner', isParentExhibitor: true });
    });
  });

  it('only the owner changes an existing member’s sign-in number; the rest of the row an admin may edit', async () => {
    await refused(
      'PUT',
      `/api/team-members/${ids.scanner}`,
      { token: admin.token, json: { authenticationId: '9800077003' } },
      403,
      'Only the company owner can change a sign-in number.',
    );
    await refused('PUT', `/api/team-members/${ids.admin}`, { token: admin.token, json: { authenticationId: '9800077004' } }, 403, TEAM_MESSAGES.numberOwnerOnly);
    // The form sends the number unchanged with every save: that is no change.
    const edited = await api.call('PUT', `/api/team-members/${ids.scanner}`, {
      token: admin.token,
      json: { phoneCode: '+91', authenticationId: DANIEL.authenticationId, location: 'Pune' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ location: 'Pune', authenticationId: DANIEL.authenticationId });
    // Nobody may put a number already used at the event, the owner neither.
    await refused(
      'PUT',
      `/api/team-members/${ids.scanner}`,
      { token: api.acme.token, json: { authenticationId: MEERA.authenticationId } },
      409,
      /already used/,
    );
  });

  it('nobody changes their own role, and owner is never given by an edit', async () => {
    await refused('PUT', `/api/team-members/${ids.admin}`, { token: admin.token, json: { role: 'staff' } }, 403, TEAM_MESSAGES.ownRole);
    await refused('PUT', `/api/team-members/${ids.owner}`, { token: api.acme.token, json: { role: 'admin' } }, 403, TEAM_MESSAGES.ownRole);
    await refused('PUT', `/api/team-members/${ids.staff}`, { token: api.acme.token, json: { role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
    // Sending one's own role unchanged is no change.
    const same = await api.call('PUT', `/api/team-members/${ids.admin}`, { token: admin.token, json: { role: 'admin', location: 'Delhi' } });
    expect(same.status).toBe(200);
  });

  it('a role change counts on the member’s next request and is logged as old -> new', async () => {
    const created = await api.call('POST', '/api/team-members', { token: admin.token, json: { fullName: 'Kiran Rao', role: 'scanner' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ role: 'scanner', status: 'pending' });

    const promoted = await api.call('PUT', `/api/team-members/${ids.staff}`, { token: api.acme.token, json: { role: 'admin' } });
    expect(promoted.body.data.role).toBe('admin');
    expect((await api.call('GET', '/api/team-members', { token: staff.token })).status).toBe(200);
    const demoted = await api.call('PUT', `/api/team-members/${ids.staff}`, { token: admin.token, json: { role: 'scanner' } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role).toBe('scanner');
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, ids.staff));
    const summaries = entries.filter((entry) => entry.action === 'team.role').map((entry) => entry.summary);
    expect(summaries).toEqual(expect.arrayContaining([expect.stringContaining('staff -> admin'), expect.stringContaining('admin -> scanner')]));
    // The demotion counts on the very next request.
    const after = await api.call('GET', '/api/team-members', { token: staff.token });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe('Only the company owner or an admin can do this.');
    await api.call('PUT', `/api/team-members/${ids.staff}`, { token: admin.token, json: { role: 'staff' } });
  });

  it('records create, update and delete in the activity log', async () => {
    const created = await api.call('POST', '/api/team-members', { token: api.acme.token, json: { fullName: 'Logged Person' } });
    const id = created.body.data._id as string;
    await api.call('PUT', `/api/team-members/${id}`, { token: api.acme.token, json: { designation: 'Intern' } });
    await api.call('DELETE', `/api/team-members/${id}`, { token: api.acme.token });
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['team.create', 'team.delete', 'team.update']);
    expect(entries.every((entry) => entry.exhibitorId === api.acme.exhibitorId && entry.actorName === 'Asha Rao')).toBe(true);
  });
});
