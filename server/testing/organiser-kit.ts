// Organisers for the server's tests: one made the way the command line makes it, signed in through
// the console's real code flow, so a test holds the very token the console would.
import type { Database } from '../db/connect.ts';
import { addOrganiser } from '../organisers/organiser-accounts.ts';
import type { OrganiserRole } from '../../src/rules/roles.ts';
import { callApi } from './api-call.ts';
import { freshIp, freshMobile } from './fresh-identities.ts';
import { latestOutboxCode } from './sign-in.ts';

export interface SignedInOrganiser {
  token: string;
  organiserId: string;
  eventId: string;
  mobile: string;
}

/**
 * A new organiser of the event (or, with `eventId: null`, of every event) signed in at `origin`,
 * whose default event they sign in to unless `signInEvent` names another.
 */
export async function signInOrganiser(
  server: { url: string; db: Database },
  options: { eventId: string | null; role?: OrganiserRole; name?: string; email?: string; signInEvent?: string },
): Promise<SignedInOrganiser> {
  const mobile = freshMobile();
  const added = await addOrganiser(server.db, {
    eventId: options.eventId,
    name: options.name ?? 'Test Organiser',
    phone: { phoneCode: '91', mobile },
    email: options.email,
    role: options.role ?? 'organiser',
  });
  const signedIn = await signInAsOrganiser(server, { mobile, event: options.signInEvent ?? options.eventId ?? undefined });
  return { ...signedIn, organiserId: added.id };
}

/** An organiser who already exists (the demo's, by its number) signed in through the console's code flow. */
export async function signInAsOrganiser(
  server: { url: string },
  options: { mobile: string; phoneCode?: string; event?: string },
): Promise<Omit<SignedInOrganiser, 'organiserId'>> {
  const { mobile, event } = options;
  const body = { phoneCode: options.phoneCode ?? '+91', mobile, ...(event ? { event } : {}) };
  const ip = freshIp();
  const sent = await callApi(server.url, 'POST', '/api/organiser/auth/code', { json: body, ip });
  if (sent.status !== 200) throw new Error(`Organiser code not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await latestOutboxCode(server.url, mobile);
  const verified = await callApi(server.url, 'POST', '/api/organiser/auth/verify', { json: { ...body, otp }, ip });
  if (verified.status !== 200) throw new Error(`Organiser sign-in failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const answer = verified.body as { token: string; data: { event: { _id: string } } };
  return { token: answer.token, eventId: answer.data.event._id, mobile };
}

/** The bearer token of a new organiser of the event, signed in: for tests that need only the token. */
export async function organiserToken(
  server: { url: string; db: Database },
  options: { eventId: string; role?: OrganiserRole },
): Promise<string> {
  return (await signInOrganiser(server, options)).token;
}
