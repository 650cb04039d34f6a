import { describe, expect, it } from 'vitest';
import { followUpDateProblem, FOLLOW_UP_MESSAGES, isDue } from '../../src/rules/lead-follow-up-rules.ts';
import { unknownZoneNote } from '../../src/rules/event-time.ts';
import { followUpDay } from './follow-up-day.ts';

// The server's "today" for follow-ups with its clock on both sides of UTC midnight, for an event in
// Los Angeles (behind UTC: the evening there is already tomorrow in UTC) and one in Kolkata (ahead:
// the early morning there is still yesterday in UTC). 14 March 2026 is after the US switch to
// daylight time (8 March), so Los Angeles is UTC-7; Kolkata is always UTC+5:30.

const LOS_ANGELES = 'America/Los_Angeles';
const KOLKATA = 'Asia/Kolkata';
const BEFORE_MIDNIGHT = new Date('2026-03-14T23:30:00Z');
const AFTER_MIDNIGHT = new Date('2026-03-15T00:30:00Z');

describe('the follow-up day in the event’s zone', () => {
  it.each([
    [LOS_ANGELES, BEFORE_MIDNIGHT, '2026-03-14'],
    [LOS_ANGELES, AFTER_MIDNIGHT, '2026-03-14'],
    [KOLKATA, BEFORE_MIDNIGHT, '2026-03-15'],
    [KOLKATA, AFTER_MIDNIGHT, '2026-03-15'],
    [LOS_ANGELES, new Date('2026-03-15T06:59:00Z'), '2026-03-14'],
    [LOS_ANGELES, new Date('2026-03-15T07:00:00Z'), '2026-03-15'],
    [KOLKATA, new Date('2026-03-14T18:29:00Z'), '2026-03-14'],
    [KOLKATA, new Date('2026-03-14T18:30:00Z'), '2026-03-15'],
  ])('in %s at %s it is %s', (zone, now, day) => {
    expect(followUpDay(now, zone)).toEqual({ today: day, timeZone: zone, timeZoneNote: null });
  });

  it('takes today in Los Angeles after UTC midnight, which a UTC day would refuse as past', () => {
    const { today } = followUpDay(AFTER_MIDNIGHT, LOS_ANGELES);
    expect(AFTER_MIDNIGHT.toISOString().slice(0, 10)).toBe('2026-03-15');
    expect(followUpDateProblem('2026-03-14', today)).toBeNull();
    expect(followUpDateProblem('2026-03-13', today)).toBe(FOLLOW_UP_MESSAGES.datePast);
  });

  it('refuses yesterday in Kolkata before UTC midnight, which a UTC day would take', () => {
    const { today } = followUpDay(BEFORE_MIDNIGHT, KOLKATA);
    expect(BEFORE_MIDNIGHT.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(followUpDateProblem('2026-03-14', today)).toBe(FOLLOW_UP_MESSAGES.datePast);
    expect(followUpDateProblem('2026-03-15', today)).toBeNull();
    // And a follow-up set for the 15th is due there already.
    expect(isDue('2026-03-15', today)).toBe(true);
    expect(isDue('2026-03-15', followUpDay(BEFORE_MIDNIGHT, LOS_ANGELES).today)).toBe(false);
  });

  it.each([['Mars/Olympus_Mons'], [''], [null]])('reads an unknown or missing zone (%s) in UTC, saying so when one was named', (zone) => {
    const day = followUpDay(BEFORE_MIDNIGHT, zone);
    expect(day.today).toBe('2026-03-14');
    expect(day.timeZone).toBe('UTC');
    expect(day.timeZoneNote).toBe(zone ? unknownZoneNote(zone) : null);
  });
});
