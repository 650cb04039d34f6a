// Registering a person on one of an exhibitor's passes through the pass's referral form, whether a
// team member fills it in or a guest does through a public link. The count check and the insert run
// in one transaction holding a row lock on the pass, so two registrations racing for the last pass
// cannot both succeed.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { preparedStatement } from '../db/prepared.ts';
import { events, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { attendeeDetails } from '../badges/registration-attendee.ts';
import { findOwnedPass, formDefinitionsForPass } from './pass-form.ts';
import { registrationColumns } from './registration-columns.ts';
import { newPassTicketCode } from './ticket-code.ts';
import { summariseAnswerErrors, validateAnswers } from './answer-errors.ts';
import { selectApiAnswerErrors, withSelectApiErrors } from './select-api-answers.ts';
import { usedPasses } from './pass-usage.ts';

const DEFAULT_SUCCESS_MESSAGE = '<p>Your registration is complete.</p>';

export const PASS_FULL_MESSAGE = 'All passes of this allocation are used.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const eventTitleQuery = preparedStatement('event_title', (db, name) =>
  db.select({ title: events.title }).from(events).where(eq(events.id, sql.placeholder('eventId'))).prepare(name),
);

/** The pass's own message when the organiser set one, else the event's default. */
export async function successMessage(db: Database, eventId: string, passMessage: string | null): Promise<string> {
  if (passMessage?.trim()) return passMessage;
  const [event] = await eventTitleQuery(db).execute({ eventId });
  const title = event?.title.trim();
  if (!title) return DEFAULT_SUCCESS_MESSAGE;
  return `<p>Your registration for <strong>${escapeHtml(title)}</strong> is complete.</p>`;
}

export interface RegisterOnPass {
  exhibitorId: string;
  eventId: string;
  passId: string;
  /** The answers, plus any keys named in `notAnswers`. */
  body: Record<string, unknown>;
  notAnswers: string[];
  /** The public link a guest registered through, if any. */
  inviteId?: string;
  /** What a full pass answers (409). */
  fullMessage?: string;
}

export async function registerOnPass(db: Database, input: RegisterOnPass) {
  const { exhibitorId, eventId, passId, body } = input;
  // The form is read before the transaction, so the pass stays locked for fewer round trips. The
  // checks below keep their order (unknown pass, inactive category, used up, then the answers).
  const definitions = await formDefinitionsForPass(db, exhibitorId, passId);
  const optionListErrors = await selectApiAnswerErrors(db, eventId, definitions, body);
  return db.transaction(async (tx) => {
    const { pass, category } = await findOwnedPass(tx, exhibitorId, passId, { lockForUpdate: true });
    if (!category.isActive) throw new ApiError(409, 'This pass category is not active.');

    if ((await usedPasses(tx, pass.id)) >= pass.numberOfPasses) throw new ApiError(409, input.fullMessage ?? PASS_FULL_MESSAGE);

    const checked = withSelectApiErrors(validateAnswers(definitions, body, input.notAnswers), optionListErrors);
    if (!checked.ok) throw new ApiError(400, summariseAnswerErrors(checked.errors), checked.errors);

    const columns = registrationColumns(definitions, checked.answers);
    const [registration] = await tx
      .insert(referralRegistrations)
      .values({ exhibitorId, passId: pass.id, ...columns, answers: checked.answers, inviteId: input.inviteId ?? null })
      .returning();
    // Each registration issues one ticket of the pass's category (see the ticket figures).
    const guestName = `${columns.firstName} ${columns.lastName}`.trim() || columns.emailId || 'Guest';
    const [ticket] = await tx
      .insert(tickets)
      .values({
        eventId,
        exhibitorId,
        registrationId: registration!.id,
        guestName,
        guestEmail: columns.emailId,
        // What an exhibitor scanning the badge receives with the name and e-mail.
        ...attendeeDetails(checked.answers, columns),
        ticketCode: newPassTicketCode(category.categoryName),
        ticketType: category.categoryName,
      })
      .returning();
    return { registration: registration!, ticket: ticket!, passMessage: pass.successMessage };
  });
}
