// The event's own settings as the organiser keeps them (the console's Event settings, and the
// command line's openid set and badge-pattern, which call the same functions): title, description,
// dates, time zone, the domain it is served on and its extra domains, logo and colours, support contact, Google sign-in
// and the pattern of the event's own badge ids. Values are checked by src/rules/event-settings-
// rules.ts, the rule the console's form applies as it is typed.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { eventOpenIdProviders, events, tickets } from '../db/schema/all-tables.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { discoverProvider, issuerProblem, type ProviderSettings } from '../auth/openid/discovery.ts';
import { removeProviderSettings, saveProviderSettings } from '../auth/openid/providers.ts';
import { checkExtraDomains, lockDomains, readExtraDomains, refuseTaken, replaceExtraDomains, takenDomainMessage } from './event-domains.ts';
import { badgeIdMatcher } from '../../src/rules/capture-code.ts';
import { eventSettingsProblems, type EventSettingsValues } from '../../src/rules/event-settings-rules.ts';

export interface GoogleSignInView {
  enabled: boolean;
  issuer: string | null;
  clientId: string | null;
  /** Whether a client secret is stored; the secret itself is never read back out. */
  clientSecretSet: boolean;
  /** What to register with the provider as the redirect URI. */
  redirectUri: string;
}

export interface EventSettings extends EventSettingsValues {
  eventId: string;
  /** The extra domains the portal is also served on, in alphabetical order. */
  domains: string[];
  /** A stored upload's path (served under /files/), or null. */
  logo: string | null;
  googleSignIn: GoogleSignInView;
}

export interface GoogleSignInInput {
  issuer: string;
  clientId: string;
  /** Left out to keep the stored one. */
  clientSecret?: string | undefined;
}

export type EventSettingsUpdate = Partial<EventSettingsValues> & {
  googleSignIn?: GoogleSignInInput | null;
  /** Only null: a new logo comes by upload (setEventLogo). */
  logo?: null;
  /** The whole list of extra domains, replacing the saved one. */
  domains?: string[];
};

/** The redirect URI to register with the provider for an event served on `domain`. */
export const callbackFor = (domain: string) => `https://${domain}/api/auth/openid/callback`;

const notFound = () => new ApiError(404, 'Event not found');

export async function readEventSettings(db: Executor, eventId: string): Promise<EventSettings> {
  const [row] = await db
    .select({ event: events, provider: eventOpenIdProviders })
    .from(events)
    .leftJoin(eventOpenIdProviders, eq(eventOpenIdProviders.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!row) throw notFound();
  const { event, provider } = row;
  return {
    eventId: event.id,
    title: event.title,
    description: event.description,
    startDate: event.startDate?.toISOString() ?? null,
    endDate: event.endDate?.toISOString() ?? null,
    timezone: event.timezone,
    domain: event.domain,
    domains: await readExtraDomains(db, event.id),
    logo: event.logo,
    primaryColor: event.primaryColor,
    accentColor: event.accentColor,
    supportEmail: event.supportEmail,
    supportPhone: event.supportPhone,
    supportAddress: event.supportAddress,
    badgeIdPattern: event.badgeIdPattern,
    googleSignIn: {
      enabled: event.googleLoginEnabled && provider !== null,
      issuer: provider?.issuer ?? null,
      clientId: provider?.clientId ?? null,
      clientSecretSet: provider !== null && provider.clientSecret !== '',
      redirectUri: callbackFor(event.domain),
    },
  };
}

const fieldErrors = (problems: Record<string, string | undefined>): FieldError[] =>
  Object.entries(problems).flatMap(([field, message]) => (message ? [{ path: `/${field}`, message }] : []));

function refuse(errors: FieldError[]): never {
  const [first, ...rest] = errors;
  throw new ApiError(400, rest.length === 0 ? first!.message : `${first!.message} (and ${rest.length} more to fix)`, errors);
}

// Blank optional texts are stored as "not set", and the domain as the resolver reads hosts.
function normalise(update: EventSettingsUpdate): EventSettingsUpdate {
  const out: EventSettingsUpdate = { ...update };
  for (const key of ['primaryColor', 'accentColor', 'supportEmail', 'supportPhone', 'supportAddress', 'badgeIdPattern'] as const) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() === '' ? null : value.trim();
  }
  if (out.domain !== undefined) out.domain = out.domain.trim().toLowerCase().replace(/\.$/, '');
  if (out.timezone !== undefined) out.timezone = out.timezone.trim();
  return out;
}

/** Why the provider cannot be used (issuer not https, or no OpenID metadata there), or null. */
export async function googleProviderProblem(settings: ProviderSettings, issuerLabel = 'The issuer'): Promise<string | null> {
  const problem = issuerProblem(settings.issuer);
  if (problem) return problem.replace('--issuer', issuerLabel);
  try {
    await discoverProvider(settings);
    return null;
  } catch (error) {
    return `${settings.issuer} is not a reachable OpenID provider (${(error as Error).message}): ${settings.issuer}/.well-known/openid-configuration must answer its metadata.`;
  }
}

