// The e-mail a new request sends to the event's support address points organisers to the console's
// Support inbox, where they answer; it names no command line to run on the server.
import { describe, expect, it } from 'vitest';
import { requestToOrganiser } from './support-mail.ts';

const request = {
  ticketId: 'SUP-ABCD2345',
  company: 'Acme Robotics',
  name: 'Asha Rao',
  email: 'asha@acme-robotics.example',
  category: 'technical',
  priority: 'high',
  subject: 'Booth power',
  message: 'We need a second power outlet at B-204.',
};

describe('the support request e-mail to the organisers', () => {
  const mail = requestToOrganiser('support@expo.example', request, 'https://expo.example');

  it("links to the console's Support inbox at the portal's address, with the ticket id to find", () => {
    expect(mail.to).toBe('support@expo.example');
    expect(mail.text).toContain('https://expo.example/organiser/support?status=open');
    expect(mail.text).toContain("open the Support inbox of the organiser's console, find SUP-ABCD2345");
  });

  it('names no command line', () => {
    expect(mail.text).not.toMatch(/npm run|admin --/);
  });
});
