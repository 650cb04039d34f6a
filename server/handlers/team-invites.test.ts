// Invitations: a new member gets an SMS (and an e-mail when they have an address) with a link to the
// login screen; the member is Pending until the first sign-in; an invitation can be re-sent (with
// the OTP resend cooldown) and revoked; the owner hands the company to a signed-in admin. The
// e-mail goes to a real SMTP server started here when SMTP_URL is set, to the dev outbox when not,
// and a mail server that is down never loses the member.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, teamMembers } from '../db/schema/all-tables.ts';
import { TEAM_MESSAGES } from '../team/rules.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { dbKinds, signInExhibitor, snapshot, useApiServer, type ApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { teamRefusals } from '../testing/team-refusals.ts';

/** Short enough to wait out in a test, long enough that an immediate resend is refused. */
const COOLDOWN_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxSms {
  mobile: string;
  phoneCode: string;
  code: string | null;
  body: string;
}
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(server: ApiServer, query: string): Promise<{ sms: OutboxSms[]; mails: OutboxMail[] }> {
  const answer = await server.call('GET', `/api/dev/outbox?${query}`);
  expect(answer.status).toBe(200);
  return { sms: answer.body.data, mails: answer.body.mails };
}

const linkFor = (server: ApiServer, mobile: string) => `${server.url}/exhibitor/login?mobile=${mobile}&phoneCode=91`;

/** The demo owner signs in and adds a member, as each mail-server case starts. */
async function addMemberAsOwner(api: ApiServer, member: object) {
  const owner = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
  const created = await api.call('POST', '/api/team-members', { token: owner.token, json: member });
  return { owner, created };
}

