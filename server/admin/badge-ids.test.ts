import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { DEMO_ATTENDEES, DEMO_BADGE_ID_PATTERN } from '../demo/demo-attendees.ts';
import { events } from '../db/schema/all-tables.ts';
import { useDemoEventFolder } from '../testing/admin-data-dir.ts';

// The event's own badges on the command line: `attendees` with a badge id column (stored on each
// attendee's ticket, unique in the event, given to earlier attendees that lacked one) and
// `badge-pattern` (the regular expression scanners recognise those ids by, and the event's country).

const DOMAIN = 'badge-ids.example.com';

const cli = useDemoEventFolder(DOMAIN);

const admin = (...argv: string[]) => cli.admin(...argv);
const inspect = <T>(read: (db: Database) => Promise<T>) => cli.inspect(read);

const importedTickets = () => cli.importedTickets();
const theEvent = async () => (await inspect((db) => db.select().from(events).where(eq(events.id, cli.eventId))))[0]!;
const badgeIdOf = async (name: string) => (await importedTickets()).find((row) => row.guestName === name)?.externalBadgeId;

async function csv(name: string, content: string): Promise<string> {
  const file = join(cli.path, name);
  await writeFile(file, content);
  return file;
}

describe('the event’s own badge ids on the command line', () => {
  it('imports each attendee’s badge id with them, and says which ids the event’s pattern does not recognise', async () => {
    const file = await csv('with-ids.csv', 'name,email,ticket type,badge_id\nAsha Menon,asha@ids.example,Visitor,EXPO-200001\nBruno Costa,bruno@ids.example,Visitor,B-17\nCara Diaz,,Visitor,\n');
    const answer = await admin('attendees', '--event', DOMAIN, '--file', file);
    expect(answer.code).toBe(0);
    expect(answer.out).toContain('Imported 3 attendees');
    expect(answer.out).toContain(`1 badge id does not match the event's badge id pattern ${DEMO_BADGE_ID_PATTERN} (line 3)`);
    expect([await badgeIdOf('Asha Menon'), await badgeIdOf('Bruno Costa'), await badgeIdOf('Cara Diaz')]).toEqual(['EXPO-200001', 'B-17', null]);
  });

  it('keeps earlier attendees on a re-import and gives them the badge id they lacked', async () => {
    const first = await csv('no-ids.csv', 'name,email,ticket type\nDev Patel,dev@ids.example,Visitor\nElla Fox,ella@ids.example,Visitor\n');
    expect((await admin('attendees', '--event', DOMAIN, '--file', first)).code).toBe(0);
    const tickets = await importedTickets();
    const again = await csv('now-ids.csv', 'name,email,ticket type,registration id\nDev Patel,dev@ids.example,Visitor,EXPO-200010\nElla Fox,ella@ids.example,Visitor,\nFinn Gray,finn@ids.example,Visitor,EXPO-200011\n');
    const answer = await admin('attendees', '--event', cli.eventId, '--file', again);
    expect(answer).toMatchObject({ code: 0, out: expect.stringContaining('Imported 1 attendee into') });
    expect(answer.out).toContain('2 already had a ticket and were left as they were, 1 of them given their badge id');
    const after = await importedTickets();
    expect(after).toHaveLength(tickets.length + 1);
    // The same ticket (and badge) as before, now with its id.
    const dev = after.find((row) => row.guestName === 'Dev Patel')!;
    expect([dev.ticketCode, dev.externalBadgeId]).toEqual([tickets.find((row) => row.guestName === 'Dev Patel')!.ticketCode, 'EXPO-200010']);
    expect(await badgeIdOf('Finn Gray')).toBe('EXPO-200011');
  });

  it('imports nothing when a line gives a badge id another attendee of the event has, naming the line', async () => {
    const taken = DEMO_ATTENDEES[0]!;
    const file = await csv('taken.csv', `name,email,ticket type,badge id\nGina Hale,gina@ids.example,Visitor,EXPO-200099\nHugo Ives,hugo@ids.example,Visitor,${taken.externalBadgeId}\nDev Patel,dev@ids.example,Visitor,EXPO-200098\n`);
    const before = await importedTickets();
    const answer = await admin('attendees', '--event', DOMAIN, '--file', file);
    expect(answer.code).toBe(1);
    expect(answer.err).toBe(
      `${file}: nothing was imported.\n` +
        `Line 3: badge id ${taken.externalBadgeId} is already ${taken.guestName} (${taken.guestEmail})'s.\n` +
        'Line 4: Dev Patel (dev@ids.example) already has badge id EXPO-200010, not EXPO-200098.',
    );
    expect(await importedTickets()).toEqual(before);
  });

  it('sets the pattern with attendees --badge-pattern, refusing one that is no usable pattern before opening the database', async () => {
    const file = await csv('pattern.csv', 'name,email,ticket type,badge id\nIris Jain,iris@ids.example,Visitor,REG-000001\n');
    const refused = await admin('attendees', '--event', DOMAIN, '--file', file, '--badge-pattern', '(REG');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^--badge-pattern: The badge id pattern is not a regular expression/);
    expect(await badgeIdOf('Iris Jain')).toBeUndefined();
    const answer = await admin('attendees', '--event', DOMAIN, '--file', file, '--badge-pattern', '^REG-[0-9]{6}$');
    expect(answer).toMatchObject({ code: 0, out: expect.not.stringContaining('do not match') });
    expect((await theEvent()).badgeIdPattern).toBe('^REG-[0-9]{6}$');
  });

  it('badge-pattern sets the pattern and the country, reports how many imported ids match, and clears it', async () => {
    const set = await admin('badge-pattern', '--event', DOMAIN, '--pattern', DEMO_BADGE_ID_PATTERN, '--country', 'gb');
    expect(set.code).toBe(0);
    const withIds = (await importedTickets()).filter((row) => row.externalBadgeId !== null);
    const matching = withIds.filter((row) => /^EXPO-[0-9]{6}$/.test(row.externalBadgeId!)).length;
    expect(set.out).toContain(`: ${matching} of the ${withIds.length} imported badge ids match it.`);
    expect(set.out).toContain('read as GB numbers');
    expect(await theEvent()).toMatchObject({ badgeIdPattern: DEMO_BADGE_ID_PATTERN, country: 'GB' });

    const cleared = await admin('badge-pattern', '--event', cli.eventId, '--clear');
    expect(cleared.code).toBe(0);
    expect(await theEvent()).toMatchObject({ badgeIdPattern: null, country: 'GB' });
  });

  it('badge-pattern refuses what scanners could not use, changing nothing', async () => {
    const before = await theEvent();
    const cases: Array<[string[], RegExp]> = [
      [['--pattern', '.*'], /matches an empty text/],
      [['--pattern', '[unclosed'], /not a regular expression/],
      [['--pattern', 'A'.repeat(201)], /longer than 200 characters/],
      [['--pattern', '^A$', '--clear'], /not both/],
      [[], /Give --pattern, --clear or --country/],
      [['--country', 'XX'], /--country must be a two-letter country code/],
      [['--country', 'India'], /--country must be a two-letter country code/],
    ];
    for (const [options, message] of cases) {
      const answer = await admin('badge-pattern', '--event', DOMAIN, ...options);
      expect(answer.code, options.join(' ')).not.toBe(0);
      expect(answer.err, options.join(' ')).toMatch(message);
    }
    expect(await theEvent()).toEqual(before);
    expect(await admin('badge-pattern', '--event', 'nowhere.example', '--clear')).toMatchObject({ code: 1, err: expect.stringContaining('No event "nowhere.example"') });
  });

  it('create-event takes the event’s country', async () => {
    const answer = await admin('create-event', '--domain', 'country.example.com', '--title', 'Country Expo', '--country', 'ae');
    expect(answer.code).toBe(0);
    const [event] = await inspect((db) => db.select().from(events).where(eq(events.domain, 'country.example.com')));
    expect(event).toMatchObject({ country: 'AE', badgeIdPattern: null });
    expect(await admin('create-event', '--domain', 'bad-country.example.com', '--title', 'X', '--country', 'ZZ')).toMatchObject({ code: 1 });
  });
});
