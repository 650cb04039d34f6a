import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/connect.ts';
import { createTempDataDir } from '../db/testing.ts';
import * as t from '../db/schema/all-tables.ts';
import { createAdminDataDir, type AdminDataDir } from '../testing/admin-data-dir.ts';

const exampleContent = fileURLToPath(new URL('./example-content.json', import.meta.url));
const cliEntry = fileURLToPath(new URL('./cli.ts', import.meta.url));
const DOMAIN = 'expo.example.com';

let cli: AdminDataDir;

const admin = (...argv: string[]) => cli.admin(...argv);
// Reads the folder the commands wrote to, the way the server would after they exit.
const inspect = <T>(read: (db: Database) => Promise<T>) => cli.inspect(read);

beforeAll(async () => {
  cli = await createAdminDataDir();
  // Create and migrate the embedded database once here: its first start (initdb) is the slow part,
  // and on a busy two-core machine it must not eat into the first command's test time.
  await (await openDatabase({ dataDir: cli.path })).close();
}, 180_000);
afterAll(() => cli.cleanup());

describe('organiser command line', () => {
  it('rejects bad input before touching the database', async () => {
    const fresh = await createTempDataDir();
    try {
      cli.env = { DATA_DIR: fresh.path };
      expect(await admin()).toMatchObject({ code: 2, err: expect.stringContaining('create-event --domain D') });
      expect(await admin('launch-rocket')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command "launch-rocket"') });
      expect(await admin('create-event', '--domain', DOMAIN)).toMatchObject({ code: 1, err: '--title is required.' });
      expect(await admin('create-event', '--domain', 'not a domain', '--title', 'X')).toMatchObject({
        code: 1,
        err: expect.stringContaining('--domain must be a host name'),
      });
      expect(await admin('create-event', '--domain', DOMAIN, '--title', 'X', '--colour', 'red')).toMatchObject({
        code: 2,
        err: expect.stringContaining("Unknown option '--colour'"),
      });
      expect(await admin('add-exhibitor', '--domain', DOMAIN, '--name', 'N', '--booth', 'B', '--mobile', '12ab')).toMatchObject({
        code: 1,
        err: expect.stringContaining('--mobile must be 10 to 15 digits'),
      });
      expect(existsSync(join(fresh.path, 'db'))).toBe(false);
    } finally {
      cli.env = { DATA_DIR: cli.path };
      await fresh.cleanup();
    }
  });

  it('create-event creates an event once per domain', async () => {
    const created = await admin(
      'create-event', '--domain', 'Expo.Example.com', '--title', 'Expo 2026', '--description', 'Annual show',
      '--product-name', 'Expo Portal', '--start-date', '2026-09-01', '--end-date', '2026-09-03', '--timezone', 'Europe/Oslo',
    );
    expect(created).toMatchObject({ code: 0, out: expect.stringContaining(`for ${DOMAIN}`) });
    const again = await admin('create-event', '--domain', DOMAIN, '--title', 'Other');
    expect(again).toMatchObject({ code: 1, err: `An event for domain "${DOMAIN}" already exists.` });
    const bad = await admin('create-event', '--domain', 'b.example.com', '--title', 'X', '--start-date', '2026-09-03', '--end-date', '2026-09-01');
    expect(bad).toMatchObject({ code: 1, err: '--end-date must not be before --start-date.' });

    const rows = await inspect((db) => db.select().from(t.events));
    expect(rows).toEqual([
      expect.objectContaining({ domain: DOMAIN, title: 'Expo 2026', description: 'Annual show', productName: 'Expo Portal', timezone: 'Europe/Oslo' }),
    ]);
  });

  it('add-exhibitor adds the company, its admin account and the parent team member', async () => {
    const added = await admin(
      'add-exhibitor', '--domain', DOMAIN, '--name', 'Zeta Systems', '--booth', 'A-12', '--mobile', '98765 43210',
      '--phone-code', '+91', '--first-name', 'Ravi', '--last-name', 'Iyer', '--email', 'Ravi@Zeta.example',
    );
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining('+91 9876543210') });
    expect(await admin('add-exhibitor', '--domain', DOMAIN, '--name', 'Copy', '--booth', 'A-13', '--mobile', '9876543210')).toMatchObject({
      code: 1,
      err: expect.stringContaining('already signs in'),
    });
    expect(await admin('add-exhibitor', '--domain', 'nowhere.example', '--name', 'N', '--booth', 'B', '--mobile', '9000000001')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No event for domain "nowhere.example"'),
    });

    const { user, exhibitor, members } = await inspect(async (db) => {
      const [user] = await db.select().from(t.users).where(eq(t.users.mobile, '9876543210'));
      const [exhibitor] = await db.select().from(t.exhibitors).where(eq(t.exhibitors.id, user!.exhibitorId));
      const members = await db.select().from(t.teamMembers).where(eq(t.teamMembers.exhibitorId, user!.exhibitorId));
      return { user, exhibitor, members };
    });
    expect(user).toMatchObject({ phoneCode: '91', firstName: 'Ravi', lastName: 'Iyer', email: 'ravi@zeta.example' });
    expect(exhibitor).toMatchObject({ name: 'Zeta Systems', boothNumber: 'A-12' });
    expect(members).toEqual([
      expect.objectContaining({ userId: user!.id, isParentExhibitor: true, authenticationId: '9876543210', fullName: 'Ravi Iyer' }),
    ]);
  });

  it('allocate-passes creates the category and sets the number of passes', async () => {
    const first = await admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9876543210', '--category', 'Gold', '--count', '4', '--category-passes', '10');
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining('4 "Gold" passes') });
    const second = await admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9876543210', '--category', 'Gold', '--count', '6');
    expect(second.code).toBe(0);
    expect(await admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9111111111', '--category', 'Gold', '--count', '1')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No exhibitor admin signs in with +91 9111111111'),
    });
    expect(await admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9876543210', '--category', 'Gold', '--count', '-3')).toMatchObject({
      code: 2,
    });
    expect(await admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9876543210', '--category', 'Gold', '--count', 'many')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--count must be a whole number'),
    });

    const passes = await inspect((db) => db.query.passes.findMany({ with: { category: true } }));
    expect(passes).toEqual([
      expect.objectContaining({ numberOfPasses: 6, category: expect.objectContaining({ categoryName: 'Gold', exhibitorPasses: 10, isActive: true }) }),
    ]);
  });

  it('allocate-passes sets, keeps and clears the pass success message', async () => {
    const message = '<p>Welcome to <strong>Zeta</strong>!</p>';
    const allocate = (...extra: string[]) =>
      admin('allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', '9876543210', '--category', 'Gold', '--count', '6', ...extra);
    const readMessage = () => inspect(async (db) => (await db.query.passes.findFirst())?.successMessage);
    expect((await allocate('--success-message', message)).code).toBe(0);
    expect(await readMessage()).toBe(message);
    expect((await allocate()).code).toBe(0);
    expect(await readMessage()).toBe(message);
    expect((await allocate('--success-message', '')).code).toBe(0);
    expect(await readMessage()).toBeNull();
  });

  it('import loads FAQs, resources and form fields, and explains a bad file', async () => {
    const imported = await admin('import', '--domain', DOMAIN, '--file', exampleContent);
    expect(imported).toMatchObject({ code: 0, out: expect.stringContaining('3 FAQ(s), 2 event resource(s) and 11 form field(s) with 1 option list(s)') });
    const replaced = await admin('import', '--domain', DOMAIN, '--file', exampleContent, '--replace');
    expect(replaced.code).toBe(0);

    const badFile = join(cli.path, 'bad.json');
    await writeFile(
      badFile,
      JSON.stringify({
        faqs: [{ question: 'Q?' }],
        resources: [{ title: 'R', type: 'spreadsheet' }],
        formFields: [
          { name: 'day', type: 'select' },
          { name: 'tags', type: 'multiSelect', options: 'a, b' },
          { name: 'x', type: 'slider' },
        ],
        extra: true,
      }),
    );
    const bad = await admin('import', '--domain', DOMAIN, '--file', badFile);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('faqs[0]: missing "answer"');
    expect(bad.err).toContain('resources[0].type: must be one of');
    expect(bad.err).toContain('formFields[2].type: must be one of');
    expect(bad.err).toContain('the file: unknown property "extra"');

    await writeFile(badFile, JSON.stringify({ formFields: [{ name: 'day', type: 'select' }, { name: 'tags', type: 'multiSelect', options: 'a, b' }] }));
    const semantic = await admin('import', '--domain', DOMAIN, '--file', badFile);
    expect(semantic.err).toContain('formFields[0] (day): a select field needs options or selectApi');
    expect(semantic.err).toContain('formFields[1] (tags): options as one string needs apiType "CSV"');

    await writeFile(
      badFile,
      JSON.stringify({
        formFields: [{ name: 'city', type: 'select', selectApi: 'https://example.com/cities' }],
        optionLists: [{ name: 'empty', options: ' , ' }, { name: 'empty', options: [] }],
      }),
    );
    const lists = await admin('import', '--domain', DOMAIN, '--file', badFile);
    expect(lists.err).toContain('formFields[0].selectApi: must match pattern');
    await writeFile(badFile, JSON.stringify({ optionLists: [{ name: 'empty', options: ' , ' }, { name: 'empty', options: [] }] }));
    const emptyLists = await admin('import', '--domain', DOMAIN, '--file', badFile);
    expect(emptyLists.err).toContain('optionLists[0] (empty): the list has no options');
    expect(emptyLists.err).toContain('optionLists[1] (empty): the name is already used by optionLists[0]');
    await writeFile(badFile, JSON.stringify({ formFields: [{ name: 'city', type: 'select', selectApi: 'cities' }] }));
    expect(await admin('import', '--domain', DOMAIN, '--file', badFile)).toMatchObject({
      code: 1,
      err: expect.stringContaining('Unknown option list at expo.example.com: "cities"'),
    });

    await writeFile(badFile, JSON.stringify({ formFields: [{ name: 'vip', type: 'text', category: 'Platinum' }] }));
    expect(await admin('import', '--domain', DOMAIN, '--file', badFile)).toMatchObject({
      code: 1,
      err: expect.stringContaining('Unknown pass category at expo.example.com: "Platinum"'),
    });
    // The form builder's own rules: a form it would refuse is not imported, nor anything else in the file.
    await writeFile(
      badFile,
      JSON.stringify({
        faqs: [{ question: 'Half imported?', answer: '<p>No.</p>' }],
        formFields: [
          { name: 'photo', type: 'image', label: 'Photo', allowedFileTypes: ['.pdf'] },
          { name: 'Photo', type: 'text', label: 'Photo caption' },
        ],
      }),
    );
    const refused = await admin('import', '--domain', DOMAIN, '--file', badFile);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('formFields[0].allowedFileTypes: ".pdf" is not an image: an image field takes png, jpg or jpeg.');
    expect(refused.err).toContain('formFields[1].name: Field 1 (Photo) already answers under this name: give each field its own name.');
    await writeFile(badFile, '{ not json');
    expect(await admin('import', '--domain', DOMAIN, '--file', badFile)).toMatchObject({ code: 1, err: expect.stringContaining('is not valid JSON') });
    expect(await admin('import', '--domain', DOMAIN, '--file', join(cli.path, 'missing.json'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('ENOENT'),
    });

    // --replace swapped the first import's rows instead of doubling them; failed imports added nothing.
    const counts = await inspect(async (db) => {
      const event = (await db.select().from(t.events).where(eq(t.events.domain, DOMAIN)))[0]!;
      return {
        faqs: (await db.select().from(t.faqs).where(eq(t.faqs.eventId, event.id))).length,
        resources: (await db.select().from(t.downloads).where(and(eq(t.downloads.eventId, event.id), eq(t.downloads.isExhibitor, false)))).length,
        fields: (await db.select().from(t.formFields).where(eq(t.formFields.eventId, event.id))).map((f) => f.definition),
        lists: (await db.select().from(t.formOptionLists).where(eq(t.formOptionLists.eventId, event.id))).map((list) => ({
          name: list.name,
          size: Array.isArray(list.options) ? list.options.length : -1,
        })),
      };
    });
    expect(counts.faqs).toBe(3);
    expect(counts.resources).toBe(2);
    expect(counts.fields).toHaveLength(11);
    expect(counts.lists).toEqual([{ name: 'sectors', size: 3 }]);
    expect(counts.fields.find((f) => f.name === 'interests')).toMatchObject({ apiType: 'CSV', options: 'Robotics, AI, Cloud, Security' });
  });

  it('list-events prints each event with its exhibitor count', async () => {
    const listed = await admin('list-events');
    expect(listed).toMatchObject({ code: 0, out: expect.stringMatching(/^expo\.example\.com\tExpo 2026\t1 exhibitor\(s\)\t[0-9a-f-]{36}$/) });
    const json = JSON.parse((await admin('list-events', '--json')).out);
    expect(json).toEqual([expect.objectContaining({ domain: DOMAIN, exhibitors: 1 })]);
  });

  it('runs as a process: exits with the status and does not hang on the open database', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', cliEntry, ...args], { env: { ...process.env, ...cli.env }, encoding: 'utf8', timeout: 60_000 });
    const ok = run(['list-events']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(DOMAIN);
    const bad = run(['add-exhibitor', '--domain', DOMAIN]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--name is required.');
  }, 120_000);
});
