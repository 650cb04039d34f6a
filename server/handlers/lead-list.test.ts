import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../tests/contract/openapi-document.ts';
import { buildApp } from '../portal-server.ts';
import { createAccount } from '../auth/accounts.ts';
import { useAuthTestDb, type AuthTestDb, type TestDbKind } from '../testing/sign-in-database.ts';
import { issueSession } from '../auth/tokens.ts';
import { loadConfig } from '../config.ts';
import { exhibitors, leadImages, leadNotes, leads, leadTouches, tickets } from '../db/schema/all-tables.ts';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { listLeadsJson } from '../leads/lead-list-json.ts';
import { apiLeads } from '../leads/lead-reads.ts';

// GET /api/leads is built as JSON text by PostgreSQL. It must answer exactly what selecting whole
// rows and mapping them with toApiLead answered before: same fields in the same order, same
// nulls, same text and escaping, same timestamps and the same order of leads, including the
// awkward cases below; and over HTTP the production answer (text sent as is, no response
// validation) must be the same bytes as the validated one and match the contract.

const awkwardNames = ['', '   ', '\u00a0\t\n', '\u2028\u3000\ufeff', ' Padded ', 'Zoë 李 🙂', 'Quote " back \\ ctl \u0001 \u007f', '</script>'];
const blankNames = 4;

/** The list as the handler built it before: whole rows with their capturer and owner, mapped in JavaScript. */
async function listedTheOldWay(t: AuthTestDb, exhibitorId: string, ownerId?: string) {
  const exhibitor = eq(leads.exhibitorId, exhibitorId);
  return apiLeads(t.db, ownerId === undefined ? exhibitor : and(exhibitor, eq(leads.ownerId, ownerId))!);
}

let ticketSerial = 0;

/**
 * Qualification on two leads: rating, tags, follow-up day, answers of every FormAnswer shape with
 * awkward text, the badge's code, how it was captured with what was read and its photos, notes (one
 * whose author is gone) and touches, oldest first.
 */
async function seedQualification(t: AuthTestDb, exhibitorId: string, authorId: string | null): Promise<void> {
  const [first, second] = await t.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.exhibitorId, exhibitorId), sql`${leads.fullName} in ('Tied 1', 'Tied 2')`))
    .orderBy(leads.fullName);
  ticketSerial += 1;
  const [ticket] = await t.db
    .insert(tickets)
    .values({ eventId: t.eventId, exhibitorId, guestName: 'Badge Person', ticketCode: `LIST-${ticketSerial}`, ticketType: 'visitor' })
    .returning({ id: tickets.id });
  await t.db
    .update(leads)
    .set({
      rating: 4,
      tags: ['Hot lead', 'Zoë "q"', 'a,b'],
      followUpDate: '2025-04-01',
      ticketId: ticket!.id,
      captureKind: 'vcard',
      captureText: 'BEGIN:VCARD\r\nFN:Zoë "Q" \\ </script>\u2028\r\nEND:VCARD',
      website: 'https://zoë.example/?a=1&b="2"',
      address: 'Line 1\nLine "2"',
      answers: { budget: 'Over 50k', longerName: ['a, b', 'Zoë "Q" \\ \u2028', '</script>'], phone: { country: '91', number: '9000000000' }, seats: 12.5, ok: true, none: null },
    })
    .where(eq(leads.id, first!.id));
  await t.db.update(leads).set({ rating: 1, tags: ['x'], answers: { empty: [] }, captureKind: 'business_card', captureText: '' }).where(eq(leads.id, second!.id));
  const base = Date.parse('2025-03-14T10:00:00.000Z');
  await t.db.insert(leadImages).values([
    { leadId: first!.id, url: 'leadPhoto/back.png', label: 'card_back', createdAt: new Date(base + 2000) },
    { leadId: first!.id, url: 'leadPhoto/"front".jpg', label: 'card_front', addedBy: authorId, createdAt: new Date(base) },
  ]);
  await t.db.insert(leadNotes).values([
    { leadId: first!.id, authorId, text: 'Second, "quoted"\nline', createdAt: new Date(base + 1000) },
    { leadId: first!.id, authorId: null, text: 'First note', createdAt: new Date(base) },
  ]);
  await t.db.insert(leadTouches).values([
    { leadId: first!.id, userId: null, at: new Date(base + 5000) },
    { leadId: first!.id, userId: authorId, at: new Date(base - 5000) },
    { leadId: second!.id, userId: authorId, at: new Date(base) },
  ]);
}

