import type { leads } from '../db/schema/all-tables.ts';

// Lead rows as the API shows them: the lead page's shape (person details under `user`, SPEC §3
// Lead) and the dashboard's flatter "Dashboard lead" shape. Unset text stays null (the contract's
// convention); a nameless lead is "Unknown", as the lead page shows it.

export type LeadRow = typeof leads.$inferSelect;

/** Who captured a lead: the account's id and name (server/leads/lead-reads.ts reads them). */
export interface LeadCapturer {
  userId: string;
  name: string;
}

/** A note written on a lead, with its author (null once their account is removed). */
export interface LeadNoteView {
  id: string;
  text: string;
  author: LeadCapturer | null;
  createdAt: Date;
}

/** One scan of the lead's badge by the company's team. */
export interface LeadTouchView {
  at: Date;
  by: LeadCapturer | null;
}

/** A photo kept with a lead (a business card's side, a badge), under /files/. */
export interface LeadImageView {
  url: string;
  label: 'card_front' | 'card_back' | 'badge' | 'other';
  addedAt: Date;
}

/** What a lead answer shows beside its own row: the badge's code, photos, notes and touches, oldest first. */
export interface LeadExtras {
  ticketCode: string | null;
  images: readonly LeadImageView[];
  notes: readonly LeadNoteView[];
  touches: readonly LeadTouchView[];
}

export const NO_LEAD_EXTRAS: LeadExtras = { ticketCode: null, images: [], notes: [], touches: [] };

// GET /api/leads builds its answer in SQL (lead-list.ts) and repeats this rule there.
function displayName(row: LeadRow): string {
  return row.fullName.trim() === '' ? 'Unknown' : row.fullName;
}

/** Who captured the lead and who owns it (follows it up). */
export interface LeadPeople {
  capturedBy: LeadCapturer | null;
  owner: LeadCapturer | null;
}

export const NO_LEAD_PEOPLE: LeadPeople = { capturedBy: null, owner: null };

export function toApiLead(row: LeadRow, { capturedBy, owner }: LeadPeople, extras: LeadExtras = NO_LEAD_EXTRAS) {
  return {
    _id: row.id,
    priority: row.priority,
    status: row.status,
    remarks: row.remarks,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: {
      fullName: displayName(row),
      emailId: row.emailId,
      companyName: row.companyName,
      designation: row.designation,
      phone: row.phone,
      website: row.website,
      address: row.address,
    },
    capturedBy,
    owner,
    rating: row.rating,
    tags: row.tags,
    followUpDate: row.followUpDate,
    ticketCode: extras.ticketCode,
    capture: {
      kind: row.captureKind,
      text: row.captureText,
      images: extras.images.map((image) => ({ url: image.url, label: image.label, addedAt: image.addedAt.toISOString() })),
    },
    answers: row.answers,
    notes: extras.notes.map((note) => ({ id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() })),
    touches: extras.touches.map((touch) => ({ at: touch.at.toISOString(), by: touch.by })),
    possibleDuplicateOf: row.possibleDuplicateOf,
  };
}

export type ApiLead = ReturnType<typeof toApiLead>;

export function toDashboardLead(row: LeadRow) {
  return {
    id: row.id,
    name: displayName(row),
    email: row.emailId,
    company: row.companyName,
    jobTitle: row.designation,
    interest: row.priority,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
