// The event's provider settings, as the organiser stored them (npm run admin -- openid set).
import { eq } from 'drizzle-orm';
import { eventOpenIdProviders, events } from '../../db/schema/all-tables.ts';
import type { Database } from '../../db/connect.ts';
import type { Executor } from '../../db/prepared.ts';
import type { ProviderSettings } from './discovery.ts';

export async function findProviderSettings(db: Executor, eventId: string): Promise<ProviderSettings | undefined> {
  const [row] = await db
    .select({ issuer: eventOpenIdProviders.issuer, clientId: eventOpenIdProviders.clientId, clientSecret: eventOpenIdProviders.clientSecret })
    .from(eventOpenIdProviders)
    .where(eq(eventOpenIdProviders.eventId, eventId))
    .limit(1);
  return row;
}

/** Stores the settings and shows "Continue with Google" at the event, both or neither. */
export async function saveProviderSettings(db: Database, eventId: string, settings: ProviderSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(eventOpenIdProviders)
      .values({ eventId, ...settings })
      .onConflictDoUpdate({ target: eventOpenIdProviders.eventId, set: { ...settings, updatedAt: new Date() } });
    await tx.update(events).set({ googleLoginEnabled: true }).where(eq(events.id, eventId));
  });
}

/** Removes the settings and hides the button; answers whether there were settings. */
export async function removeProviderSettings(db: Database, eventId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(eventOpenIdProviders).where(eq(eventOpenIdProviders.eventId, eventId)).returning({ id: eventOpenIdProviders.id });
    await tx.update(events).set({ googleLoginEnabled: false }).where(eq(events.id, eventId));
    return removed.length > 0;
  });
}
