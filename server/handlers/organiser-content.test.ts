// The console's Content screen over HTTP: the event's resources (a file uploaded from the console,
// title, category, whether exhibitors see it) and the organiser's FAQs (add, edit, delete, order),
// each reaching the exhibitor's Resources & FAQ screen's reads; an organiser of another event, or
// organiser staff, changing nothing.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloads, faqs, uploads } from '../db/schema/all-tables.ts';
import { samplePdf } from '../storage/sample-files.ts';
import { callApi, defaultEventId, refusalCheck, unknownId, useSeededApi, type ApiAnswer } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { insertOtherEvent } from '../testing/other-event.ts';

const api = useSeededApi();
const refused = refusalCheck(api, [downloads, faqs, uploads]);

let eventId: string;
let organiser: string;
let staff: string;
let otherOrganiser: string;

const as = (token: string) => (method: string, path: string, json?: unknown): Promise<ApiAnswer> =>
  callApi(api.url, method, `/api${path}`, { token, ...(json === undefined ? {} : { json }) });

const pdfForm = (fileName = 'manual.pdf'): FormData => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePdf())]), fileName);
  return form;
};

const uploadPdf = async (token: string): Promise<string> => {
  const answer = await callApi(api.url, 'POST', '/api/organiser/content/resource-files', { token, form: pdfForm() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.filePath as string;
};

/** What the exhibitor's Event Resources tab reads (no token needed). */
const exhibitorResources = async (): Promise<Array<{ _id: string; title: string }>> => {
  const answer = await callApi(api.url, 'GET', `/api/downloads?event=${eventId}&excludeExhibitor=true`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** What the exhibitor's FAQs tab reads. */
const exhibitorFaqs = async (): Promise<Array<{ _id: string; question: string; answer: string }>> => {
  const answer = await callApi(api.url, 'GET', `/api/faq?event=${eventId}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  eventId = await defaultEventId(api.url);
  const other = await insertOtherEvent(api.db);
  organiser = await organiserToken(api, { eventId, role: 'organiser' });
  staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
  otherOrganiser = await organiserToken(api, { eventId: other.eventId, role: 'organiser' });
});

describe('event resources in the console', () => {
  it('uploads a file, adds it as a resource exhibitors see, hides it, and deletes it', async () => {
    const filePath = await uploadPdf(organiser);
    expect(filePath).toMatch(/^resource\/[0-9a-f-]+\.pdf$/);
    const [upload] = await api.db.select().from(uploads).where(eq(uploads.path, filePath));
    expect(upload?.exhibitorId).toBeNull();

    const added = await as(organiser)('POST', '/organiser/content/resources', { title: '  Exhibitor manual ', category: 'Logistics', fileUrl: filePath });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe('Added "Exhibitor manual".');
    expect(added.body.data).toMatchObject({ title: 'Exhibitor manual', category: 'Logistics', type: 'pdf', attachment: filePath, isPublic: true, isExhibitor: false, exhibitor: null });
    const id = added.body.data._id as string;
    expect((await exhibitorResources()).map((row) => row._id)).toContain(id);

    const listed = await as(organiser)('GET', '/organiser/content/resources');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { _id: string }) => row._id)).toContain(id);
    // Exhibitors' own resources are theirs, not the console's.
    expect(listed.body.data.every((row: { isExhibitor: boolean }) => !row.isExhibitor)).toBe(true);

    const hidden = await as(organiser)('PUT', `/organiser/content/resources/${id}`, { isPublic: false, title: 'Exhibitor manual (draft)' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ isPublic: false, title: 'Exhibitor manual (draft)' });
    expect((await exhibitorResources()).map((row) => row._id)).not.toContain(id);
    // Nor through the unfiltered list, nor as a download to count.
    const all = await callApi(api.url, 'GET', `/api/downloads?event=${eventId}`);
    expect(all.body.data.map((row: { _id: string }) => row._id)).not.toContain(id);
    expect((await callApi(api.url, 'POST', `/api/downloads/${id}/increment`)).status).toBe(404);
    // Still the console's.
    const again = await as(organiser)('GET', '/organiser/content/resources');
    expect(again.body.data.find((row: { _id: string }) => row._id === id)).toMatchObject({ isPublic: false });

    const deleted = await as(organiser)('DELETE', `/organiser/content/resources/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Deleted "Exhibitor manual (draft)".');
    expect(await api.db.select().from(downloads).where(eq(downloads.id, id))).toEqual([]);
  });

  it('refuses a blank title, a file nobody uploaded here and a file that is not allowed, adding nothing', async () => {
    const filePath = await uploadPdf(organiser);
    await refused('POST', '/api/organiser/content/resources', { token: organiser, json: { title: '   ', fileUrl: filePath } }, 400, 'Title is required');
    await refused('POST', '/api/organiser/content/resources', { token: organiser, json: { title: 'Floor plan', fileUrl: 'resource/nothing.pdf' } }, 400, /Upload the file first/);
    const exe = new FormData();
    exe.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])]), 'tool.exe');
    await refused('POST', '/api/organiser/content/resource-files', { token: organiser, form: exe }, 415);
  });

  it("refuses a file another event's organiser uploaded, in a new resource or a changed one, changing nothing", async () => {
    const theirs = await uploadPdf(otherOrganiser);
    const message = /Upload the file first/;
    await refused('POST', '/api/organiser/content/resources', { token: organiser, json: { title: 'Floor plan', fileUrl: theirs } }, 400, message);
    const added = await as(organiser)('POST', '/organiser/content/resources', { title: 'Floor plan', fileUrl: await uploadPdf(organiser) });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await refused('PUT', `/api/organiser/content/resources/${added.body.data._id}`, { token: organiser, json: { fileUrl: theirs } }, 400, message);
    // Their own organiser may use it.
    const own = await as(otherOrganiser)('POST', '/organiser/content/resources', { title: 'Their plan', fileUrl: theirs });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
  });

  it('answers 404 to an organiser of another event, and 403 to staff, changing nothing', async () => {
    const filePath = await uploadPdf(organiser);
    const added = await as(organiser)('POST', '/organiser/content/resources', { title: 'Floor plan', fileUrl: filePath });
    const id = added.body.data._id as string;
    await refused('PUT', `/api/organiser/content/resources/${id}`, { token: otherOrganiser, json: { title: 'Taken' } }, 404, 'Resource not found');
    await refused('DELETE', `/api/organiser/content/resources/${id}`, { token: otherOrganiser }, 404);
    await refused('DELETE', `/api/organiser/content/resources/${unknownId}`, { token: organiser }, 404);
    const otherList = await as(otherOrganiser)('GET', '/organiser/content/resources');
    expect(otherList.body.data.map((row: { _id: string }) => row._id)).not.toContain(id);
    await refused('DELETE', `/api/organiser/content/resources/${id}`, { token: staff }, 403);
    // An exhibitor's own resource is not the console's either.
    const [own] = await api.db.select({ id: downloads.id }).from(downloads).where(and(eq(downloads.eventId, eventId), eq(downloads.isExhibitor, true))).limit(1);
    await refused('PUT', `/api/organiser/content/resources/${own!.id}`, { token: organiser, json: { isPublic: true } }, 404);
  });
});

