import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../db/connect.ts';
import { DEMO_ATTENDEES } from '../demo/demo-attendees.ts';
import { events, tickets } from '../db/schema/all-tables.ts';
import { pdfShownText } from '../badges/pdf-text.ts';
import { useDemoEventFolder } from '../testing/admin-data-dir.ts';

// `attendees` (import a CSV as tickets of the event) and `badges` (every active ticket's badge in
// one PDF), run the way the organiser runs them, against the demo event in a PGlite folder.

const DOMAIN = 'badges.example.com';

const cli = useDemoEventFolder(DOMAIN);

const admin = (...argv: string[]) => cli.admin(...argv);
const inspect = <T>(read: (db: Database) => Promise<T>) => cli.inspect(read);

const importedTickets = () => cli.importedTickets();

describe('organiser badges and attendees', () => {
  it('attendees imports nothing from a file with a bad line, and says which lines to fix', async () => {
    const file = join(cli.path, 'bad.csv');
    await writeFile(file, 'name,email,company,designation,phone,ticket type\nAsha Menon,asha@example.com,Initech,CTO,,Visitor\n,no-name@example.com,,,,Visitor\nRaj,raj@,,,,\n');
    const before = await importedTickets();
    const answer = await admin('attendees', '--event', cli.eventId, '--file', file);
    expect(answer.code).toBe(1);
    expect(answer.err).toBe(
      `${file}: nothing was imported.\nLine 3: the name is missing.\nLine 4: the ticket type is missing; "raj@" is not an e-mail address.`,
    );
    expect(await importedTickets()).toEqual(before);
    expect(await admin('attendees', '--event', 'nowhere.example', '--file', join(cli.path, 'missing.csv'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read'),
    });
  });

  it('attendees imports each person as a ticket of the event with a code of their ticket type, once', async () => {
    const file = join(cli.path, 'attendees.csv');
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

    const again = await admin('attendees', '--event', cli.eventId, '--file', file);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('Imported 0 attendees into') });
    expect(again.out).toContain('2 already had a ticket');
  });

  it('badges writes one page for every active ticket of the event, cancelled ones left out', async () => {
    const out = join(cli.path, 'all-badges.pdf');
    expect(await admin('badges', '--event', cli.eventId)).toMatchObject({ code: 1, err: '--out is required.' });
    expect(await admin('badges', '--event', cli.eventId, '--out', join(cli.path, 'badges.png'))).toMatchObject({ code: 1 });
    const answer = await admin('badges', '--event', cli.eventId, '--out', out);
    const active = await inspect((db) => db.select().from(tickets).where(and(eq(tickets.eventId, cli.eventId), eq(tickets.status, 'active'))));
    expect(answer).toMatchObject({ code: 0, err: '', out: expect.stringMatching(new RegExp(`^Wrote ${active.length} badges of .+ to ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`)) });
    const pdf = new Uint8Array(await readFile(out));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(active.length);
    const shown = pdfShownText(pdf);
    for (const ticket of active) expect(shown).toContain(ticket.ticketCode);
    expect(shown).not.toContain('GOLD-DEMO0002');
    expect(shown).toContain('Initech');
  });
});
