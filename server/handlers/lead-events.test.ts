import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_EVENT, DEMO_EXHIBITOR, DEMO_TEAM } from '../demo/demo-data.ts';
import { DEMO_REFERRAL_BADGES } from '../demo/demo-attendees.ts';
import { teamMembers, webhookEventTypes } from '../db/schema/all-tables.ts';
import { signedBadgeText } from '../badges/signed-badge.ts';
import { sampleJpeg } from '../storage/sample-files.ts';
import { eventDay } from '../../src/rules/event-time.ts';
import { dbKinds, signInExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// Every lead write reports its event once it has committed, through the server's real webhooks: an
// endpoint of the company that listens for every event gets one delivery per lead and event, with
// the lead as the API answers it (a deleted lead as it was just before). The endpoint is a receiver
// the test serves, which takes every delivery.

type Delivery = { type: string; id: string; name: string };

let receiver: Server;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

describe.each(dbKinds)('lead events on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const deliveries = async (): Promise<Delivery[]> =>
    (
      (await api.db.execute(
        sql`select event_type as type, payload->'data'->>'_id' as id, payload->'data'->'user'->>'fullName' as name from webhook_deliveries order by created_at, id`,
      )) as unknown as { rows: Delivery[] }
    ).rows;
  /** The deliveries `write` causes (they are queued a moment after its answer). */
  const reported = async (write: () => Promise<unknown>, count: number): Promise<Delivery[]> => {
    const before = (await deliveries()).length;
    await write();
    await expect.poll(async () => (await deliveries()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + count);
    return (await deliveries()).slice(before);
  };
  /** A lead of `who`'s, once its own `lead.created` is in (so it is not taken for a later write's). */
  const addLead = async (who: SignedInExhibitor, fullName: string, emailId?: string): Promise<string> => {
    let id = '';
    const events = await reported(async () => {
      const made = await who.call('POST', '/api/leads', { person: { fullName, ...(emailId ? { emailId } : {}) } });
      expect(made.status).toBe(201);
      id = made.body.data._id as string;
    }, 1);
    expect(events).toEqual(only('lead.created', [id]));
    return id;
  };
  const only = (type: string, ids: readonly string[]) => ids.map((id) => expect.objectContaining({ type, id }));

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
    const endpoint = await api.acme.call('POST', '/api/webhooks', { url, description: 'Every event', events: [...webhookEventTypes] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
  });

  it('reports a lead added, merged and changed; a save that changes nothing is no news', async () => {
    const id = await addLead(api.acme, 'Evented Ann', 'ann@events.example');
    const merge = () => api.acme.call('POST', '/api/leads', { onDuplicate: 'merge', remarks: 'Again', person: { fullName: 'Ann', emailId: 'ann@events.example' } });
    expect(await reported(merge, 1)).toEqual(only('lead.merged', [id]));
    expect(await reported(() => api.acme.call('PUT', `/api/leads/${id}`, { status: 'contacted' }), 1)).toEqual(only('lead.updated', [id]));
    const other = await addLead(api.acme, 'Evented Bo');
    // Nothing changes here: the bulk change that follows is the next thing reported.
    await api.acme.call('PUT', `/api/leads/${id}`, { status: 'contacted' });
    const bulk = await reported(() => staff.call('POST', '/api/leads/bulk-priority', { ids: [id, other], priority: 'low' }), 2);
    expect(bulk).toEqual(expect.arrayContaining(only('lead.updated', [id, other])));
    expect(bulk).toHaveLength(2);
  });

  it('reports a follow-up planned as updated and a finished one as done; a photo added as updated', async () => {
    const id = await addLead(api.acme, 'Evented Cy');
    const today = eventDay(new Date(), DEMO_EVENT.timezone);
    const planned = () => api.acme.call('POST', `/api/leads/${id}/follow-up`, { action: 'followUp', followUpDate: today });
    expect(await reported(planned, 1)).toEqual(only('lead.updated', [id]));
    expect(await reported(() => api.acme.call('POST', `/api/leads/${id}/follow-up`, { action: 'done' }), 1)).toEqual(only('lead.follow_up_done', [id]));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleJpeg())]), 'card.jpg');
    const photo = (await api.call('POST', '/api/leads/photos', { token: api.acme.token, form })).body.data.filePath as string;
    expect(await reported(() => api.acme.call('POST', `/api/leads/${id}/images`, { photo, label: 'other' }), 1)).toEqual(only('lead.updated', [id]));
  });

  it('reports captures: a new badge lead as created, the same badge again as merged, a card as created', async () => {
    const badge = await signedBadgeText(api.db, api.acme.eventId, DEMO_REFERRAL_BADGES['nikhil.joshi@example.com']!.ticketCode);
    const first = await reported(() => scanner.call('POST', '/api/leads/scan', { badge, from: 'camera' }), 1);
    expect(first).toEqual([expect.objectContaining({ type: 'lead.created', name: 'Nikhil Joshi' })]);
    expect(await reported(() => staff.call('POST', '/api/leads/scan', { badge, from: 'camera' }), 1)).toEqual(only('lead.merged', [first[0]!.id]));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleJpeg())]), 'card.jpg');
    const photo = (await api.call('POST', '/api/leads/photos', { token: staff.token, form })).body.data.filePath as string;
    const card = await reported(() => staff.call('POST', '/api/leads/business-card', { person: { fullName: 'Card Events' }, photo }), 1);
    expect(card).toEqual([expect.objectContaining({ type: 'lead.created', name: 'Card Events' })]);
  });

  it('reports an import: the rows made as created, the leads merged into as merged', async () => {
    const kept = await addLead(api.acme, 'Kept Kim', 'kim@events.example');
    const rows = [{ person: { fullName: 'Imported One' } }, { person: { fullName: 'Kim again', emailId: 'kim@events.example' } }];
    const events = await reported(() => api.acme.call('POST', '/api/leads/import', { leads: rows, onDuplicate: 'merge' }), 2);
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'lead.created', name: 'Imported One' }), ...only('lead.merged', [kept])]));
    expect(events).toHaveLength(2);
  });

  it('reports hand-overs, one lead or many, and those of a member who leaves', async () => {
    const [one, two] = [await addLead(api.acme, 'Owned One'), await addLead(api.acme, 'Owned Two')];
    expect(await reported(() => api.acme.call('POST', `/api/leads/${one}/owner`, { userId: staff.user._id }), 1)).toEqual(only('lead.owner_changed', [one]));
    // The lead already the staff member's is not handed again: one event, for the other.
    expect(await reported(() => api.acme.call('POST', '/api/leads/bulk-owner', { ids: [one, two], userId: staff.user._id }), 1)).toEqual(only('lead.owner_changed', [two]));
    const [row] = await api.db
      .insert(teamMembers)
      .values({ exhibitorId: api.acme.exhibitorId, companyName: DEMO_EXHIBITOR.name, fullName: 'Leaving Lou', authenticationId: '9811188802' })
      .returning();
    const leaver = await signInExhibitor(api.url, '9811188802');
    const theirs = await addLead(leaver, 'Lou’s Lead');
    expect(await reported(() => api.acme.call('DELETE', `/api/team-members/${row!.id}`), 1)).toEqual(only('lead.owner_changed', [theirs]));
  });

  it('reports deleted leads as they were just before, one or many', async () => {
    const gone = await addLead(api.acme, 'Gone Gus');
    expect(await reported(() => api.acme.call('DELETE', `/api/leads/${gone}`), 1)).toEqual([{ type: 'lead.deleted', id: gone, name: 'Gone Gus' }]);
    const many = [await addLead(api.acme, 'Gone One'), await addLead(api.acme, 'Gone Two')];
    const events = await reported(() => api.acme.call('POST', '/api/leads/bulk-delete', { ids: many }), 2);
    expect(events.map((event) => [event.type, event.name]).sort()).toEqual([
      ['lead.deleted', 'Gone One'],
      ['lead.deleted', 'Gone Two'],
    ]);
  });
});
