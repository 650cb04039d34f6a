// The refusal an organiser meets on the console's Attendees screen when a badge file would be too
// large: how to print in parts there, and no command line to run on the server.
import { describe, expect, it } from 'vitest';
import { ATTENDEE_MESSAGES, MAX_BADGES_PER_FILE } from './attendee-list.ts';

describe('more badges than one file holds', () => {
  it('asks for a search to print them in parts, naming no command line', () => {
    const message = ATTENDEE_MESSAGES.tooMany(MAX_BADGES_PER_FILE + 1);
    expect(message).toBe('2001 badges are too many for one file (at most 2,000): search by name, company, badge id or ticket code so that fewer match, and print the badges in parts.');
    expect(message).not.toMatch(/npm run|admin --/);
  });
});
