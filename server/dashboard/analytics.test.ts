import { describe, expect, it } from 'vitest';
import { percentage, ticketsByType } from './analytics.ts';

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
