import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, percentage, startOfDayInZone, ticketsByType } from './analytics.ts';

describe('startOfDayInZone', () => {
  it('uses UTC midnight without a zone or with an unknown one', () => {
    const now = new Date('2025-03-10T15:45:00Z');
    expect(startOfDayInZone(now, null).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(startOfDayInZone(now, 'Mars/Olympus').toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });

  it('finds the local midnight of zones ahead of and behind UTC', () => {
    // 02:00 UTC is already 07:30 on the same day in India.
    expect(startOfDayInZone(new Date('2025-03-10T02:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-09T18:30:00.000Z',
    );
    // 20:00 UTC is 01:30 the next day in India.
    expect(startOfDayInZone(new Date('2025-03-10T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-10T18:30:00.000Z',
    );
    // 03:00 UTC is still the previous evening in Los Angeles (PDT, UTC-7).
    expect(startOfDayInZone(new Date('2025-06-10T03:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2025-06-09T07:00:00.000Z',
    );
  });

  it('uses the offset in force at midnight on a daylight-saving day', () => {
    // 9 March 2025: Los Angeles moved from PST (UTC-8) to PDT at 02:00; midnight was still PST.
    expect(startOfDayInZone(new Date('2025-03-09T20:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2025-03-09T08:00:00.000Z',
    );
  });

  it('knows real zone names', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Special')).toBe(false);
  });
});

describe('percentage', () => {
  it('rounds and guards against zero', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(5, 5)).toBe(100);
    expect(percentage(3, 0)).toBe(0);
  });
});

describe('ticketsByType', () => {
  it('sums allocations and issues per type, never below zero available', () => {
    expect(
      ticketsByType(
        [
          { ticketType: 'VIP', allocated: 5 },
          { ticketType: 'VIP', allocated: 3 },
          { ticketType: 'General', allocated: 2 },
        ],
        [
          { ticketType: 'VIP', issued: 6 },
          { ticketType: 'General', issued: 4 },
          { ticketType: 'Press', issued: 1 },
        ],
      ),
    ).toEqual({
      VIP: { allocated: 8, issued: 6, available: 2 },
      General: { allocated: 2, issued: 4, available: 0 },
      Press: { allocated: 0, issued: 1, available: 0 },
    });
    expect(ticketsByType([], [])).toEqual({});
  });
});