/** Sets (or with null removes) the provider behind "Continue with Google", checked by discovery first. */
export async function setGoogleSignIn(db: Database, eventId: string, input: GoogleSignInInput | null): Promise<void> {
  if (input === null) {
    await removeProviderSettings(db, eventId);
    return;
  }
  const issuer = input.issuer.trim().replace(/\/+$/, '');
  const clientId = input.clientId.trim();
  let clientSecret = input.clientSecret;
  if (clientSecret === undefined || clientSecret === '') {
    const [stored] = await db.select({ secret: eventOpenIdProviders.clientSecret }).from(eventOpenIdProviders).where(eq(eventOpenIdProviders.eventId, eventId));
    if (!stored) refuse([{ path: '/googleSignIn/clientSecret', message: 'Give the client secret the provider issued: none is stored yet.' }]);
    clientSecret = stored.secret;
  }
  const missing = [
    ...(issuer === '' ? [{ path: '/googleSignIn/issuer', message: 'Give the issuer, such as https://accounts.google.com.' }] : []),
    ...(clientId === '' ? [{ path: '/googleSignIn/clientId', message: 'Give the client id the provider issued.' }] : []),
  ];
  if (missing.length > 0) refuse(missing);
  const problem = await googleProviderProblem({ issuer, clientId, clientSecret });
  if (problem) refuse([{ path: '/googleSignIn/issuer', message: problem }]);
  await saveProviderSettings(db, eventId, { issuer, clientId, clientSecret });
}

/** Sets or clears the pattern of the event's own badge ids; answers how many imported ids match it. */
export async function setBadgeIdPattern(db: Executor, eventId: string, pattern: string | null): Promise<{ matching: number; total: number }> {
  await db.update(events).set({ badgeIdPattern: pattern }).where(eq(events.id, eventId));
  if (pattern === null) return { matching: 0, total: 0 };
  const ids = await db
    .select({ id: tickets.externalBadgeId })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), isNotNull(tickets.externalBadgeId)));
  const matcher = badgeIdMatcher(pattern)!;
  return { matching: ids.filter(({ id }) => matcher.test(id!)).length, total: ids.length };
}

/**
 * Applies the fields given, all or nothing: 400 with a message per field to fix, 409 for a domain
 * another event is served on. Google sign-in is checked with its provider before anything changes.
 */
export async function updateEventSettings(db: Database, eventId: string, update: EventSettingsUpdate): Promise<EventSettings> {
  const current = await readEventSettings(db, eventId);
  const { googleSignIn, domains: extra, ...values } = normalise(update);
  const main = values.domain ?? current.domain;
  const checked = checkExtraDomains(extra ?? current.domains, main);
  // The saved extra domains are checked only against a new main domain (one of them cannot become it).
  const domainProblems = extra !== undefined || values.domain !== undefined ? checked.problems : [];
  const problems = [...fieldErrors(eventSettingsProblems(values, current)), ...domainProblems];
  if (problems.length > 0) refuse(problems);
  const wanted = [
    ...(values.domain !== undefined && values.domain !== current.domain ? [{ path: '/domain', domain: values.domain }] : []),
    ...(extra !== undefined ? checked.domains.flatMap((domain, index) => (current.domains.includes(domain) ? [] : [{ path: `/domains/${index}`, domain }])) : []),
  ];
  // Checked before Google sign-in is saved, and again under the lock with the writes.
  await refuseTaken(db, eventId, wanted);
  if (googleSignIn !== undefined) await setGoogleSignIn(db, eventId, googleSignIn);
  const { startDate, endDate, ...texts } = values;
  const changes = {
    ...texts,
    ...(startDate !== undefined ? { startDate: startDate === null ? null : new Date(startDate) } : {}),
    ...(endDate !== undefined ? { endDate: endDate === null ? null : new Date(endDate) } : {}),
  };
  await db.transaction(async (tx) => {
    if (wanted.length > 0) {
      await lockDomains(tx);
      await refuseTaken(tx, eventId, wanted);
    }
    if (Object.keys(changes).length > 0) {
      try {
        await tx.update(events).set(changes).where(eq(events.id, eventId));
      } catch (error) {
        // A command line run took the domain without the lock.
        if (isUniqueViolation(error) && values.domain) throw new ApiError(409, takenDomainMessage(values.domain), [{ path: '/domain', message: takenDomainMessage(values.domain) }]);
        throw error;
      }
    }
    if (extra !== undefined) await replaceExtraDomains(tx, eventId, checked.domains);
  });
  return readEventSettings(db, eventId);
}

/** The event's logo: a stored upload's path, or null to go back to none. */
export async function setEventLogo(db: Executor, eventId: string, path: string | null): Promise<void> {
  const updated = await db.update(events).set({ logo: path }).where(eq(events.id, eventId)).returning({ id: events.id });
  if (updated.length === 0) throw notFound();
}
