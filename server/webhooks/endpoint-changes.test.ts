// What an endpoint change writes, before any database sees it: the URL as stored or the 400 that
// points at it, a blank description, the events once each, and a pause or a resume only when it
// changes something, in the words the answer uses.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error.ts';
import { checkedUrl, descriptionOf, endpointChanges, pauseChanges, updateMessage } from './endpoint-changes.ts';

const running = { pausedAt: null };
const paused = { pausedAt: new Date('2026-03-14T10:00:00Z') };
const asha = { name: 'Asha Rao' };

describe('checkedUrl', () => {
  it('stores the URL normalised', async () => {
    expect(await checkedUrl('  http://localhost:4000  ', false)).toBe('http://localhost:4000/');
  });

  it('refuses what is no URL with a 400 pointing at the url field', async () => {
    const error = await checkedUrl('crm.example.com', false).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.errors?.map((entry) => entry.path)).toEqual(['/url']);
  });

  it('in production refuses plain http', async () => {
    await expect(checkedUrl('http://203.0.113.9/hooks', true)).rejects.toThrow(/https:\/\//u);
  });
});

describe('descriptionOf', () => {
  it.each([
    ['  Our CRM  ', 'Our CRM'],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j is stored as %j', (given, stored) => {
    expect(descriptionOf(given)).toBe(stored);
  });
});

describe('pauseChanges', () => {
  it('writes nothing when the endpoint is already so, or nothing is asked', () => {
    expect(pauseChanges(running, false, asha)).toEqual({});
    expect(pauseChanges(paused, true, asha)).toEqual({});
    expect(pauseChanges(paused, undefined, asha)).toEqual({});
  });

  it('a pause says who paused', () => {
    expect(pauseChanges(running, true, asha)).toMatchObject({ pausedAt: expect.any(Date), pausedReason: 'Paused by Asha Rao.' });
    expect(pauseChanges(running, true, { name: '' }).pausedReason).toBe('Paused by a team member.');
  });

  it('a resume starts the count of failures afresh', () => {
    expect(pauseChanges(paused, false, asha)).toEqual({ pausedAt: null, pausedReason: null, consecutiveFailures: 0 });
  });
});

describe('updateMessage', () => {
  it('says a pause and a resume', () => {
    expect(updateMessage(running, paused)).toBe('Endpoint paused.');
    expect(updateMessage(paused, running)).toBe('Endpoint resumed.');
  });

  it('says saved when the endpoint stays running or paused', () => {
    expect(updateMessage(running, running)).toBe('Endpoint saved.');
    expect(updateMessage(paused, paused)).toBe('Endpoint saved.');
  });
});

describe('endpointChanges', () => {
  it('writes only what the body names', async () => {
    expect(await endpointChanges(running, {}, asha, false)).toEqual({});
    expect(await endpointChanges(running, { description: ' ' }, asha, false)).toEqual({ description: null });
  });

  it('checks the URL and keeps each event once', async () => {
    const changes = await endpointChanges(running, { url: 'http://localhost:4000/hooks', events: ['lead.created', 'lead.created', 'lead.updated'] }, asha, false);
    expect(changes).toEqual({ url: 'http://localhost:4000/hooks', events: ['lead.created', 'lead.updated'] });
  });

  it('carries a pause with the other changes', async () => {
    expect(await endpointChanges(running, { paused: true, description: 'CRM' }, asha, false)).toMatchObject({ description: 'CRM', pausedReason: 'Paused by Asha Rao.' });
  });
});
