import { describe, expect, it } from 'vitest';
import { newPassTicketCode } from './ticket-code.ts';

describe('newPassTicketCode', () => {
  it('prefixes the category word and adds 8 base32 characters', () => {
    expect(newPassTicketCode('Gold Exhibitor')).toMatch(/^GOLD-[A-Z2-7]{8}$/);
    expect(newPassTicketCode('  platinum-plus tier')).toMatch(/^PLATIN-[A-Z2-7]{8}$/);
    expect(newPassTicketCode('Ünïcode')).toMatch(/^NCODE-[A-Z2-7]{8}$/);
    expect(newPassTicketCode('')).toMatch(/^PASS-[A-Z2-7]{8}$/);
    expect(newPassTicketCode('***')).toMatch(/^PASS-[A-Z2-7]{8}$/);
  });

  it('does not repeat', () => {
    const codes = Array.from({ length: 1000 }, () => newPassTicketCode('Gold'));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