describe.each(dbKinds)('team invitations through the dev outbox on %s', (kind) => {
  const api = useApiServer(kind, { env: { OTP_RESEND_SECONDS: String(COOLDOWN_SECONDS) } });
  let owner: SignedInExhibitor;
  beforeAll(async () => {
    owner = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
  });
  const refused = teamRefusals(api);

  it('adding a member sends an SMS and an e-mail with the sign-in link; the member is Pending', async () => {
    const created = await api.call('POST', '/api/team-members', {
      token: owner.token,
      json: { fullName: 'Nadia Khan', emailId: 'Nadia@Acme.example', authenticationId: '9800088001', role: 'staff' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Team member added successfully!');
    expect(created.body.data).toMatchObject({ role: 'staff', status: 'pending', invitedAt: expect.any(String) });

    const { sms, mails } = await outbox(api, 'mobile=9800088001&email=nadia@acme.example');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ phoneCode: '91', mobile: '9800088001', code: null });
    expect(sms[0]!.body).toContain('Acme Robotics');
    expect(sms[0]!.body).toContain('Asha Rao');
    expect(sms[0]!.body).toContain(linkFor(api, '9800088001'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Acme Robotics');
    expect(mails[0]!.text).toContain(linkFor(api, '9800088001'));
    const event = (await api.call('GET', '/api/auth/domain-event')).body.data.domainData.event.title as string;
    expect(event.length).toBeGreaterThan(0);
    expect(sms[0]!.body).toContain(event);
    expect(mails[0]!.text).toContain(event);

    // The first sign-in makes the member Active.
    const nadia = await signInExhibitor(api.url, '9800088001');
    expect(nadia.user.role).toBe('staff');
    const list = await api.call('GET', '/api/team-members', { token: owner.token });
    expect(list.body.data.find((m: { _id: string }) => m._id === created.body.data._id).status).toBe('active');
    // Nothing to resend or revoke for someone who signed in.
    await refused('POST', `/api/team-members/${created.body.data._id}/invite`, { token: owner.token }, 409, TEAM_MESSAGES.alreadyJoinedResend);
    await refused('DELETE', `/api/team-members/${created.body.data._id}/invite`, { token: owner.token }, 409, /already signed in; remove them instead/);
  });

  it('a member without number or address is added without an invitation, and cannot be sent one', async () => {
    const created = await api.call('POST', '/api/team-members', { token: owner.token, json: { fullName: 'No Contact' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', invitedAt: null, role: 'staff' });
    await refused('POST', `/api/team-members/${created.body.data._id}/invite`, { token: owner.token }, 409, TEAM_MESSAGES.nothingToSendTo);
  });

  it('an invitation is re-sent only after the OTP resend cooldown, with Retry-After before it', async () => {
    const created = await api.call('POST', '/api/team-members', {
      token: owner.token,
      json: { fullName: 'Ravi Menon', authenticationId: '9800088002', role: 'scanner' },
    });
    const id = created.body.data._id as string;
    const tooSoon = await refused('POST', `/api/team-members/${id}/invite`, { token: owner.token }, 429, /send it again in \d+ (second|minute)s?\./);
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(COOLDOWN_SECONDS);

    await sleep(COOLDOWN_SECONDS * 1000 + 200);
    const admin = await signInExhibitor(api.url, DEMO_TEAM[0].authenticationId);
    const resent = await api.call('POST', `/api/team-members/${id}/invite`, { token: admin.token });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Invitation sent to Ravi Menon.');
    expect(Date.parse(resent.body.data.invitedAt)).toBeGreaterThan(Date.parse(created.body.data.invitedAt));
    const { sms } = await outbox(api, 'mobile=9800088002');
    expect(sms).toHaveLength(2);
    expect(sms.every((message) => message.body.includes(linkFor(api, '9800088002')))).toBe(true);
    const [logged] = await api.db.select().from(activityLog).where(eq(activityLog.action, 'team.invite'));
    expect(logged).toMatchObject({ subjectId: id, actorName: DEMO_TEAM[0].fullName });

    // Staff and scanners cannot send invitations.
    const staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    await refused('POST', `/api/team-members/${id}/invite`, { token: staff.token }, 403, 'Only the company owner or an admin can do this.');
  });

  it('revoking removes the pending member and their sign-in', async () => {
    const created = await api.call('POST', '/api/team-members', {
      token: owner.token,
      json: { fullName: 'Temp Person', authenticationId: '9800088003' },
    });
    const id = created.body.data._id as string;
    const revoked = await api.call('DELETE', `/api/team-members/${id}/invite`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, message: 'Invitation revoked.' });
    expect(await api.db.select().from(teamMembers).where(eq(teamMembers.id, id))).toEqual([]);
    await expect(signInExhibitor(api.url, '9800088003')).rejects.toThrow(/No code in the outbox/);
    const [logged] = await api.db.select().from(activityLog).where(eq(activityLog.action, 'team.revoke'));
    expect(logged).toMatchObject({ subjectId: id, summary: 'Revoked the invitation of Temp Person' });
    await refused('DELETE', `/api/team-members/${id}/invite`, { token: owner.token }, 404);
  });

  it('ownership goes only to a signed-in admin; the old owner becomes an admin', async () => {
    const list = async () =>
      (await api.call('GET', '/api/team-members', { token: owner.token })).body.data as Array<{
        _id: string;
        fullName: string;
        role: string;
        isParentExhibitor: boolean;
      }>;
    const members = await list();
    const idOf = (name: string) => members.find((m) => m.fullName === name)!._id;
    const pendingAdmin = await api.call('POST', '/api/team-members', { token: owner.token, json: { fullName: 'Fresh Admin', role: 'admin' } });

    await refused('POST', `/api/team-members/${idOf('Meera Iyer')}/transfer-ownership`, { token: owner.token }, 409, TEAM_MESSAGES.transferTarget);
    await refused('POST', `/api/team-members/${pendingAdmin.body.data._id}/transfer-ownership`, { token: owner.token }, 409, TEAM_MESSAGES.transferTarget);
    await refused('POST', `/api/team-members/${idOf('Asha Rao')}/transfer-ownership`, { token: owner.token }, 409, TEAM_MESSAGES.transferSelf);

    const vikram = idOf('Vikram Shah'); // signed in during the resend test
    const moved = await api.call('POST', `/api/team-members/${vikram}/transfer-ownership`, { token: owner.token });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ _id: vikram, role: 'owner', isParentExhibitor: true });
    const after = await list();
    expect(after[0]).toMatchObject({ fullName: 'Vikram Shah', role: 'owner', isParentExhibitor: true });
    expect(after.find((m) => m.fullName === 'Asha Rao')).toMatchObject({ role: 'admin', isParentExhibitor: false });
    // Asha is an admin now: owner-only operations refuse her at once.
    await refused('POST', `/api/team-members/${vikram}/transfer-ownership`, { token: owner.token }, 403, 'Only the company owner can do this.');
    const [logged] = await api.db.select().from(activityLog).where(eq(activityLog.action, 'team.transfer'));
    expect(logged).toMatchObject({ subjectId: vikram, actorName: 'Asha Rao' });
  });
});

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('team invitations by SMTP', () => {
  let smtp: SmtpCatcher;
  let smtpUrl = '';
  let downPort = 0;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    smtpUrl = smtp.url;
    downPort = await closedPort();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  describe('with a working mail server', () => {
    const api = useApiServer('pglite', () => ({
      env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Acme Booth <booth@portal.example>' },
    }));

    it('the invitation e-mail arrives with the link; nothing is written to the dev mail outbox', async () => {
      const { owner, created } = await addMemberAsOwner(api, { fullName: 'Lina Ortiz', emailId: 'lina@acme.example', authenticationId: '9800088101' });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Team member added successfully!');
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('booth@portal.example');
      expect(mail.to).toEqual(['lina@acme.example']);
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toContain('Acme Robotics');
      expect(text).toContain(linkFor(api, '9800088101'));
      expect((await outbox(api, 'email=lina@acme.example')).mails).toEqual([]);
    });
  });

  describe('with the mail server down', () => {
    const api = useApiServer('pglite', () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${downPort}`, OTP_RESEND_SECONDS: '0' } }));

    it('keeps the member, says the e-mail could not be sent, and still sends the SMS', async () => {
      const { owner, created } = await addMemberAsOwner(api, { fullName: 'Omar Said', emailId: 'omar@acme.example', authenticationId: '9800088102' });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(
        'Team member added successfully! The invitation by e-mail could not be sent; use Resend invite to try again.',
      );
      expect(created.body.data).toMatchObject({ fullName: 'Omar Said', status: 'pending', invitedAt: expect.any(String) });
      expect((await outbox(api, 'mobile=9800088102')).sms).toHaveLength(1);
    });

    it('an e-mail-only member is kept uninvited; a resend that reaches nobody answers 502 and changes nothing', async () => {
      const { owner, created } = await addMemberAsOwner(api, { fullName: 'Mail Only', emailId: 'mail.only@acme.example' });
      expect(created.status).toBe(201);
      expect(created.body.message).toContain('could not be sent');
      expect(created.body.data.invitedAt).toBeNull();
      const before = await snapshot(api.db, teamMembers);
      const resent = await api.call('POST', `/api/team-members/${created.body.data._id}/invite`, { token: owner.token });
      expect(resent.status).toBe(502);
      expect(resent.body.message).toBe(TEAM_MESSAGES.inviteNotDelivered);
      expect(await snapshot(api.db, teamMembers)).toEqual(before);
    });
  });
});
