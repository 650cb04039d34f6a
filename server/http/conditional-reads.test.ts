// GET /api/leads carries an ETag; naming it in If-None-Match gets 304 with no body while the leads
// are unchanged, and the full answer once they change or for another exhibitor. The dashboard's
// figures likewise, and every other read the contract marks with a 304 answers it.
import { describe, expect, it } from 'vitest';
import { callApi } from '../testing/api-call.ts';
import { useSeededApi } from '../testing/api-test-kit.ts';
import { conditionalOperations, namesEtag } from './conditional-reads.ts';
import { listOperations, loadOpenApiDocument } from './contract-document.ts';

const api = useSeededApi();

const readLeads = (token: string, ifNoneMatch?: string) =>
  callApi(api.url, 'GET', '/api/leads', { token, ...(ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': ifNoneMatch } }) });

describe('conditional reads of the leads', () => {
  it('answers 304 with no body while the leads are unchanged, and the new list once one is added', async () => {
    const first = await readLeads(api.acme.token);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await readLeads(api.acme.token, etag!);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);

    const added = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Etag Visitor' }, priority: 'low' });
    expect(added.status).toBe(201);
    const changed = await readLeads(api.acme.token, etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.data.map((lead: { user: { fullName: string } }) => lead.user.fullName)).toContain('Etag Visitor');
    expect(changed.body.data).toHaveLength(first.body.data.length + 1);
  });

  it('gives another exhibitor its own leads whatever tag it sends', async () => {
    const acme = await readLeads(api.acme.token);
    const borealis = await readLeads(api.borealis.token, acme.headers.get('etag')!);
    expect(borealis.status).toBe(200);
    expect(borealis.body.data).toHaveLength(3);
  });

  it('answers the dashboard figures 304 while they are unchanged, and the new figures once a lead is added', async () => {
    const readAnalytics = (ifNoneMatch?: string) =>
      callApi(api.url, 'GET', '/api/dashboard/analytics', {
        token: api.acme.token,
        ...(ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': ifNoneMatch } }),
      });
    const first = await readAnalytics();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect((await readAnalytics(etag)).status).toBe(304);

    const added = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Etag Figures' }, priority: 'high' });
    expect(added.status).toBe(201);
    const changed = await readAnalytics(etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data.totalLeads).toBe(first.body.data.totalLeads + 1);
  });

  it('leaves other reads without an ETag', async () => {
    const company = await api.acme.call('GET', '/api/company');
    expect(company.status).toBe(200);
    expect(company.headers.get('etag')).toBeNull();
  });
});

describe('every read the contract marks with a 304', () => {
  it('carries an ETag and answers 304 to a repeat that names it', async () => {
    const document = await loadOpenApiDocument();
    const marked = conditionalOperations(document);
    const reads = listOperations(document).filter((operation) => marked.has(operation.operationId));
    expect(reads.map((operation) => operation.operationId).sort()).toEqual(
      [
        'getDashboardAnalytics',
        'getTicketsByType',
        'listDownloads',
        'listFaqs',
        'listLeads',
        'listPasses',
        'listProducts',
        'listTeamMembers',
        'listTicketAllocations',
        'listTickets',
      ],
    );
    // The public reads are by event.
    const lookup = await callApi(api.url, 'GET', '/api/auth/domain-event');
    const query: Record<string, string> = { listFaqs: `?event=${lookup.body.data.domainData.event._id}`, listDownloads: `?event=${lookup.body.data.domainData.event._id}` };
    for (const { operationId, path: operationPath } of reads) {
      const path = operationPath + (query[operationId] ?? '');
      const first = await callApi(api.url, 'GET', `/api${path}`, { token: api.acme.token });
      expect(first.status, operationId).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, operationId).toMatch(/^"[\w-]{43}"$/);
      const again = await callApi(api.url, 'GET', `/api${path}`, { token: api.acme.token, headers: { 'if-none-match': etag! } });
      expect(again.status, operationId).toBe(304);
    }
  });
});

describe('namesEtag', () => {
  it('reads lists, weak forms and the wildcard', () => {
    expect(namesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(namesEtag('*', '"b"')).toBe(true);
    expect(namesEtag('"a"', '"b"')).toBe(false);
    expect(namesEtag(undefined, '"b"')).toBe(false);
  });
});