async function seedLeads(t: AuthTestDb, exhibitorId: string, otherId?: string): Promise<void> {
  const base = Date.parse('2025-03-14T09:30:00.000Z');
  await t.db.insert(leads).values([
    ...awkwardNames.map((fullName, i) => ({ exhibitorId, fullName, createdAt: new Date(base + i * 60_000) })),
    // Every optional field set, and several leads created in the same millisecond (order by id).
    ...Array.from({ length: 6 }, (_, i) => ({
      exhibitorId,
      fullName: `Tied ${i}`,
      priority: 'high' as const,
      status: 'contacted',
      remarks: `Remark ${i}\nsecond line`,
      source: 'booth_scan' as const,
      emailId: `tied${i}@example.com`,
      companyName: 'Tie Corp',
      designation: 'CTO',
      phone: '+91 9000000000',
      createdAt: new Date(base - 3_600_000),
      updatedAt: new Date(base),
    })),
    ...(otherId ? [{ exhibitorId: otherId, fullName: 'Not yours' }] : []),
  ]);
  // Microseconds a JavaScript Date cannot hold: both ways must drop them the same way.
  await t.db.execute(
    sql`update ${leads} set created_at = created_at + interval '999 microseconds', updated_at = updated_at + interval '1500 microseconds' where ${leads.fullName} = ${' Padded '}`,
  );
}

