// A second event beside the demo one, with a company, a pass, a pending registration with its
// ticket and an open support request: what an organiser of the demo event must neither see nor
// change, and what an organiser of this event sees instead.
import type { Database } from '../db/connect.ts';
import { events, exhibitorCategories, exhibitors, passes, referralRegistrations, supportRequests, tickets } from '../db/schema/all-tables.ts';

export interface OtherEvent {
  eventId: string;
  exhibitorId: string;
  categoryId: string;
  registrationId: string;
  ticketId: string;
}

export async function insertOtherEvent(db: Database, domain = 'other-expo.example.com'): Promise<OtherEvent> {
  return db.transaction(async (tx) => {
    const [event] = await tx.insert(events).values({ domain, title: 'Other Expo', timezone: 'Europe/Oslo' }).returning({ id: events.id });
    const eventId = event!.id;
    const [company] = await tx.insert(exhibitors).values({ eventId, name: 'Fjord Systems' }).returning({ id: exhibitors.id });
    const exhibitorId = company!.id;
    const [category] = await tx.insert(exhibitorCategories).values({ eventId, categoryName: 'Silver Exhibitor', exhibitorPasses: 5 }).returning({ id: exhibitorCategories.id });
    const [pass] = await tx.insert(passes).values({ exhibitorId, categoryId: category!.id, numberOfPasses: 5 }).returning({ id: passes.id });
    const [registration] = await tx
      .insert(referralRegistrations)
      .values({ exhibitorId, passId: pass!.id, firstName: 'Solveig', lastName: 'Berg', emailId: 'solveig.berg@example.com', answers: {} })
      .returning({ id: referralRegistrations.id });
    await tx.insert(tickets).values({
      eventId,
      exhibitorId,
      registrationId: registration!.id,
      guestName: 'Solveig Berg',
      guestEmail: 'solveig.berg@example.com',
      ticketCode: 'SILVER-OTHER001',
      ticketType: 'Silver Exhibitor',
    });
    const ticketId = 'SUP-OTHEREVT';
    await tx.insert(supportRequests).values({
      exhibitorId,
      ticketId,
      name: 'Lars Berg',
      email: 'lars@fjord.example',
      subject: 'Stand lights',
      category: 'technical',
      priority: 'low',
      message: 'Two more lights, please.',
    });
    return { eventId, exhibitorId, categoryId: category!.id, registrationId: registration!.id, ticketId };
  });
}
