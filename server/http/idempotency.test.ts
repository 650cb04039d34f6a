import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, leadNotes, leads } from '../db/schema/all-tables.ts';
import { callApi, countRows, dbKinds, useSeededApi } from '../testing/api-test-kit.ts';
import { canonicalJson, idempotentOperations, requestHash } from './idempotency.ts';
import { loadOpenApiDocument } from './contract-document.ts';

describe('which operations take an Idempotency-Key', () => {
  it('is read from the contract: every operation listing the IdempotencyKey parameter', async () => {
    expect([...idempotentOperations(await loadOpenApiDocument())].sort()).toEqual(['addLeadImage', 'captureBusinessCard', 'createLead', 'scanBadge', 'updateLead']);
  });

  it('hashes the same request the same whatever the key order, and another body differently', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(requestHash('createLead', {}, { a: 1, b: 2 })).toBe(requestHash('createLead', {}, { b: 2, a: 1 }));
    expect(requestHash('createLead', {}, { a: 1 })).not.toBe(requestHash('createLead', {}, { a: 2 }));
    expect(requestHash('updateLead', { id: 'x' }, {})).not.toBe(requestHash('updateLead', { id: 'y' }, {}));
  });
});

describe.each(dbKinds)('Idempotency-Key on %s', (kind) => {
  const api = useSeededApi(kind);
  let serial = 0;
  const freshKey = () => `key-${kind}-${Date.now()}-${++serial}`;
  const post = (key: string, json: unknown, token = api.acme.token) =>
    callApi(api.url, 'POST', '/api/leads', { token, json, headers: { 'idempotency-key': key } });
  const acmeLeads = () => countRows(api.db, leads, `exhibitor_id = '${api.acme.exhibitorId}'`);

  it('answers a repeat with the first answer and writes once', async () => {
    const key = freshKey();
    const before = await acmeLeads();
    const body = { person: { fullName: 'Once Only', emailId: `once.${key}@example.com` } };
    const first = await post(key, body);
    const again = await post(key, body);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await acmeLeads()).toBe(before + 1);
  });

  it('writes once when the same request arrives several times at once', async () => {
    const key = freshKey();
    const before = await acmeLeads();
    const body = { person: { fullName: 'At Once' } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(key, body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await acmeLeads()).toBe(before + 1);
  });

  it('refuses the same key with another body with 409, writing nothing', async () => {
    const key = freshKey();
    await post(key, { person: { fullName: 'First Body' } });
    const before = await acmeLeads();
    const other = await post(key, { person: { fullName: 'Second Body' } });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ success: false, message: 'This Idempotency-Key was used for another request.' });
    expect(await acmeLeads()).toBe(before);
  });

  it('keeps no refused answer: the request may be sent again with the same key once fixed', async () => {
    const key = freshKey();
    const refused = await post(key, { person: { fullName: '   ' } });
    expect(refused.status).toBe(400);
    expect(await countRows(api.db, idempotencyKeys, `key = '${key}'`)).toBe(0);
    const fixed = await post(key, { person: { fullName: 'Fixed Name' } });
    expect(fixed.status).toBe(201);
  });

  it('appends a note once when an update is sent twice', async () => {
    const lead = (await post(freshKey(), { person: { fullName: 'Twice Noted' } })).body.data;
    const key = freshKey();
    const put = () =>
      callApi(api.url, 'PUT', `/api/leads/${lead._id}`, { token: api.acme.token, json: { appendNote: 'Only once' }, headers: { 'idempotency-key': key } });
    const [a, b] = [await put(), await put()];
    expect(b).toEqual(a);
    expect(await countRows(api.db, leadNotes, `lead_id = '${lead._id}'`)).toBe(1);
    // The same key on another lead is another request.
    const other = (await post(freshKey(), { person: { fullName: 'Other Lead' } })).body.data;
    const elsewhere = await callApi(api.url, 'PUT', `/api/leads/${other._id}`, { token: api.acme.token, json: { appendNote: 'Only once' }, headers: { 'idempotency-key': key } });
    expect(elsewhere.status).toBe(409);
  });

  it('keeps keys per user, and forgets a key after 48 hours', async () => {
    const key = freshKey();
    expect((await post(key, { person: { fullName: 'Acme Key' } })).status).toBe(201);
    const theirs = await post(key, { person: { fullName: 'Borealis Key' } }, api.borealis.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.user.fullName).toBe('Borealis Key');

    await api.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 49 * 60 * 60 * 1000) })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, api.acme.user._id)));
    const later = await post(key, { person: { fullName: 'Acme Key Later' } });
    expect(later.status).toBe(201);
    expect(later.body.data.user.fullName).toBe('Acme Key Later');
  });

  it('refuses a malformed key (contract validation) and leaves calls without a key alone', async () => {
    expect((await post('bad key!', { person: { fullName: 'X' } })).status).toBe(400);
    const before = await acmeLeads();
    const body = { person: { fullName: 'No Key' } };
    await api.acme.call('POST', '/api/leads', body);
    await api.acme.call('POST', '/api/leads', body);
    expect(await acmeLeads()).toBe(before + 2);
  });
});
