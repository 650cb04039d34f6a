// The team's row rules beyond x-roles: the owner's row is the owner's, only the owner changes a
// sign-in number, nobody changes their own role or hands out `owner`. Above all, the takeover the
// issue describes (a member puts their own number on the owner's row and so signs in as the owner)
// is refused on every route, and the owner still signs in with their own number afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, teamMembers, users } from '../db/schema/all-tables.ts';
import { TEAM_MESSAGES } from '../team/rules.ts';
import { dbKinds, useSeededApi } from '../testing/api-test-kit.ts';
import { signInDemoTeam, type DemoTeam } from '../testing/demo-team.ts';
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
  const team = {} as DemoTeam;
  let ids: Record<'owner' | 'admin' | 'staff' | 'scanner', string>;

  beforeAll(async () => {
    await signInDemoTeam(api, team);
    const list = (await api.acme.call('GET', '/api/team-members')).body.data as Listed[];
    const byName = (name: string) => list.find((member) => member.fullName === name)!._id;
    ids = { owner: list[0]!._id, admin: byName(VIKRAM.fullName), staff: byName(MEERA.fullName), scanner: byName(DANIEL.fullName) };
  });

  const refused = teamRefusals(api);
  const list = async () => (await api.acme.call('GET', '/api/team-members')).body.data as Listed[];

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
      await refused('PUT', ownerPath(), { token: team.staff.token, json: mine }, 403, 'Only the company owner or an admin can do this.');
      await refused('DELETE', ownerPath(), { token: team.staff.token }, 403);
      await refused('POST', `${ownerPath()}/transfer-ownership`, { token: team.staff.token }, 403, 'Only the company owner can do this.');
      await refused('PUT', `/api/team-members/${ids.staff}`, { token: team.staff.token, json: { role: 'admin' } }, 403);
      await refused('POST', '/api/team-members', { token: team.staff.token, json: { fullName: 'Me again', authenticationId: '9800077001' } }, 403);
    });

    it('an admin cannot put their number on the owner’s row, nor reach the owner’s account another way', async () => {
      const mine = { phoneCode: '91', authenticationId: VIKRAM.authenticationId };
      await refused('PUT', ownerPath(), { token: team.admin.token, json: mine }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      // A free number on the owner's row, or only another calling code: still the owner's row.
      await refused('PUT', ownerPath(), { token: team.admin.token, json: { authenticationId: '9800077002' } }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('PUT', ownerPath(), { token: team.admin.token, json: { phoneCode: '44' } }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('PUT', ownerPath(), { token: team.admin.token, json: { emailId: 'vikram@acme-robotics.example' } }, 403);
      await refused('PUT', ownerPath(), { token: team.admin.token, json: { role: 'staff' } }, 403);
      await refused('DELETE', ownerPath(), { token: team.admin.token }, 403, TEAM_MESSAGES.ownerRowIsOwners);
      await refused('DELETE', `${ownerPath()}/invite`, { token: team.admin.token }, 403);
      await refused('POST', `${ownerPath()}/transfer-ownership`, { token: team.admin.token }, 403, 'Only the company owner can do this.');
      await refused('POST', `/api/team-members/${ids.admin}/transfer-ownership`, { token: team.admin.token }, 403);
      // Making oneself the owner, or a new member owner, or a copy of the owner's number.
      await refused('PUT', `/api/team-members/${ids.admin}`, { token: team.admin.token, json: { role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
      await refused('POST', '/api/team-members', { token: team.admin.token, json: { fullName: 'New boss', role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
      await refused(
        'POST',
        '/api/team-members',
        { token: team.admin.token, json: { fullName: 'Asha Again', authenticationId: DEMO_ADMIN.mobile } },
        409,
        /already used/,
      );
      // Moving another member onto the owner's number.
      await refused(
        'PUT',
        `/api/team-members/${ids.staff}`,
        { token: team.admin.token, json: { authenticationId: DEMO_ADMIN.mobile } },
        403,
        TEAM_MESSAGES.numberOwnerOnly,
      );
    });

    it('the owner still signs in with their own number and is still the owner', async () => {
      // The owner's session and account are untouched, and the number still finds the owner's account.
      const me = await api.acme.call('GET', '/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ teamMemberId: ids.owner, role: 'owner', mobile: DEMO_ADMIN.mobile });
      const accounts = await api.db.select().from(users).where(eq(users.mobile, DEMO_ADMIN.mobile));
      expect(accounts.map((account) => account.id)).toEqual([api.acme.user._id]);
      const vikramAccounts = await api.db.select().from(users).where(eq(users.mobile, VIKRAM.authenticationId));
      expect(vikramAccounts.map((account) => account.id)).toEqual([team.admin.user._id]);
      const [ownerRow] = await api.db.select().from(teamMembers).where(eq(teamMembers.id, ids.owner));
      expect(ownerRow).toMatchObject({ authenticationId: DEMO_ADMIN.mobile, phoneCode: '91', role: 'owner', isParentExhibitor: true });
    });
  });

  it('only the owner changes an existing member’s sign-in number; the rest of the row an admin may edit', async () => {
    await refused(
      'PUT',
      `/api/team-members/${ids.scanner}`,
      { token: team.admin.token, json: { authenticationId: '9800077003' } },
      403,
      'Only the company owner can change a sign-in number.',
    );
    await refused('PUT', `/api/team-members/${ids.admin}`, { token: team.admin.token, json: { authenticationId: '9800077004' } }, 403, TEAM_MESSAGES.numberOwnerOnly);
    // The form sends the number unchanged with every save: that is no change.
    const edited = await api.call('PUT', `/api/team-members/${ids.scanner}`, {
      token: team.admin.token,
      json: { phoneCode: '+91', authenticationId: DANIEL.authenticationId, location: 'Pune' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ location: 'Pune', authenticationId: DANIEL.authenticationId });
    // Nobody may put a number already used at the event, the owner neither.
    await refused('PUT', `/api/team-members/${ids.scanner}`, { token: api.acme.token, json: { authenticationId: MEERA.authenticationId } }, 409, /already used/);
  });

  it('nobody changes their own role, and owner is never given by an edit', async () => {
    await refused('PUT', `/api/team-members/${ids.admin}`, { token: team.admin.token, json: { role: 'staff' } }, 403, TEAM_MESSAGES.ownRole);
    await refused('PUT', `/api/team-members/${ids.owner}`, { token: api.acme.token, json: { role: 'admin' } }, 403, TEAM_MESSAGES.ownRole);
    await refused('PUT', `/api/team-members/${ids.staff}`, { token: api.acme.token, json: { role: 'owner' } }, 403, TEAM_MESSAGES.ownerNotAssignable);
    // Sending one's own role unchanged is no change.
    const same = await api.call('PUT', `/api/team-members/${ids.admin}`, { token: team.admin.token, json: { role: 'admin', location: 'Delhi' } });
    expect(same.status).toBe(200);
  });

  it('a role change counts on the member’s next request and is logged as old -> new', async () => {
    const created = await api.call('POST', '/api/team-members', { token: team.admin.token, json: { fullName: 'Kiran Rao', role: 'scanner' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ role: 'scanner', status: 'pending' });

    const promoted = await api.acme.call('PUT', `/api/team-members/${ids.staff}`, { role: 'admin' });
    expect(promoted.body.data.role).toBe('admin');
    expect((await api.call('GET', '/api/team-members', { token: team.staff.token })).status).toBe(200);
    const demoted = await api.call('PUT', `/api/team-members/${ids.staff}`, { token: team.admin.token, json: { role: 'scanner' } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role).toBe('scanner');
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, ids.staff));
    const summaries = entries.filter((entry) => entry.action === 'team.role').map((entry) => entry.summary);
    expect(summaries).toEqual(expect.arrayContaining([expect.stringContaining('staff -> admin'), expect.stringContaining('admin -> scanner')]));
    // The demotion counts on the very next request.
    const after = await api.call('GET', '/api/team-members', { token: team.staff.token });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe('Only the company owner or an admin can do this.');
    await api.call('PUT', `/api/team-members/${ids.staff}`, { token: team.admin.token, json: { role: 'staff' } });
  });

  it('records create, update and delete in the activity log', async () => {
    const created = await api.acme.call('POST', '/api/team-members', { fullName: 'Logged Person' });
    const id = created.body.data._id as string;
    await api.acme.call('PUT', `/api/team-members/${id}`, { designation: 'Intern' });
    await api.acme.call('DELETE', `/api/team-members/${id}`);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['team.create', 'team.delete', 'team.update']);
    expect(entries.every((entry) => entry.exhibitorId === api.acme.exhibitorId && entry.actorName === 'Asha Rao')).toBe(true);
  });
});
