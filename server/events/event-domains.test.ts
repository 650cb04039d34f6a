// The refusal an organiser meets in the console's Event settings when a domain is another event's:
// what to do, in the console's words, and no command line to run on the server.
import { describe, expect, it } from 'vitest';
import { takenDomainMessage } from './event-domains.ts';

describe('a domain another event serves', () => {
  it('is refused with what to do in Event settings, naming no command line', () => {
    const message = takenDomainMessage('expo.example.com');
    expect(message).toMatch(/^expo\.example\.com is already served by another event\. Choose another domain/);
    expect(message).toContain("that event's Event settings");
    expect(message).not.toMatch(/npm run|admin --/);
  });
});
