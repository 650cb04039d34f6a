import { eq } from 'drizzle-orm';
import { eventOpenIdProviders, events } from '../../db/schema/all-tables.ts';
import { removeProviderSettings, saveProviderSettings } from '../../auth/openid/providers.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { required } from '../validate.ts';
import { callbackFor, googleProviderProblem } from '../../events/event-settings.ts';

const USAGE =
  'openid set --event <domain> --issuer <url> --client-id <id> --client-secret <secret> | openid show --event <domain> | openid remove --event <domain>';

/** Enough of the secret to tell two apart, never enough to use it. */
export function maskSecret(secret: string): string {
  return secret.length <= 8 ? '********' : `********${secret.slice(-4)}`;
}


// "Continue with Google" per event: any OpenID Connect provider (Google's issuer is
// https://accounts.google.com). `set` checks the issuer by discovery before anything is stored.
export const openid: Command = {
  name: 'openid',
  summary: 'Set, show or remove the OpenID Connect provider behind "Continue with Google" for an event.',
  usage: USAGE,
  options: textOptions('event', 'issuer', 'client-id', 'client-secret'),
  takesPositionals: true,
  async prepare(values, positionals) {
    const [action, ...extra] = positionals;
    if (extra.length > 0 || (action !== 'set' && action !== 'show' && action !== 'remove')) {
      throw new CliError(`Usage: npm run admin -- ${USAGE}`, 2);
    }
    const eventKey = eventOption(text(values, 'event'));
    if (action === 'show') {
      return async ({ db, out }) => {
        const event = await findEventByIdOrDomain(db, eventKey);
        const [row] = await db.select().from(eventOpenIdProviders).where(eq(eventOpenIdProviders.eventId, event.id));
        const [flag] = await db.select({ on: events.googleLoginEnabled }).from(events).where(eq(events.id, event.id));
        if (!row) {
          out(`No OpenID provider is set for ${event.domain}; "Continue with Google" is ${flag?.on ? 'shown but does nothing' : 'not shown'}.`);
          return;
        }
        out(`Issuer: ${row.issuer}`);
        out(`Client id: ${row.clientId}`);
        out(`Client secret: ${maskSecret(row.clientSecret)}`);
        out(`Redirect URI: ${callbackFor(event.domain)}`);
        out(`"Continue with Google": ${flag?.on ? 'shown' : 'hidden'}; updated ${row.updatedAt.toISOString()}`);
      };
    }
    if (action === 'remove') {
      return async ({ db, out }) => {
        const event = await findEventByIdOrDomain(db, eventKey);
        const removed = await removeProviderSettings(db, event.id);
        out(removed ? `Removed the OpenID provider of ${event.domain}; "Continue with Google" is no longer shown.` : `${event.domain} had no OpenID provider; "Continue with Google" is not shown.`);
      };
    }
    const issuer = required('--issuer', text(values, 'issuer')).trim().replace(/\/+$/, '');
    const clientId = required('--client-id', text(values, 'client-id')).trim();
    const clientSecret = required('--client-secret', text(values, 'client-secret'));
    // Checked before the database is opened, so a wrong issuer changes nothing (the console's
    // Event settings check the same way).
    const problem = await googleProviderProblem({ issuer, clientId, clientSecret }, '--issuer');
    if (problem) throw new CliError(problem);
    return async ({ db, out }) => {
      const event = await findEventByIdOrDomain(db, eventKey);
      await saveProviderSettings(db, event.id, { issuer, clientId, clientSecret });
      out(`"Continue with Google" is on for ${event.domain} through ${issuer} (client id ${clientId}).`);
      out(`Register this redirect URI with the provider: ${callbackFor(event.domain)}`);
    };
  },
};
