import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from './reminder-time.ts';

describe('the reminder answer for a member without an e-mail address', () => {
  it('names My profile, the screen where the address is added', () => {
    expect(REMINDER_MESSAGES.noEmail).toMatch(/: add one in My profile\.$/);
  });
});
