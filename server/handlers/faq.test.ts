import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_FAQS } from '../demo/demo-data.ts';
import { faqs } from '../db/schema/all-tables.ts';
import { dbKinds, snapshot, unknownId, useSeededApi } from '../testing/api-test-kit.ts';

type ApiFaq = { _id: string; question: string; answer: string; type: string };

describe.each(dbKinds)('FAQ handlers on %s', (kind) => {
  const api = useSeededApi(kind);

  const listed = async (): Promise<ApiFaq[]> => (await api.call('GET', `/api/faq?event=${api.acme.eventId}`)).body.data;
  const rowOf = async (id: string) => (await api.db.select().from(faqs).where(eq(faqs.id, id)))[0];
  const create = async (token: string, json: Record<string, unknown>) => {
    const answer = await api.call('POST', '/api/faq', { token, json });
    expect(answer.status).toBe(201);
    return answer.body.data as ApiFaq;
  };

  it('lists the event’s published FAQs in the organiser’s order, without a token', async () => {
    await api.db.insert(faqs).values({ eventId: api.acme.eventId, question: 'Draft?', answer: '<p>Not yet</p>', isPublished: false });
    const answer = await api.call('GET', `/api/faq?event=${api.acme.eventId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((f: ApiFaq) => f.question)).toEqual(DEMO_FAQS.map((f) => f.question));
    expect(answer.body.data[0]).toEqual({
      _id: expect.any(String),
      exhibitor: null,
      question: DEMO_FAQS[0].question,
      answer: DEMO_FAQS[0].answer,
      type: DEMO_FAQS[0].type,
    });
  });

  it('refuses a missing or malformed event (400) and an unknown one (404)', async () => {
    expect((await api.call('GET', '/api/faq')).status).toBe(400);
    expect((await api.call('GET', '/api/faq?event=1')).status).toBe(400);
    const unknown = await api.call('GET', `/api/faq?event=${unknownId}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Event not found' });
  });

  it('creates an exhibitor FAQ owned by the token, published after the existing ones, HTML kept as sent', async () => {
    const html = '<p>Yes, <em>within</em> 10 days.</p><img src=x onerror="alert(1)">';
    const answer = await api.call('POST', '/api/faq', {
      token: api.acme.token,
      json: { question: '  Do you ship to Europe?  ', answer: html, type: 'Shipping' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'FAQ created',
      data: { _id: expect.any(String), exhibitor: api.acme.user.exhibitorId, question: 'Do you ship to Europe?', answer: html, type: 'Shipping' },
    });
    const row = await rowOf(answer.body.data._id);
    expect(row).toMatchObject({ eventId: api.acme.eventId, exhibitorId: api.acme.user.exhibitorId, isPublished: true, answer: html });
    const organiserRows = await api.db.select().from(faqs).where(and(eq(faqs.eventId, api.acme.eventId), isNull(faqs.exhibitorId)));
    expect(row!.sortOrder).toBeGreaterThan(Math.max(...organiserRows.map((r) => r.sortOrder)));

    // The public list shows it after the organiser's FAQs; a second one goes after it.
    const second = await create(api.borealis.token, { question: 'Do you offer demos?', answer: '<p>Daily.</p>' });
    expect(second.type).toBe('General');
    expect((await rowOf(second._id))!.exhibitorId).toBe(api.borealis.user.exhibitorId);
    const questions = (await listed()).map((f) => f.question);
    expect(questions.slice(0, DEMO_FAQS.length)).toEqual(DEMO_FAQS.map((f) => f.question));
    expect(questions.slice(DEMO_FAQS.length)).toEqual(['Do you ship to Europe?', 'Do you offer demos?']);
  });

  it('updates only the fields sent, and an empty body answers the FAQ unchanged', async () => {
    const made = await create(api.acme.token, { question: 'Parking?', answer: '<p>Hall B.</p>', type: 'Logistics' });
    const changed = await api.call('PUT', `/api/faq/${made._id}`, { token: api.acme.token, json: { answer: '<p>Hall C.</p>' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      success: true,
      message: 'FAQ updated',
      data: { _id: made._id, exhibitor: api.acme.user.exhibitorId, question: 'Parking?', answer: '<p>Hall C.</p>', type: 'Logistics' },
    });
    const retyped = await api.call('PUT', `/api/faq/${made._id}`, { token: api.acme.token, json: { question: 'Car parking?', type: 'Travel' } });
    expect(retyped.body.data).toEqual({ _id: made._id, exhibitor: api.acme.user.exhibitorId, question: 'Car parking?', answer: '<p>Hall C.</p>', type: 'Travel' });
    const before = await snapshot(api.db, faqs);
    const empty = await api.call('PUT', `/api/faq/${made._id}`, { token: api.acme.token, json: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual(retyped.body.data);
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });

  it('deletes the exhibitor’s own FAQ', async () => {
    const made = await create(api.acme.token, { question: 'Temporary?', answer: '<p>Yes.</p>' });
    const answer = await api.call('DELETE', `/api/faq/${made._id}`, { token: api.acme.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'FAQ deleted' });
    expect(await rowOf(made._id)).toBeUndefined();
    expect((await listed()).map((f) => f._id)).not.toContain(made._id);
    // Gone means gone: a second delete or an update is 404.
    expect((await api.call('DELETE', `/api/faq/${made._id}`, { token: api.acme.token })).status).toBe(404);
  });

  it('another exhibitor’s FAQ, an organiser FAQ and an unknown or malformed id answer 404 and change nothing', async () => {
    const borealisFaq = await create(api.borealis.token, { question: 'Borealis only?', answer: '<p>Ours.</p>' });
    const [organiserFaq] = await api.db.select().from(faqs).where(and(eq(faqs.eventId, api.acme.eventId), isNull(faqs.exhibitorId))).limit(1);
    const before = await snapshot(api.db, faqs);
    for (const id of [borealisFaq._id, organiserFaq!.id, unknownId, 'not-a-uuid']) {
      const put = await api.call('PUT', `/api/faq/${id}`, { token: api.acme.token, json: { answer: '<p>Hijacked</p>' } });
      const del = await api.call('DELETE', `/api/faq/${id}`, { token: api.acme.token });
      // A malformed id is refused by the contract's uuid format before the handler runs.
      const expected = id === 'not-a-uuid' ? 400 : 404;
      expect([put.status, del.status], id).toEqual([expected, expected]);
      if (expected === 404) {
        expect(put.body).toEqual({ success: false, message: 'FAQ not found' });
        expect(del.body).toEqual({ success: false, message: 'FAQ not found' });
      }
    }
    // An empty update of someone else's FAQ does not reveal it either.
    expect((await api.call('PUT', `/api/faq/${borealisFaq._id}`, { token: api.acme.token, json: {} })).status).toBe(404);
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });

  const writes = (id: string) =>
    [
      ['POST', '/api/faq', { question: 'Q?', answer: '<p>A</p>', type: 'General' }],
      ['PUT', `/api/faq/${id}`, { answer: '<p>Changed</p>' }],
      ['DELETE', `/api/faq/${id}`, undefined],
    ] as const;

  it('writes without a token answer 401 and change nothing', async () => {
    const own = await create(api.acme.token, { question: 'Token?', answer: '<p>Needed.</p>' });
    const before = await snapshot(api.db, faqs);
    for (const id of [own._id, unknownId]) {
      for (const [method, path, json] of writes(id)) {
        const answer = await api.call(method, path, { json });
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('Unauthorized');
      }
    }
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });

  it('bad bodies answer 400 and change nothing', async () => {
    const own = await create(api.acme.token, { question: 'Valid?', answer: '<p>Yes.</p>' });
    const before = await snapshot(api.db, faqs);
    const tooLong = 'x'.repeat(5001);
    const badCreates: Array<[Record<string, unknown>, string]> = [
      [{ question: 'Q?' }, 'answer'],
      [{ answer: '<p>A</p>' }, 'question'],
      [{ question: '', answer: '<p>A</p>' }, 'question'],
      [{ question: '   ', answer: '<p>A</p>' }, 'question'],
      [{ question: 'Q?', answer: ' \n ' }, 'answer'],
      [{ question: 'Q?', answer: '<p>A</p>', type: '  ' }, 'type'],
      [{ question: 'Q?', answer: tooLong }, 'answer'],
      [{ question: tooLong, answer: '<p>A</p>' }, 'question'],
      [{ question: 'Q?', answer: '<p>A</p>', type: 'x'.repeat(201) }, 'type'],
      [{ question: 'Q?', answer: 5 }, 'answer'],
      [{ question: 'Q?', answer: '<p>A</p>', exhibitorId: api.borealis.user.exhibitorId }, 'exhibitorId'],
    ];
    for (const [json, field] of badCreates) {
      const answer = await api.call('POST', '/api/faq', { token: api.acme.token, json });
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body), field).toContain(field);
    }
    const badUpdates: Array<Record<string, unknown>> = [
      { answer: 5 },
      { answer: '' },
      { answer: '   ' },
      { question: '  ' },
      { answer: tooLong },
      { type: '' },
      { exhibitorId: api.borealis.user.exhibitorId },
    ];
    for (const json of badUpdates) {
      const answer = await api.call('PUT', `/api/faq/${own._id}`, { token: api.acme.token, json });
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    const notJson = await api.call('POST', '/api/faq', { token: api.acme.token, json: '{"question":' });
    expect(notJson.status).toBe(400);
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });

  it('an answer of exactly the maximum length is accepted', async () => {
    const longest = `<p>${'a'.repeat(5000 - 7)}</p>`;
    const made = await create(api.acme.token, { question: 'Long?', answer: longest });
    expect((await rowOf(made._id))!.answer).toBe(longest);
  });
});
