import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, exhibitors } from '../db/schema/all-tables.ts';
import { useSeededApi } from '../testing/api-test-kit.ts';
import { options, question } from '../testing/question-fixtures.ts';

const api = useSeededApi();


describe('GET and PUT /api/company/lead-questions', () => {
  it('has no questions until the company saves some, then answers them in order', async () => {
    expect(await api.borealis.call('GET', '/api/company/lead-questions')).toEqual({ status: 200, body: { success: true, data: { questions: [] } } });
    const questions = [question('budget', 'select', { options: options('Under 10k', 'Over 50k'), required: true }), question('notes_2', 'textarea'), question('', 'title', { name: null, label: 'About the visit' })];
    const saved = await api.borealis.call('PUT', '/api/company/lead-questions', { questions });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: 'Lead questions saved', data: { questions } });
    expect((await api.borealis.call('GET', '/api/company/lead-questions')).body.data.questions).toEqual(questions);
    // Another company's questions stay its own.
    expect((await api.acme.call('GET', '/api/company/lead-questions')).body.data.questions).toEqual([]);
    const [entry] = await api.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.exhibitorId, api.borealis.exhibitorId), eq(activityLog.action, 'company.lead-questions')))
      .orderBy(desc(activityLog.createdAt));
    expect(entry).toMatchObject({ category: 'company', summary: 'Saved the lead questions (3 questions)' });
  });

  it('refuses bad names, repeated names, uploads, named option lists and choices without options, saving nothing', async () => {
    const before = await api.db.select({ questions: exhibitors.leadQuestions }).from(exhibitors).where(eq(exhibitors.id, api.acme.exhibitorId));
    const { status, body } = await api.acme.call('PUT', '/api/company/lead-questions', {
      questions: [
        question('1st', 'text'),
        question('topic', 'text'),
        question('Topic', 'text'),
        question('photo', 'image'),
        question('country', 'select', { selectApi: 'countries' }),
        question('choice', 'multiSelect', { options: [] }),
        question('has space', 'file'),
      ],
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Question 1: must start with a letter/);
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([
      '/questions/0/name',
      '/questions/2/name',
      '/questions/3/type',
      '/questions/4/selectApi',
      '/questions/4/options',
      '/questions/5/options',
      '/questions/6/name',
      '/questions/6/type',
    ]);
    const after = await api.db.select({ questions: exhibitors.leadQuestions }).from(exhibitors).where(eq(exhibitors.id, api.acme.exhibitorId));
    expect(after).toEqual(before);
  });

  it('refuses a body that is not a list of form fields (contract validation)', async () => {
    const { status } = await api.acme.call('PUT', '/api/company/lead-questions', { questions: [{ name: 'x' }] });
    expect(status).toBe(400);
  });
});
