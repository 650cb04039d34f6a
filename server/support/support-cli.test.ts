// `npm run admin -- support list|reply|close`, run the way the organiser runs them, against the demo
// event in a PGlite folder: the answer is stored where the exhibitor sees it and queued as an e-mail
// to the requester; bad input says what is wrong and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { seedDemo } from '../demo/seed.ts';
import { exhibitors, supportReplies, supportRequests } from '../db/schema/all-tables.ts';
import { pendingMail } from '../mail/mail-queue.ts';
import { createAdminDataDir, type AdminDataDir } from '../testing/admin-data-dir.ts';
import { DEFAULT_ORGANISER_NAME } from '../admin/commands/support.ts';
import { ticketsOfExhibitor } from './support-store.ts';

const DOMAIN = 'support.example.com';

let cli: AdminDataDir;
let exhibitorId: string;

const admin = (...argv: string[]) => cli.admin(...argv);
const inspect = <T>(read: (db: Database) => Promise<T>) => cli.inspect(read);

const state = () => inspect(async (db) => ({ requests: await db.select().from(supportRequests), replies: await db.select().from(supportReplies) }));

beforeAll(async () => {
  cli = await createAdminDataDir();
  await inspect(async (db) => {
    await seedDemo(db, { domain: DOMAIN });
    // The lists below are of these two requests only: the demo's own waiting request goes.
    await db.delete(supportRequests);
    exhibitorId = (await db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.name, 'Acme Robotics')))[0]!.id;
    const base = { exhibitorId, name: 'Asha Rao', email: 'asha@acme.example', category: 'technical', priority: 'high', message: 'Power at B-204' };
    await db.insert(supportRequests).values([
      { ...base, ticketId: 'SUP-AAAAAAAA', subject: 'Booth power', createdAt: new Date('2026-01-01T09:00:00Z') },
      { ...base, ticketId: 'SUP-BBBBBBBB', subject: 'Wi-Fi', status: 'closed', createdAt: new Date('2026-01-02T09:00:00Z') },
    ]);
  });
}, 180_000);
afterAll(() => cli.cleanup());

describe('npm run admin -- support', () => {
  it('list shows every request newest first, narrowed by event and status; --json for scripts', async () => {
    const all = await admin('support', 'list');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^SUP-BBBBBBBB\tclosed\thigh\ttechnical\t2026-01-02T09:00:00.000Z\tsupport.example.com\tAcme Robotics\tAsha Rao <asha@acme.example>\tWi-Fi\t0 replies$/);
    expect(lines[1]).toMatch(/^SUP-AAAAAAAA\topen\t/);
    expect((await admin('support', 'list', '--status', 'open')).out).toMatch(/^SUP-AAAAAAAA\t[^\n]*$/);
    expect((await admin('support', 'list', '--event', 'other.example.com')).out).toBe('No support requests.');
    const json = JSON.parse((await admin('support', 'list', '--event', DOMAIN, '--json')).out);
    expect(json.map((r: { ticketId: string }) => r.ticketId)).toEqual(['SUP-BBBBBBBB', 'SUP-AAAAAAAA']);
    expect(json[0]).toMatchObject({ company: 'Acme Robotics', eventDomain: DOMAIN, subject: 'Wi-Fi', replies: [] });
  });

  it('reply stores the answer, marks the request answered and queues an e-mail to the requester', async () => {
    const answered = await admin('support', 'reply', 'sup-aaaaaaaa', '--message', 'An electrician comes at 2 pm.', '--name', 'Priya (Organiser)');
    expect(answered).toEqual({ code: 0, out: 'Answered SUP-AAAAAAAA; asha@acme.example is told by e-mail.', err: '' });
    const again = await admin('support', 'reply', 'SUP-AAAAAAAA', '--message', 'Still on for 2 pm.');
    expect(again.code).toBe(0);
    await inspect(async (db) => {
      const [ticket] = (await ticketsOfExhibitor(db, exhibitorId)).filter((t) => t.ticketId === 'SUP-AAAAAAAA');
      expect(ticket!.status).toBe('answered');
      expect(ticket!.replies.map((r) => [r.author, r.authorName, r.message])).toEqual([
        ['organiser', 'Priya (Organiser)', 'An electrician comes at 2 pm.'],
        ['organiser', DEFAULT_ORGANISER_NAME, 'Still on for 2 pm.'],
      ]);
      const queued = (await pendingMail(db)).filter((m) => m.to === 'asha@acme.example');
      expect(queued.map((m) => m.subject)).toEqual(['Re: [SUP-AAAAAAAA] Booth power', 'Re: [SUP-AAAAAAAA] Booth power']);
    });
  });

  it('close closes a request; closing it again says so', async () => {
    expect(await admin('support', 'close', 'SUP-AAAAAAAA')).toEqual({ code: 0, out: 'Closed SUP-AAAAAAAA.', err: '' });
    expect(await admin('support', 'close', 'SUP-AAAAAAAA')).toEqual({ code: 0, out: 'SUP-AAAAAAAA was already closed.', err: '' });
    expect((await admin('support', 'list', '--status', 'closed')).out.split('\n')).toHaveLength(2);
  });

  it('refuses an unknown ticket id, a closed request and bad input with a clear message, changing nothing', async () => {
    const before = await state();
    const unknown = await admin('support', 'reply', 'SUP-ZZZZZZZZ', '--message', 'Hi');
    expect(unknown).toEqual({ code: 1, out: '', err: 'No support request has the ticket id "SUP-ZZZZZZZZ". See: npm run admin -- support list' });
    expect((await admin('support', 'close', 'SUP-ZZZZZZZZ')).code).toBe(1);
    expect(await admin('support', 'reply', 'SUP-BBBBBBBB', '--message', 'Hi')).toEqual({ code: 1, out: '', err: 'SUP-BBBBBBBB is closed; it cannot be answered.' });
    const bad: Array<[string[], string]> = [
      [['support'], 'Which action?'],
      [['support', 'delete', 'SUP-AAAAAAAA'], 'Unknown action "delete".'],
      [['support', 'reply', 'SUP-AAAAAAAA'], '"support reply" needs --message "..." with the answer.'],
      [['support', 'reply', 'SUP-AAAAAAAA', '--message', '   '], '"support reply" needs --message "..." with the answer.'],
      [['support', 'reply', '--message', 'Hi'], '"support reply" needs exactly one ticket id.'],
      [['support', 'close'], '"support close" needs exactly one ticket id.'],
      [['support', 'close', 'SUP-AAAAAAAA', '--message', 'Bye'], '"support close" does not take --message.'],
      [['support', 'list', '--status', 'pending'], 'Unknown status "pending": use open, answered or closed.'],
      [['support', 'list', 'SUP-AAAAAAAA'], '"support list" takes no ticket id.'],
    ];
    for (const [argv, message] of bad) {
      const answer = await admin(...argv);
      expect(answer.code, argv.join(' ')).toBe(2);
      expect(answer.err.split('\n')[0]).toBe(message);
      expect(answer.err).toContain('Usage: npm run admin -- support list');
    }
    expect((await admin('support', 'list', '--bogus')).code).toBe(2);
    expect(await state()).toEqual(before);
  });
});
