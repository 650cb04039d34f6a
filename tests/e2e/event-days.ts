// The served event's days, as the portal reads "today": in the event's time zone (src/rules/event-time.ts),
// so a spec's dates agree with the date dialog, the Due filter and the server at any hour of the run.
import type { APIRequestContext } from '@playwright/test';
import { eventDay } from '../../src/rules/event-time.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { expect } from './fixtures.ts';

export interface EventDays {
  /** The event's zone, as the event carries it. */
  readonly zone: string;
  /** The event's day `offset` days from today ("2026-03-14"). */
  readonly day: (offset: number) => string;
}

/** The days of the event the portal at `portalUrl` serves (the event is chosen by the host name). */
export async function eventDays(request: APIRequestContext, portalUrl: string): Promise<EventDays> {
  const answer = await request.get(`/api/auth/domain-event?domain=${encodeURIComponent(new URL(portalUrl).hostname)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { data: { domainData: { event: { timezone?: string } } } };
  const zone = body.data.domainData.event.timezone ?? 'UTC';
  return { zone, day: (offset: number) => addDays(eventDay(new Date(), zone), offset) };
}