describe.each<TestDbKind>(['pglite', 'postgres'])('lead list on %s', (kind) => {
  const t = useAuthTestDb(kind);
  let exhibitorId: string;
  let otherId: string;
  let capturerId: string;
  beforeAll(async () => {
    const made = await t.db
      .insert(exhibitors)
      .values([
        { eventId: t.eventId, name: 'Listing Co' },
        { eventId: t.eventId, name: 'Other Co' },
      ])
      .returning({ id: exhibitors.id });
    exhibitorId = made[0]!.id;
    otherId = made[1]!.id;
    await seedLeads(t, exhibitorId, otherId);
    // Three leads captured by a person of the company, two of them still theirs: the list names the
    // capturer and the owner, and a scanner's list has only the leads they own.
    const capturer = await createAccount(t.db, { eventId: t.eventId, firstName: 'Zoë "Q"', lastName: 'Capturer', phone: { phoneCode: '91', mobile: '9000000012' } });
    capturerId = capturer.id;
    await t.db.execute(
      sql`update ${leads} set captured_by = ${capturerId} where ${leads.exhibitorId} = ${exhibitorId} and ${leads.fullName} in ('Tied 0', 'Tied 3', ' Padded ')`,
    );
    await t.db.execute(sql`update ${leads} set owner_id = ${capturerId} where ${leads.exhibitorId} = ${exhibitorId} and ${leads.fullName} in ('Tied 0', 'Tied 3')`);
    await seedQualification(t, exhibitorId, capturerId);
  });

  it('is the same JSON text, byte for byte, as whole rows mapped with toApiLead', async () => {
    const before = await listedTheOldWay(t, exhibitorId);
    expect(before).toHaveLength(awkwardNames.length + 6);
    expect(await listLeadsJson(t.db, exhibitorId)).toBe(JSON.stringify(before));
    // The prepared statement run again gives the same text.
    expect(await listLeadsJson(t.db, exhibitorId)).toBe(JSON.stringify(before));
  });

  it('shows how a lead was captured, with what was read and its photos oldest first', async () => {
    type Listed = { user: { fullName: string; website: string | null }; capture: { kind: string; text: string | null; images: Array<{ url: string; label: string; addedAt: string }> } };
    const listed = JSON.parse(await listLeadsJson(t.db, exhibitorId)) as Listed[];
    const read = listed.find((lead) => lead.user.fullName === 'Tied 1')!;
    expect(read.user.website).toBe('https://zoë.example/?a=1&b="2"');
    expect(read.capture.kind).toBe('vcard');
    expect(read.capture.images).toEqual([
      { url: 'leadPhoto/"front".jpg', label: 'card_front', addedAt: '2025-03-14T10:00:00.000Z' },
      { url: 'leadPhoto/back.png', label: 'card_back', addedAt: '2025-03-14T10:00:02.000Z' },
    ]);
    const manual = listed.find((lead) => lead.user.fullName === 'Tied 4')!;
    expect(manual.capture).toEqual({ kind: 'manual', text: null, images: [] });
  });

  it('shows the qualification, the badge code, notes and touches oldest first', async () => {
    type Listed = { user: { fullName: string }; rating: number | null; tags: string[]; ticketCode: string | null; answers: Record<string, unknown>; notes: Array<{ text: string; author: unknown }>; touches: Array<{ at: string; by: unknown }> };
    const listed = JSON.parse(await listLeadsJson(t.db, exhibitorId)) as Listed[];
    const rated = listed.find((lead) => lead.user.fullName === 'Tied 1')!;
    expect(rated.rating).toBe(4);
    expect(rated.tags).toEqual(['Hot lead', 'Zoë "q"', 'a,b']);
    expect(rated.ticketCode).toMatch(/^LIST-\d+$/);
    expect(rated.answers.longerName).toEqual(['a, b', 'Zoë "Q" \\ \u2028', '</script>']);
    expect(rated.notes.map((note) => note.text)).toEqual(['First note', 'Second, "quoted"\nline']);
    expect(rated.notes.map((note) => note.author)).toEqual([null, { userId: capturerId, name: 'Zoë "Q" Capturer' }]);
    expect(rated.touches.map((touch) => touch.at)).toEqual(['2025-03-14T09:59:55.000Z', '2025-03-14T10:00:05.000Z']);
    expect(rated.touches[1]!.by).toBeNull();
    const plain = listed.find((lead) => lead.user.fullName === 'Tied 4')!;
    expect([plain.rating, plain.tags, plain.ticketCode, plain.answers, plain.notes, plain.touches]).toEqual([null, [], null, {}, [], []]);
  });

  it('names the capturer and the owner, and lists only the leads one person owns, as the rows mapped in JavaScript do', async () => {
    type Person = { userId: string; name: string } | null;
    const all = JSON.parse(await listLeadsJson(t.db, exhibitorId)) as Array<{ capturedBy: Person; owner: Person }>;
    const person = { userId: capturerId, name: 'Zoë "Q" Capturer' };
    expect(all.map((lead) => lead.capturedBy).filter((by) => by !== null)).toEqual(Array(3).fill(person));
    expect(all.map((lead) => lead.owner).filter((owner) => owner !== null)).toEqual(Array(2).fill(person));
    const theirs = await listLeadsJson(t.db, exhibitorId, capturerId);
    expect(theirs).toBe(JSON.stringify(await listedTheOldWay(t, exhibitorId, capturerId)));
    expect((JSON.parse(theirs) as Array<{ owner: Person }>).map((lead) => lead.owner)).toEqual([person, person]);
    expect(await listLeadsJson(t.db, otherId, capturerId)).toBe('[]');
  });

  it('shows blank names as Unknown, keeps others as stored, and lists only the exhibitor leads', async () => {
    const listed = JSON.parse(await listLeadsJson(t.db, exhibitorId)) as Array<{ createdAt: string; user: { fullName: string } }>;
    const names = listed.map((lead) => lead.user.fullName);
    expect(names.filter((name) => name === 'Unknown')).toHaveLength(blankNames);
    expect(names).toContain(' Padded ');
    expect(names).not.toContain('Not yours');
    expect(listed.find((lead) => lead.user.fullName === ' Padded ')!.createdAt).toBe('2025-03-14T09:34:00.000Z');
    const other = JSON.parse(await listLeadsJson(t.db, otherId)) as Array<{ user: { fullName: string } }>;
    expect(other.map((lead) => lead.user.fullName)).toEqual(['Not yours']);
  });

  it('is an empty array for an exhibitor without leads', async () => {
    const [empty] = await t.db.insert(exhibitors).values({ eventId: t.eventId, name: 'Empty Co' }).returning({ id: exhibitors.id });
    expect(await listLeadsJson(t.db, empty!.id)).toBe('[]');
  });

  describe('over HTTP', () => {
    const servers: Array<{ app: FastifyInstance; dir: TempDataDir }> = [];
    let token: string;
    let readerExhibitorId: string;

    async function serve(responseValidation: boolean): Promise<string> {
      const dir = await createTempDataDir('lead-list-http-');
      const config = loadConfig({ DATA_DIR: dir.path, LOG_LEVEL: 'warn', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: responseValidation ? '1' : '0' });
      const app = await buildApp({ config, db: t.db });
      servers.push({ app, dir });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }

    beforeAll(async () => {
      const user = await createAccount(t.db, { eventId: t.eventId, firstName: 'Lead', lastName: 'Reader', phone: { phoneCode: '91', mobile: '9000000011' } });
      // The account's own exhibitor gets the awkward leads too.
      readerExhibitorId = user.exhibitorId;
      await seedLeads(t, readerExhibitorId);
      await seedQualification(t, readerExhibitorId, user.id);
      token = (await issueSession(t.db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: t.eventId }, 1)).token;
    });
    afterAll(async () => {
      for (const { app, dir } of servers) {
        await app.close();
        await dir.cleanup();
      }
    });

    it('answers the same bytes with and without response validation, matching the contract', async () => {
      const get = async (origin: string) => fetch(`${origin}/api/leads`, { headers: { authorization: `Bearer ${token}` } });
      const validated = await get(await serve(true));
      const production = await get(await serve(false));
      expect(validated.status).toBe(200);
      expect(production.status).toBe(200);
      expect(production.headers.get('content-type')).toBe(validated.headers.get('content-type'));
      expect(production.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await production.text();
      expect(text).toBe(await validated.text());
      expect(text).toBe(JSON.stringify({ success: true, data: await listedTheOldWay(t, readerExhibitorId) }));

      const body = JSON.parse(text) as { data: unknown[] };
      expect(body.data).toHaveLength(awkwardNames.length + 6);
      const check = loadOpenApiDocument().validateResponse('listLeads', 200, body, 'application/json');
      expect(check.errors).toEqual([]);
      expect(check.ok).toBe(true);
    });

    it('still refuses a caller without a valid token', async () => {
      const origin = await serve(false);
      const answer = await fetch(`${origin}/api/leads`, { headers: { authorization: 'Bearer not-a-real-token' } });
      expect(answer.status).toBe(401);
    });
  });
});
