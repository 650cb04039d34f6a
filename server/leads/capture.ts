// A capture at the booth (POST /leads/scan): what was read becomes the company's lead of the visitor.
// A ticket's badge goes to the company's one lead of that ticket; a badge id no attendee has to the
// company's one lead of that id; a contact code, or a text code a person named, to the company's
// lead of the same person (same e-mail, or same phone with nothing saying it is someone else:
// contact-merge.ts), else a new one (a lead scanner's own leads only: a colleague's lead of the
// visitor stays theirs). Every capture is a touch of its lead.
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { JsonBody } from '../context/operation-types.ts';
import { CAPTURE_MESSAGES } from '../../src/rules/capture-code.ts';
import { captureSettings } from './capture-settings.ts';
import { captureTime } from './capture-time.ts';
import { readScan, type ScanIntake } from './capture-intake.ts';
import { contactColumns, givenPerson, NO_PERSON, ticketColumns, withGiven, type PersonColumns } from './capture-person.ts';
import type { FoundLead } from './captured-lead.ts';
import { recordCapture, type CaptureAnswer, type CaptureWrite } from './capture-record.ts';
import { leadForContact } from './contact-merge.ts';
import { leadForTicket } from './ticket-lead.ts';
import { leadForUnknownBadge } from './unknown-badge.ts';

export type ScanBody = JsonBody<'scanBadge'>;

const CONTACT_WORDS = { vcard: 'vCard', mecard: 'MeCard' } as const;

export const SCAN_MESSAGES = {
  created: 'Lead captured',
  badgeAgain: 'This badge already has a lead: the scan was added to it',
  knownVisitor: 'The company already has a lead for this visitor: the scan was merged into it',
  colleagues: "This badge is already a colleague's lead: your scan and note were added to it for them",
} as const;

type Plan = { find: (tx: Executor) => Promise<FoundLead>; write: Omit<CaptureWrite, 'at' | 'qualification'>; existingMessage: string };

function planOf(intake: ScanIntake, auth: AuthContext, given: Partial<PersonColumns>): Plan {
  switch (intake.kind) {
    case 'ticket': {
      const person = withGiven(ticketColumns(intake.ticket), given);
      return {
        find: (tx) => leadForTicket(tx, auth, intake.ticket, { kind: intake.captureKind, text: intake.text, person }),
        write: {
          person,
          summary: (name, created) => (created ? `Scanned the badge of ${name}: new lead` : `Scanned the badge of ${name} again`),
          actions: { created: 'lead.scan', existing: 'lead.rescan' },
        },
        existingMessage: SCAN_MESSAGES.badgeAgain,
      };
    }
    case 'unknown_badge': {
      const person = withGiven(NO_PERSON, given);
      return {
        find: (tx) => leadForUnknownBadge(tx, auth, intake.badgeId, person),
        write: {
          person,
          summary: (name, created) =>
            created ? `Scanned badge ${intake.badgeId}, which no attendee has: new lead ${name}` : `Scanned badge ${intake.badgeId} again (no attendee has it): lead ${name}`,
          actions: { created: 'lead.scan', existing: 'lead.rescan' },
        },
        existingMessage: SCAN_MESSAGES.badgeAgain,
      };
    }
    case 'contact': {
      const person = withGiven(contactColumns(intake.read), given);
      const words = CONTACT_WORDS[intake.captureKind];
      return {
        find: (tx) => leadForContact(tx, auth, { source: 'booth_scan', kind: intake.captureKind, text: intake.text, person }),
        write: {
          person,
          read: { label: `Scanned a ${words}`, text: intake.text },
          summary: (name, created) => (created ? `Scanned the ${words} of ${name}: new lead` : `Scanned the ${words} of ${name}: merged into the existing lead`),
          actions: { created: 'lead.scan', existing: 'lead.merge' },
        },
        existingMessage: SCAN_MESSAGES.knownVisitor,
      };
    }
    case 'text': {
      const person = withGiven(NO_PERSON, given);
      if (!person.fullName) {
        throw new ApiError(400, CAPTURE_MESSAGES.needsName, [{ path: '/person/fullName', message: CAPTURE_MESSAGES.needsName }]);
      }
      return {
        find: (tx) => leadForContact(tx, auth, { source: 'booth_scan', kind: 'text', text: intake.text, person }),
        write: {
          person,
          read: { label: 'Scanned a code', text: intake.text },
          summary: (name, created) => (created ? `Scanned a code for ${name}: new lead` : `Scanned a code for ${name}: merged into the existing lead`),
          actions: { created: 'lead.scan', existing: 'lead.merge' },
        },
        existingMessage: SCAN_MESSAGES.knownVisitor,
      };
    }
  }
}

export async function captureScan(db: Database, auth: AuthContext, body: ScanBody): Promise<CaptureAnswer> {
  const settings = await captureSettings(db, auth.eventId);
  const given = givenPerson(body.person, settings.country);
  const intake = await readScan(db, auth.eventId, body.badge, body.from ?? 'typed', settings);
  const plan = planOf(intake, auth, given);
  const at = captureTime(body.scannedAt, new Date());
  const outcome = await db.transaction(async (tx) => recordCapture(tx, auth, await plan.find(tx), { ...plan.write, at, qualification: body.qualification }));
  const message = outcome.created ? SCAN_MESSAGES.created : outcome.colleagues ? SCAN_MESSAGES.colleagues : plan.existingMessage;
  return { ...outcome, message };
}
