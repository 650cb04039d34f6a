// The pause notice as the delivery worker writes it, against a real database and without HTTP: it
// reaches the owner and links to the Integrations screen of the portal that serves the company's event.
import { describe, expect, it } from 'vitest';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { addExhibitor } from '../exhibitors/exhibitor-details.ts';
import { COMMAND_LINE } from '../exhibitors/exhibitor-actor.ts';
import { pauseNotice } from './pause-notice.ts';

const testDb = useAuthTestDb('pglite');

const paused = (exhibitorId: string) => ({
  exhibitorId,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  failures: 15,
  lastProblem: 'the endpoint answered 500.',
  timeoutMs: 10_000,
});

describe('the webhook pause notice', () => {
  it("links to the Integrations screen at the origin of the company's event", async () => {
    const { db, eventId } = testDb;
    const company = await addExhibitor(
      db,
      eventId,
      { name: 'Hook Co', boothNumber: 'H-1', owner: { fullName: 'Asha Rao', mobile: '9100000001', email: 'asha@hook.example' } },
      COMMAND_LINE,
    );
    const asked: string[] = [];
    const notice = await pauseNotice(db, paused(company.id), (domain) => {
      asked.push(domain);
      return 'https://portal.example.com';
    });
    expect(asked).toEqual(['expo.example.test']);
    expect(notice).toMatchObject({ to: 'asha@hook.example', subject: 'Webhook paused: CRM' });
    expect(notice!.text).toContain('Hello Asha Rao,');
    expect(notice!.text).toContain('https://portal.example.com/exhibitor/integrations');
  });

  it('is not written when the owner has no e-mail address', async () => {
    const { db, eventId } = testDb;
    const company = await addExhibitor(db, eventId, { name: 'Quiet Co', boothNumber: 'Q-1', owner: { fullName: 'Dev Shah', mobile: '9100000002' } }, COMMAND_LINE);
    expect(await pauseNotice(db, paused(company.id), () => 'https://portal.example.com')).toBeNull();
  });
});
