// The event's settings a capture is read with, on the server as on the device (GET /badges/key):
// the pattern of the event's own badge ids and the country of phone numbers written without one.
import { eq } from 'drizzle-orm';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import type { Executor } from '../db/prepared.ts';
import { events } from '../db/schema/all-tables.ts';
import type { CaptureSettings } from '../../src/rules/capture-code.ts';

/** Phone numbers are read as Indian ones when the event names no country the phone rules know. */
export const DEFAULT_COUNTRY: CountryCode = 'IN';

export const countryCode = (value: string | null | undefined): CountryCode =>
  value && isSupportedCountry(value) ? value : DEFAULT_COUNTRY;

export async function captureSettings(db: Executor, eventId: string): Promise<CaptureSettings> {
  const [event] = await db.select({ badgeIdPattern: events.badgeIdPattern, country: events.country }).from(events).where(eq(events.id, eventId));
  return { badgeIdPattern: event?.badgeIdPattern ?? null, country: countryCode(event?.country) };
}
