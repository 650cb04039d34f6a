import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAQS } from '../db/demo-data.ts';
import { faqs } from '../db/schema/index.ts';
import { dbKinds, snapshot, startSeededApi, unknownId, type SeededApi } from './api-test-kit.ts';

describe.each(dbKinds)('FAQ handlers on %s', (kind) => {
  let api: SeededApi;
  beforeAll(async () => {
    api = await startSeededApi(kind);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('lists the event’s published FAQs in the organiser’s order, without a token', async () => {
    await api.db.insert(faqs).values({ eventId: api.acme.eventId, question: 'Draft?', answer: '<p>Not yet</p>', isPublished: false });
    const answer = await api.call('GET', `/api/faq?event=${api.acme.eventId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((f: { question: string }) => f.question)).toEqual(DEMO_FAQS.map((f) => f.question));
    expect(answer.body.data[0]).toEqual({
      _id: expect.any(String),
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

  const writes = (id: string) =>
    [
      ['POST', '/api/faq', { question: 'Q?', answer: '<p>A</p>', type: 'General' }],
      ['PUT', `/api/faq/${id}`, { answer: '<p>Changed</p>' }],
      ['DELETE', `/api/faq/${id}`, undefined],
    ] as const;

  it('exhibitors cannot change FAQs: 403 for every write, and nothing changes', async () => {
    const existing = (await api.call('GET', `/api/faq?event=${api.acme.eventId}`)).body.data[0]._id as string;
    const before = await snapshot(api.db, faqs);
    for (const id of [existing, unknownId]) {
      for (const [method, path, json] of writes(id)) {
        const answer = await api.call(method, path, { token: api.acme.token, json });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ success: false, message: 'Only the event organiser can change FAQs.' });
      }
    }
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });

  it('writes without a token answer 401, and malformed bodies 400, changing nothing', async () => {
    const before = await snapshot(api.db, faqs);
    for (const [method, path, json] of writes(unknownId)) {
      const answer = await api.call(method, path, { json });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Unauthorized');
    }
    const missing = await api.call('POST', '/api/faq', { token: api.acme.token, json: { question: 'Q?' } });
    expect(missing.status).toBe(400);
    const wrongType = await api.call('PUT', `/api/faq/${unknownId}`, { token: api.acme.token, json: { answer: 5 } });
    expect(wrongType.status).toBe(400);
    expect(await snapshot(api.db, faqs)).toEqual(before);
  });
});
