// Registering a person on one of the exhibitor's passes through the pass's referral form.
// The count check and the insert run in one transaction holding a row lock on the pass, so two
// registrations racing for the last pass cannot both succeed.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { preparedStatement } from '../db/prepared.ts';
import { events, referralRegistrations, tickets } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { findOwnedPass, formDefinitionsForPass } from '../referral/pass-form.ts';
import { registrationColumns } from '../referral/registration-columns.ts';
import { attendeeDetails } from '../badges/registration-attendee.ts';
import { newPassTicketCode } from '../referral/ticket-code.ts';
import { summariseAnswerErrors, validateAnswers } from '../referral/answer-errors.ts';
import { selectApiAnswerErrors, withSelectApiErrors } from '../referral/select-api-answers.ts';
import { requireAuth, rowIdOr404 } from './exhibitor-scope.ts';
import { retryOnUniqueViolation } from './unique-retry.ts';
import { toApiRegistration } from './mappers/pass.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

const DEFAULT_SUCCESS_MESSAGE = '<p>Your registration is complete.</p>';

/** A freshly drawn ticket code may collide with an existing one (40 random bits); try again. */
const TICKET_CODE_ATTEMPTS = 3;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const eventTitleQuery = preparedStatement('event_title', (db, name) =>
  db.select({ title: events.title }).from(events).where(eq(events.id, sql.placeholder('eventId'))).prepare(name),
);

/** The pass's own message when the organiser set one, else the event's default. */
async function successMessage(db: Database, eventId: string, passMessage: string | null): Promise<string> {
  if (passMessage?.trim()) return passMessage;
  const [event] = await eventTitleQuery(db).execute({ eventId });
  const title = event?.title.trim();
  if (!title) return DEFAULT_SUCCESS_MESSAGE;
  return `<p>Your registration for <strong>${escapeHtml(title)}</strong> is complete.</p>`;
}

async function register(db: Database, exhibitorId: string, eventId: string, body: Record<string, unknown>) {
  const passId = rowIdOr404(body.ticketId, 'Pass');
  // The form is read before the transaction, so the pass stays locked for fewer round trips. The
  // checks below keep their order (unknown pass, inactive category, used up, then the answers).
  const definitions = await formDefinitionsForPass(db, exhibitorId, passId);
  const optionListErrors = await selectApiAnswerErrors(db, eventId, definitions, body);
  return db.transaction(async (tx) => {
    const { pass, category } = await findOwnedPass(tx, exhibitorId, passId, { lockForUpdate: true });
    if (!category.isActive) throw new ApiError(409, 'This pass category is not active.');

    const [used] = await tx
      .select({ n: count() })
      .from(referralRegistrations)
      .where(eq(referralRegistrations.passId, pass.id));
    if ((used?.n ?? 0) >= pass.numberOfPasses) throw new ApiError(409, 'All passes of this allocation are used.');

    const checked = withSelectApiErrors(validateAnswers(definitions, body, ['ticketId']), optionListErrors);
    if (!checked.ok) throw new ApiError(400, summariseAnswerErrors(checked.errors), checked.errors);

    const columns = registrationColumns(definitions, checked.answers);
    const [registration] = await tx
      .insert(referralRegistrations)
      .values({ exhibitorId, passId: pass.id, ...columns, answers: checked.answers })
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
      .returning({ ticketCode: tickets.ticketCode, status: tickets.status });
    return { registration: registration!, ticket: ticket!, passMessage: pass.successMessage };
  });
}

export function referralHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createReferralRegistration(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const body = request.body;
      const { registration, ticket, passMessage } = await retryOnUniqueViolation(TICKET_CODE_ATTEMPTS, () =>
        register(db, exhibitorId, eventId, body),
      );
      reply.code(201);
      return {
        success: true,
        message: await successMessage(db, eventId, passMessage),
        data: toApiRegistration(registration, ticket),
      };
    },
  };
}