describe('the organiser FAQs in the console', () => {
  // Stored as written, like exhibitors' answers: every screen renders answers through the portal's
  // DOMPurify sanitiser (src/ui/components/sanitized-html.tsx, tested there), and the e2e spec
  // (tests/e2e/organiser-content.spec.ts) checks that this answer's script never runs on the
  // exhibitor's FAQs tab. The server may not import the browser's sanitiser (layer rules).
  it('adds an FAQ exhibitors read, its HTML answer as written', async () => {
    const answer = '<p>Build-up opens at <strong>07:00</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const added = await as(organiser)('POST', '/organiser/content/faqs', { question: 'When does build-up start?', answer, type: 'Logistics' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ question: 'When does build-up start?', type: 'Logistics', exhibitor: null });
    const read = (await exhibitorFaqs()).find((faq) => faq._id === added.body.data._id);
    expect(read).toBeDefined();
    expect(read!.answer).toBe(answer);
  });

  it('edits, reorders and deletes FAQs, keeping exhibitors’ FAQs out of the console', async () => {
    const first = (await as(organiser)('POST', '/organiser/content/faqs', { question: 'Where is parking?', answer: '<p>Lot B</p>' })).body.data._id as string;
    const second = (await as(organiser)('POST', '/organiser/content/faqs', { question: 'Is there Wi-Fi?', answer: '<p>Yes</p>' })).body.data._id as string;
    const edited = await as(organiser)('PUT', `/organiser/content/faqs/${first}`, { answer: '<p>Lot C</p>' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.answer).toBe('<p>Lot C</p>');

    const listed = await as(organiser)('GET', '/organiser/content/faqs');
    expect(listed.body.data.every((faq: { exhibitor: string | null }) => faq.exhibitor === null)).toBe(true);
    const ids = listed.body.data.map((faq: { _id: string }) => faq._id) as string[];
    const reversed = [...ids].reverse();
    const reordered = await as(organiser)('PUT', '/organiser/content/faq-order', { ids: reversed });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.map((faq: { _id: string }) => faq._id)).toEqual(reversed);
    const seen = (await exhibitorFaqs()).map((faq) => faq._id).filter((id) => ids.includes(id));
    expect(seen).toEqual(reversed);

    await refused('PUT', '/api/organiser/content/faq-order', { token: organiser, json: { ids: reversed.slice(1) } }, 400, /every FAQ/);
    await refused('PUT', '/api/organiser/content/faq-order', { token: organiser, json: { ids: [...reversed.slice(1), unknownId] } }, 404);

    expect((await as(organiser)('DELETE', `/organiser/content/faqs/${second}`)).status).toBe(200);
    expect((await exhibitorFaqs()).map((faq) => faq._id)).not.toContain(second);
  });

  it('answers 404 to an organiser of another event and for an exhibitor’s FAQ, and 403 to staff', async () => {
    const id = (await as(organiser)('POST', '/organiser/content/faqs', { question: 'Can I bring a trolley?', answer: '<p>Yes</p>' })).body.data._id as string;
    await refused('PUT', `/api/organiser/content/faqs/${id}`, { token: otherOrganiser, json: { answer: '<p>No</p>' } }, 404, 'FAQ not found');
    await refused('DELETE', `/api/organiser/content/faqs/${id}`, { token: otherOrganiser }, 404);
    await refused('PUT', '/api/organiser/content/faq-order', { token: otherOrganiser, json: { ids: [id] } }, 404);
    expect((await as(otherOrganiser)('GET', '/organiser/content/faqs')).body.data).toEqual([]);
    await refused('POST', '/api/organiser/content/faqs', { token: staff, json: { question: 'Q', answer: 'A' } }, 403);
    await refused('POST', '/api/organiser/content/faqs', { token: organiser, json: { question: 'Q', answer: '   ' } }, 400, 'Answer is required');
    const own = await callApi(api.url, 'POST', '/api/faq', { token: api.acme.token, json: { question: 'Do you ship?', answer: '<p>Worldwide</p>' } });
    expect(own.status).toBe(201);
    await refused('PUT', `/api/organiser/content/faqs/${own.body.data._id}`, { token: organiser, json: { answer: '<p>No</p>' } }, 404);
  });
});
