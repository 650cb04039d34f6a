import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../portal-server.ts';
import { loadConfig } from '../config.ts';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { leadNotes, leads } from '../db/schema/all-tables.ts';
import {
  callApi,
  dbKinds,
  freshMobile,
  registerNewExhibitor,
  signInExhibitor,
  useSeededApi,
  type ApiAnswer,
  type SignedInExhibitor,
} from '../testing/api-test-kit.ts';
import { decodeLeadCursor, encodeLeadCursor } from '../leads/lead-list-json.ts';
import { LIMIT_WITH_AFTER, UNKNOWN_LEAD_CURSOR } from './leads-handlers.ts';

// GET /api/leads in pages (limit, after, next): a page starts after a lead, by its full-precision
// time and id, so leads added meanwhile never repeat or shift a page; a first page's ETag is the
// version of the whole list the caller sees, so a 304 says nothing in any lead changed.

type Listed = { _id: string; priority: string; user: { fullName: string }; notes: unknown[] };

const ids = (answer: ApiAnswer): string[] => (answer.body.data as Listed[]).map((lead) => lead._id);
const names = (answer: ApiAnswer): string[] => (answer.body.data as Listed[]).map((lead) => lead.user.fullName);

function read(origin: string, who: SignedInExhibitor, query: string, ifNoneMatch?: string): Promise<ApiAnswer> {
  return callApi(origin, 'GET', `/api/leads${query}`, { token: who.token, ...(ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': ifNoneMatch } }) });
}

/** Every page of `limit` leads, following `next` until it is null. */
async function walk(origin: string, who: SignedInExhibitor, limit: number): Promise<ApiAnswer[]> {
  const pages: ApiAnswer[] = [];
  let after: string | null | undefined;
  do {
    const page = await read(origin, who, `?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    expect(page.status, page.body?.message).toBe(200);
    pages.push(page);
    after = page.body.next as string | null;
    expect(pages.length).toBeLessThan(50);
  } while (after !== null);
  return pages;
}

describe.each(dbKinds)('leads in pages on %s', (kind) => {
  const api = useSeededApi(kind);
  let owner: SignedInExhibitor;

  // Five leads: two within one millisecond (only the microseconds tell them apart, and a page ends
  // between them) and two at the very same instant (the id orders them).
  beforeAll(async () => {
    owner = await registerNewExhibitor(api.url, freshMobile());
    const base = Date.parse('2025-03-14T09:30:00.000Z');
    await api.db.insert(leads).values([
      { exhibitorId: owner.exhibitorId, fullName: 'Lead 1 newest', createdAt: new Date(base + 3000) },
      { exhibitorId: owner.exhibitorId, fullName: 'Lead 2 late microsecond', createdAt: new Date(base + 2000) },
      { exhibitorId: owner.exhibitorId, fullName: 'Lead 3 early microsecond', createdAt: new Date(base + 2000) },
      { exhibitorId: owner.exhibitorId, fullName: 'Lead 4 tied', createdAt: new Date(base + 1000) },
      { exhibitorId: owner.exhibitorId, fullName: 'Lead 4 tied', createdAt: new Date(base + 1000) },
    ]);
    await api.db.execute(sql`update ${leads} set created_at = created_at + interval '700 microseconds' where ${leads.fullName} = 'Lead 2 late microsecond'`);
    await api.db.execute(sql`update ${leads} set created_at = created_at + interval '300 microseconds' where ${leads.fullName} = 'Lead 3 early microsecond'`);
  });

  it('walks the list two leads at a time: all five, newest first, none twice, the last next null', async () => {
    const whole = await read(api.url, owner, '');
    expect(whole.status).toBe(200);
    expect(whole.body.next).toBeUndefined();
    expect(names(whole)).toEqual(['Lead 1 newest', 'Lead 2 late microsecond', 'Lead 3 early microsecond', 'Lead 4 tied', 'Lead 4 tied']);

    const pages = await walk(api.url, owner, 2);
    expect(pages.map((page) => page.body.data.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.body.next === null)).toEqual([false, false, true]);
    // Exactly the whole list's leads, in its order, each once, the same JSON lead for lead.
    expect(pages.flatMap(ids)).toEqual(ids(whole));
    expect(pages.flatMap((page) => page.body.data)).toEqual(whole.body.data);

    // One at a time and all at once give the same list; a page as long as the list says there is no next.
    expect((await walk(api.url, owner, 1)).flatMap(ids)).toEqual(ids(whole));
    const all = await read(api.url, owner, '?limit=5');
    expect(ids(all)).toEqual(ids(whole));
    expect(all.body.next).toBeNull();
  });

  it('carries the microseconds and the id in next, so no lead of one millisecond is skipped', async () => {
    const first = await read(api.url, owner, '?limit=2');
    const cursor = decodeLeadCursor(first.body.next as string);
    expect(cursor).toEqual({ createdAt: '2025-03-14T09:30:02.000700Z', id: first.body.data[1]._id });
    expect(encodeLeadCursor(cursor!)).toBe(first.body.next);
  });

  it('keeps the next page in place when a lead is added between two reads', async () => {
    const first = await read(api.url, owner, '?limit=2');
    const expectedSecond = await read(api.url, owner, `?limit=2&after=${first.body.next}`);
    const added = await owner.call('POST', '/api/leads', { person: { fullName: 'Added meanwhile' } });
    expect(added.status).toBe(201);

    const second = await read(api.url, owner, `?limit=2&after=${first.body.next}`);
    expect(ids(second)).toEqual(ids(expectedSecond));
    expect(second.body.next).toBe(expectedSecond.body.next);
    const rest = await read(api.url, owner, `?limit=2&after=${second.body.next}`);
    const seen = [...ids(first), ...ids(second), ...ids(rest)];
    expect(new Set(seen).size).toBe(5);
    expect(seen).not.toContain(added.body.data._id);
    // The new lead opens a fresh first page.
    expect(ids(await read(api.url, owner, '?limit=2'))[0]).toBe(added.body.data._id);

    const deleted = await owner.call('DELETE', `/api/leads/${added.body.data._id}`);
    expect(deleted.status).toBe(200);
  });

  it('tags a first page with the whole list’s version: 304 while unchanged, a new tag after any change on a later page', async () => {
    const first = await read(api.url, owner, '?limit=2');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"list-[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // The version is the list's, whatever the page's length.
    expect((await read(api.url, owner, '?limit=4')).headers.get('etag')).toBe(etag);

    // A 304 like every conditional read's: no body, no content type, the tag and Cache-Control.
    const again = await read(api.url, owner, '?limit=2', etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('content-type')).toBeNull();
    const wholeEtag = (await read(api.url, owner, '')).headers.get('etag')!;
    const wholeAgain = await read(api.url, owner, '', wholeEtag);
    expect(wholeAgain.status).toBe(304);
    const headerNames = (answer: ApiAnswer) => [...answer.headers.keys()].filter((name) => name !== 'date' && name !== 'etag').sort();
    expect(headerNames(again)).toEqual(headerNames(wholeAgain));
    // A list of tags, or a weak form, is read as the other reads read it.
    expect((await read(api.url, owner, '?limit=2', `"other", W/${etag}`)).status).toBe(304);

    const oldest = (await read(api.url, owner, '')).body.data.at(-1) as Listed;
    let current = etag;
    /** After `change`, the first page is the same leads and JSON as before, yet its tag is new and the old one gets 200. */
    const expectNewVersion = async (change: () => Promise<unknown>) => {
      const before = await read(api.url, owner, '?limit=2');
      await change();
      const after = await read(api.url, owner, '?limit=2', current);
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual(before.body.data);
      const tag = after.headers.get('etag')!;
      expect(tag).toMatch(/^"list-[0-9a-f]{32}"$/);
      expect(tag).not.toBe(current);
      expect((await read(api.url, owner, '?limit=2', tag)).status).toBe(304);
      current = tag;
    };

    await expectNewVersion(async () => {
      const changed = await owner.call('PUT', `/api/leads/${oldest._id}`, { priority: oldest.priority === 'high' ? 'low' : 'high' });
      expect(changed.status).toBe(200);
    });
    await expectNewVersion(async () => {
      const noted = await owner.call('PUT', `/api/leads/${oldest._id}`, { appendNote: 'Asked for a price list.' });
      expect(noted.status).toBe(200);
    });
    // Only a note's text, the lead's own row untouched: the version is of what the JSON shows.
    await expectNewVersion(() => api.db.update(leadNotes).set({ text: 'Asked for two price lists.' }).where(eq(leadNotes.leadId, oldest._id)));
    await expectNewVersion(async () => {
      const deleted = await owner.call('DELETE', `/api/leads/${oldest._id}`);
      expect(deleted.status).toBe(200);
    });
    expect(ids(await read(api.url, owner, ''))).not.toContain(oldest._id);
  });

  it('tags a later page with the hash of its own text, and answers 304 to it', async () => {
    const first = await read(api.url, owner, '?limit=2');
    const later = await read(api.url, owner, `?limit=2&after=${first.body.next}`);
    const etag = later.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await read(api.url, owner, `?limit=2&after=${first.body.next}`, etag)).status).toBe(304);
  });

  it('refuses after without limit, a cursor it did not give and a limit out of range, with 400', async () => {
    const first = await read(api.url, owner, '?limit=2');
    const withoutLimit = await read(api.url, owner, `?after=${first.body.next}`);
    expect(withoutLimit.status).toBe(400);
    expect(withoutLimit.body).toEqual({ success: false, message: LIMIT_WITH_AFTER, errors: [{ path: '/limit', message: LIMIT_WITH_AFTER }] });

    const valid = decodeLeadCursor(first.body.next as string)!;
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const foreign = [
      'garbage!',
      'garbage',
      b64('x|y'),
      b64(valid.id),
      `${first.body.next}=`,
      b64(`2025-02-30T10:00:00.000000Z|${valid.id}`),
      b64(`0000-01-01T00:00:00.000000Z|${valid.id}`),
      b64(`2025-03-14T09:30:02.0007Z|${valid.id}`),
      b64(`${valid.createdAt}|${valid.id.toUpperCase()}`),
      b64(`${valid.createdAt}|${valid.id}|more`),
      'A'.repeat(200),
    ];
    for (const after of foreign) {
      const answer = await read(api.url, owner, `?limit=2&after=${encodeURIComponent(after)}`);
      expect(answer.status, after).toBe(400);
      expect(answer.body, after).toEqual({ success: false, message: UNKNOWN_LEAD_CURSOR, errors: [{ path: '/after', message: UNKNOWN_LEAD_CURSOR }] });
    }
    for (const query of ['?limit=0', '?limit=1001', '?limit=two', '?limit=2&after=', `?limit=2&after=${'A'.repeat(201)}`]) {
      const answer = await read(api.url, owner, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success, query).toBe(false);
    }
  });

  it('gives a lead scanner pages of only the leads they own, tagged with their own list’s version', async () => {
    const scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    const captured: string[] = [];
    for (const fullName of ['Scanned 1', 'Scanned 2', 'Scanned 3']) {
      const added = await scanner.call('POST', '/api/leads', { person: { fullName } });
      expect(added.status).toBe(201);
      captured.unshift(added.body.data._id as string);
    }
    const pages = await walk(api.url, scanner, 2);
    expect(pages.flatMap(ids)).toEqual(captured);
    expect(ids(await read(api.url, scanner, ''))).toEqual(captured);
    // The admin sees more, under another version.
    const adminFirst = await read(api.url, api.acme, '?limit=2');
    expect((await walk(api.url, api.acme, 100)).flatMap(ids).length).toBeGreaterThan(captured.length);
    const scannerTag = pages[0]!.headers.get('etag')!;
    expect(adminFirst.headers.get('etag')).not.toBe(scannerTag);

    // A change to a lead the scanner does not see leaves their version as it was.
    const seeded = (await read(api.url, api.acme, '')).body.data.find((lead: Listed) => !captured.includes(lead._id)) as Listed;
    expect((await api.acme.call('PUT', `/api/leads/${seeded._id}`, { status: 'contacted-again' })).status).toBe(200);
    expect((await read(api.url, scanner, '?limit=2', scannerTag)).status).toBe(304);
    expect((await read(api.url, api.acme, '?limit=2', adminFirst.headers.get('etag')!)).status).toBe(200);
    // One of their own changes it.
    expect((await scanner.call('PUT', `/api/leads/${captured[2]}`, { status: 'contacted' })).status).toBe(200);
    expect((await read(api.url, scanner, '?limit=2', scannerTag)).status).toBe(200);
    // A lead handed to them joins their list under a new version; handed on again, it leaves it.
    const handTo = (userId: string) => api.acme.call('POST', `/api/leads/${seeded._id}/owner`, { userId });
    const before = (await read(api.url, scanner, '?limit=2')).headers.get('etag')!;
    expect((await handTo(scanner.user._id)).status).toBe(200);
    const withIt = await read(api.url, scanner, '?limit=2', before);
    expect([withIt.status, (await walk(api.url, scanner, 2)).flatMap(ids).includes(seeded._id), (await handTo(api.acme.user._id)).status]).toEqual([200, true, 200]);
    expect([(await read(api.url, scanner, '?limit=2', withIt.headers.get('etag')!)).status, (await walk(api.url, scanner, 2)).flatMap(ids)]).toEqual([200, captured]);
  });

  describe('without response validation (production)', () => {
    let origin: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lead-pages-'));
      const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '0' });
      const app = await buildApp({ config, db: api.db });
      await app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      close = async () => {
        await app.close();
        await rm(dir, { recursive: true, force: true });
      };
    });
    afterAll(async () => close?.());

    it('sends the same bytes and headers as the validated answer, page after page, and the same 304', async () => {
      const text = async (base: string, query: string) => {
        const answer = await fetch(`${base}/api/leads${query}`, { headers: { authorization: `Bearer ${owner.token}` } });
        expect(answer.status).toBe(200);
        return { body: await answer.text(), type: answer.headers.get('content-type'), etag: answer.headers.get('etag') };
      };
      let after: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=2${after === null ? '' : `&after=${after}`}`;
        const production = await text(origin, query);
        expect(production).toEqual(await text(api.url, query));
        expect(production.type).toBe('application/json; charset=utf-8');
        after = (JSON.parse(production.body) as { next: string | null }).next;
        pages += 1;
      } while (after !== null);
      expect(pages).toBeGreaterThan(1);

      const first = await read(origin, owner, '?limit=2');
      const again = await read(origin, owner, '?limit=2', first.headers.get('etag')!);
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
    });
  });
});

describe('lead cursors', () => {
  it('read back only what they wrote', () => {
    const cursor = { createdAt: '2024-02-29T23:59:59.999999Z', id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b' };
    expect(decodeLeadCursor(encodeLeadCursor(cursor))).toEqual(cursor);
    expect(decodeLeadCursor(encodeLeadCursor({ ...cursor, createdAt: '2023-02-29T23:59:59.999999Z' }))).toBeNull();
    expect(decodeLeadCursor(encodeLeadCursor({ ...cursor, createdAt: '2024-02-29T24:00:00.000000Z' }))).toBeNull();
    expect(decodeLeadCursor(encodeLeadCursor({ ...cursor, id: 'not-a-uuid' }))).toBeNull();
    expect(decodeLeadCursor('')).toBeNull();
  });
});
