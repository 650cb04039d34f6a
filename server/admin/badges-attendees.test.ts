import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { openDatabase } from '../db/connect.ts';
import { seedDemo } from '../db/seed.ts';
import { DEMO_ATTENDEES } from '../db/demo-attendees.ts';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { events, tickets } from '../db/schema/index.ts';
import { pdfShownText } from '../badges/pdf-text.ts';
import { runAdmin } from './run.ts';

// `attendees` (import a CSV as tickets of the event) and `badges` (every active ticket's badge in
// one PDF), run the way the organiser runs them, against the demo event in a PGlite folder.

const DOMAIN = 'badges.example.com';

let dir: TempDataDir;
let env: Record<string, string>;
let eventId: string;

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function inspect<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ dataDir: dir.path });
  try {
    return await read(opened.db);
  } finally {
    await opened.close();
  }
}

const importedTickets = () =>
  inspect((db) => db.select().from(tickets).where(and(eq(tickets.eventId, eventId), isNull(tickets.exhibitorId))));

beforeAll(async () => {
  dir = await createTempDataDir();
  env = { DATA_DIR: dir.path };
  await inspect(async (db) => {
    await seedDemo(db, { domain: DOMAIN });
    eventId = (await db.select({ id: events.id }).from(events))[0]!.id;
  });
}, 180_000);
afterAll(() => dir.cleanup());

describe('organiser badges and attendees', () => {
  it('attendees imports nothing from a file with a bad line, and says which lines to fix', async () => {
    const file = join(dir.path, 'bad.csv');
    await writeFile(file, 'name,email,company,designation,phone,ticket type\nAsha Menon,asha@example.com,Initech,CTO,,Visitor\n,no-name@example.com,,,,Visitor\nRaj,raj@,,,,\n');
    const before = await importedTickets();
    const answer = await admin('attendees', '--event', eventId, '--file', file);
    expect(answer.code).toBe(1);
    expect(answer.err).toBe(
      `${file}: nothing was imported.\nLine 3: the name is missing.\nLine 4: the ticket type is missing; "raj@" is not an e-mail address.`,
    );
    expect(await importedTickets()).toEqual(before);
    expect(await admin('attendees', '--event', 'nowhere.example', '--file', join(dir.path, 'missing.csv'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read'),
    });
  });

  it('attendees imports each person as a ticket of the event with a code of their ticket type, once', async () => {
    const file = join(dir.path, 'attendees.csv');
    await writeFile(
      file,
      'Name,Email,Company,Designation,Phone,Ticket type\n' +
        'Asha Menon,Asha@Example.com,Initech,CTO,+91 9000000001,Visitor\n' +
        'Bruno Costa,bruno@example.com,Hooli,Buyer,,Press Delegate\n',
    );
    const answer = await admin('attendees', '--event', DOMAIN, '--file', file);
    expect(answer).toMatchObject({ code: 0, out: expect.stringContaining('Imported 2 attendees') });
    const rows = (await importedTickets()).filter((row) => !DEMO_ATTENDEES.some((demo) => demo.ticketCode === row.ticketCode));
    expect(rows.map((row) => [row.guestName, row.guestEmail, row.attendeeCompany, row.attendeeDesignation, row.attendeePhone, row.ticketType, row.status]).sort()).toEqual([
      ['Asha Menon', 'asha@example.com', 'Initech', 'CTO', '+91 9000000001', 'Visitor', 'active'],
      ['Bruno Costa', 'bruno@example.com', 'Hooli', 'Buyer', null, 'Press Delegate', 'active'],
    ]);
    expect(rows.find((row) => row.guestName === 'Asha Menon')!.ticketCode).toMatch(/^VISITO-[A-Z0-9]{8}$/);
    expect(rows.find((row) => row.guestName === 'Bruno Costa')!.ticketCode).toMatch(/^PRESS-[A-Z0-9]{8}$/);

    const again = await admin('attendees', '--event', eventId, '--file', file);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('Imported 0 attendees into') });
    expect(again.out).toContain('2 already had a ticket');
  });

  it('badges writes one page for every active ticket of the event, cancelled ones left out', async () => {
    const out = join(dir.path, 'all-badges.pdf');
    expect(await admin('badges', '--event', eventId)).toMatchObject({ code: 1, err: '--out is required.' });
    expect(await admin('badges', '--event', eventId, '--out', join(dir.path, 'badges.png'))).toMatchObject({ code: 1 });
    const answer = await admin('badges', '--event', eventId, '--out', out);
    const active = await inspect((db) => db.select().from(tickets).where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'active'))));
    expect(answer).toMatchObject({ code: 0, err: '', out: expect.stringMatching(new RegExp(`^Wrote ${active.length} badges of .+ to ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`)) });
    const pdf = new Uint8Array(await readFile(out));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(active.length);
    const shown = pdfShownText(pdf);
    for (const ticket of active) expect(shown).toContain(ticket.ticketCode);
    expect(shown).not.toContain('GOLD-DEMO0002');
    expect(shown).toContain('Initech');
  });
});
