// What a scanned or typed text is, as far as the server knows (POST /leads/scan). It is read with the
// device's own rules (src/rules/capture-code.ts) and the event's settings, then settled with what
// only the server knows: which ticket codes and badge ids the event's attendees have. An id the
// event's registration system gave an attendee counts as their badge however it arrived (scanned
// as text, or typed in a ticket code's shape); refusals are decided here, before anything is written.
import type { Executor } from '../db/prepared.ts';
import { ApiError } from '../http/api-error.ts';
import { CAPTURE_MESSAGES, parseCapture, type CaptureFrom } from '../../src/rules/capture-code.ts';
import type { ContactFields } from '../../src/rules/contact-card.ts';
import { BADGE_CHECK_MESSAGES, scannableTicket, ticketOfBadgeCode, ticketOfBadgeId, type TicketRow } from '../badges/check-badge.ts';
import type { CaptureSettings } from '../../src/rules/capture-code.ts';

export type ScanIntake =
  /** A ticket of the event: this portal's badge, its typed code, or the event's own badge id. */
  | { kind: 'ticket'; ticket: TicketRow; captureKind: 'badge' | 'typed' | 'external_badge'; text: string | null }
  /** A scanned id in the shape of the event's badges that no attendee has. */
  | { kind: 'unknown_badge'; badgeId: string }
  | { kind: 'contact'; captureKind: 'vcard' | 'mecard'; text: string; read: ContactFields }
  /** Any other scanned code: kept as text on a lead a person names. */
  | { kind: 'text'; text: string };

const externalBadge = (ticket: TicketRow, badgeId: string): ScanIntake => ({
  kind: 'ticket',
  ticket: scannableTicket(ticket),
  captureKind: 'external_badge',
  text: badgeId,
});

/** Reads `badge` as the device would and settles it against the event's tickets; throws the 400/404/409 refusals. */
export async function readScan(db: Executor, eventId: string, badge: string, from: CaptureFrom, settings: CaptureSettings): Promise<ScanIntake> {
  const parsed = parseCapture(badge, from, settings);
  // An id as the attendee's badge carries it: whatever was typed or scanned, without surrounding space.
  const asTyped = badge.trim();
  switch (parsed.kind) {
    case 'badge':
    case 'typed': {
      const ticket = await ticketOfBadgeCode(db, eventId, parsed);
      if (ticket) return { kind: 'ticket', ticket: scannableTicket(ticket), captureKind: parsed.kind, text: null };
      const byId = await ticketOfBadgeId(db, eventId, asTyped);
      if (byId) return externalBadge(byId, asTyped);
      throw new ApiError(404, BADGE_CHECK_MESSAGES.unknownCode);
    }
    case 'external_badge': {
      const ticket = await ticketOfBadgeId(db, eventId, parsed.badgeId);
      if (ticket) return externalBadge(ticket, parsed.badgeId);
      // Typed by hand, an id no attendee has is more likely a slip than a person: it is refused.
      if (from === 'typed') throw new ApiError(404, BADGE_CHECK_MESSAGES.unknownBadgeId);
      return { kind: 'unknown_badge', badgeId: parsed.badgeId };
    }
    case 'vcard':
    case 'mecard':
      return { kind: 'contact', captureKind: parsed.kind, text: parsed.text, read: parsed.person };
    case 'text': {
      // The device kept it as text (no pattern, or one that misses some ids); the attendee list knows it.
      const ticket = await ticketOfBadgeId(db, eventId, parsed.text);
      return ticket ? externalBadge(ticket, parsed.text) : { kind: 'text', text: parsed.text };
    }
    case 'invalid': {
      if (from === 'typed' && parsed.message === CAPTURE_MESSAGES.typedNotCode) {
        const ticket = await ticketOfBadgeId(db, eventId, asTyped);
        if (ticket) return externalBadge(ticket, asTyped);
      }
      throw new ApiError(400, parsed.message, [{ path: '/badge', message: parsed.message }]);
    }
  }
}
