import { describe, expect, it } from 'vitest';
import { removalLines, removalSummary } from './exhibitor-rules.ts';

describe('what goes with a removed exhibitor', () => {
  it('is counted with each noun in the singular for one', () => {
    const one = { teamMembers: 1, leads: 1, registrations: 1, passes: 1 };
    expect(removalLines(one)).toEqual(['1 team member and their sign-ins', '1 lead', '1 registration and their tickets', '1 allocated pass']);
    expect(removalSummary(one)).toBe('1 team member, 1 lead, 1 registration and 1 pass');
  });

  it('and in the plural for none or several', () => {
    const some = { teamMembers: 0, leads: 12, registrations: 4, passes: 10 };
    expect(removalLines(some)).toEqual(['0 team members and their sign-ins', '12 leads', '4 registrations and their tickets', '10 allocated passes']);
    expect(removalSummary(some)).toBe('0 team members, 12 leads, 4 registrations and 10 passes');
  });
});
