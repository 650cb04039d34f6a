// `npm run admin -- referrals list|approve|reject`, run the way the organiser runs them, against the
// demo event in a PGlite folder: a decision is stored with who and when, the guest's e-mail is
// queued, a rejection cancels the ticket; bad input says what is wrong and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { seedDemo } from '../../demo/seed.ts';
import { referralRegistrations, tickets } from '../../db/schema/all-tables.ts';
import { pendingMail } from '../../mail/mail-queue.ts';
import { createAdminDataDir, type AdminDataDir } from '../../testing/admin-data-dir.ts';

const DOMAIN = 'referrals.example.com';

let cli: AdminDataDir;

const admin = (...argv: string[]) => cli.admin(...argv);
const inspect = <T>(read: (db: Database) => Promise<T>) => cli.inspect(read);

const registrationOf = (email: string) =>
  inspect(async (db) => (await db.select().from(referralRegistrations).where(eq(referralRegistrations.emailId, email)))[0]!);

beforeAll(async () => {
  cli = await createAdminDataDir();
  await inspect((db) => seedDemo(db, { domain: DOMAIN }));
}, 180_000);
afterAll(() => cli.cleanup());

describe('npm run admin -- referrals', () => {
  it('list shows every registration with its status, narrowed by status and event; --json for scripts', async () => {
    const pending = await admin('referrals', 'list', '--status', 'pending');
    expect(pending.code).toBe(0);
    const lines = pending.out.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.split('\t')[1]).toBe('pending');
    expect(pending.out).toContain('Rohan Desai <rohan.desai@example.com>');

    const json = JSON.parse((await admin('referrals', 'list', '--json', '--event', DOMAIN)).out) as Array<{ status: string; email: string }>;
    expect(json.find((r) => r.email === 'sara.khan@example.com')?.status).toBe('rejected');
    expect((await admin('referrals', 'list', '--event', 'nowhere.example')).out).toBe('No referral registrations.');
  });

  it('approve stores the decision and e-mails the guest; a second decision is refused', async () => {
    const rohan = await registrationOf('rohan.desai@example.com');
    const approved = await admin('referrals', 'approve', rohan.id, '--name', 'Priya (Organiser)');
    expect(approved).toMatchObject({ code: 0, out: 'Approved Rohan Desai; rohan.desai@example.com is told by e-mail.' });
    const after = await registrationOf('rohan.desai@example.com');
    expect(after).toMatchObject({ approve: true, reject: false, decidedBy: 'Priya (Organiser)' });
    expect(after.decidedAt).toBeInstanceOf(Date);
    const again = await admin('referrals', 'reject', rohan.id);
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('This registration was already approved.') });
    const queued = await inspect(async (db) => (await pendingMail(db)).filter((m) => m.to === 'rohan.desai@example.com'));
    expect(queued.map((m) => m.subject)).toEqual([expect.stringMatching(/^Approved: your registration for /)]);
  });

  it('reject cancels the ticket and tells the guest the reason', async () => {
    const leela = await registrationOf('leela.menon@example.com');
    const rejected = await admin('referrals', 'reject', leela.id, '--reason', 'Capacity reached');
    expect(rejected).toMatchObject({ code: 0, out: 'Rejected Leela Menon (ticket cancelled, pass freed); leela.menon@example.com is told by e-mail.' });
    const ticket = await inspect(async (db) => (await db.select().from(tickets).where(eq(tickets.registrationId, leela.id)))[0]);
    if (ticket) expect(ticket.status).toBe('cancelled');
    expect((await registrationOf('leela.menon@example.com')).reject).toBe(true);
    const queued = await inspect(async (db) => (await pendingMail(db)).filter((m) => m.to === 'leela.menon@example.com'));
    expect(queued.map((m) => m.subject)).toEqual([expect.stringMatching(/^Not approved: /)]);
  });

  it('says what is wrong with bad input', async () => {
    expect(await admin('referrals')).toMatchObject({ code: 2, err: expect.stringContaining('Which action?') });
    expect(await admin('referrals', 'list', '--status', 'maybe')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown status "maybe": use pending, approved or rejected.') });
    expect(await admin('referrals', 'approve')).toMatchObject({ code: 2, err: expect.stringContaining('"referrals approve" needs exactly one registration id.') });
    expect(await admin('referrals', 'approve', 'x', '--reason', 'r')).toMatchObject({ code: 2, err: expect.stringContaining('"referrals approve" does not take --reason.') });
    expect(await admin('referrals', 'approve', 'not-an-id')).toMatchObject({ code: 1, err: expect.stringContaining('"not-an-id" is not a registration id.') });
    expect(await admin('referrals', 'reject', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No referral registration has the id "00000000-0000-4000-8000-000000000000".'),
    });
  });
});
