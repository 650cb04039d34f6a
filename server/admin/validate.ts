import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, users } from '../db/schema/all-tables.ts';
import { isSupportedCountry } from 'libphonenumber-js/min';
import { badgeIdPatternProblem } from '../../src/rules/capture-code.ts';
import { CliError } from './cli-error.ts';

// Host names as the portal resolves them: lower-case labels of letters, digits and hyphens.
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function domainOption(value: string | undefined): string {
  const domain = required('--domain', value).toLowerCase();
  if (!DOMAIN.test(domain)) {
    throw new CliError(`--domain must be a host name such as expo.example.com, got "${value}".`);
  }
  return domain;
}

export function required(flag: string, value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw new CliError(`${flag} is required.`);
  return text;
}

// Mobile numbers are stored as digits only, the way the sign-in screens send them.
export function mobileOption(flag: string, value: string | undefined): string {
  const mobile = required(flag, value).replace(/[\s-]/g, '');
  if (!/^\d{10,15}$/.test(mobile)) {
    throw new CliError(`${flag} must be 10 to 15 digits, got "${value}".`);
  }
  return mobile;
}

export function phoneCodeOption(value: string | undefined): string {
  const code = (value ?? '91').trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code)) throw new CliError(`--phone-code must be 1 to 4 digits such as 91, got "${value}".`);
  return code;
}

export function countOption(flag: string, value: string | undefined): number {
  const text = required(flag, value);
  if (!/^\d+$/.test(text) || Number(text) > 1_000_000) {
    throw new CliError(`${flag} must be a whole number from 0 to 1000000, got "${value}".`);
  }
  return Number(text);
}

export function dateOption(flag: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new CliError(`${flag} must be a date such as 2026-05-01 or 2026-05-01T09:00:00+05:30, got "${value}".`);
  }
  return date;
}

export async function findEvent(db: Database, domain: string): Promise<{ id: string; title: string }> {
  const [event] = await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.domain, domain));
  if (!event) throw new CliError(`No event for domain "${domain}". Create it first with create-event, or see list-events.`);
  return event;
}

export async function findUserByMobile(db: Database, eventId: string, phoneCode: string, mobile: string) {
  const [user] = await db
    .select({ id: users.id, exhibitorId: users.exhibitorId })
    .from(users)
    .where(and(eq(users.eventId, eventId), eq(users.phoneCode, phoneCode), eq(users.mobile, mobile)));
  return user;
}

/** An ISO 3166-1 alpha-2 code the phone rules know (phone numbers read without a country code are read as this country's). */
export function countryOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !isSupportedCountry(code)) {
    throw new CliError(`--country must be a two-letter country code such as IN, GB or US, got "${value}".`);
  }
  return code;
}

/** The event's badge id pattern, checked as scanners will use it (src/rules/capture-code.ts). */
export function badgePatternOption(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const pattern = required(flag, value);
  const problem = badgeIdPatternProblem(pattern);
  if (problem !== null) throw new CliError(`${flag}: ${problem}`);
  return pattern;
}
