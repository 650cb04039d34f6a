// The outbox: lead writes made at the booth are kept on the device first (IndexedDB) and sent when
// the network allows, each with an Idempotency-Key so a write sent twice is made once. The scan
// screen depends only on these types; the outbox's store and sync machine implement them and the
// composition root wires the two together.
import type { components } from '../../api/schema.d.ts';

export type LeadQualification = components['schemas']['LeadQualification'];
export type Lead = components['schemas']['Lead'];
/** The visitor's details as a person typed or corrected them at the booth. */
export type CapturedPerson = components['schemas']['CapturedPerson'];
export type CaptureKind = components['schemas']['CaptureKind'];

/** One write waiting to reach the server. */
export type OutboxItem = QueuedScan | QueuedCard | QueuedLeadUpdate;

interface QueuedBase {
  /** Made on the device; also the Idempotency-Key of the item's request. */
  localId: string;
  /** The user whose write it is: a queue is only sent with that user's session. */
  userId: string;
  createdAt: string;
  /** `failed` items met a 4xx: they wait for the user to fix or discard them. */
  state: 'pending' | 'failed';
  /** The server's message of the last refusal, shown beside the item. */
  error: string | null;
  attempts: number;
}

export interface QueuedScan extends QueuedBase {
  kind: 'scan';
  /** What was read (a badge's QR, a barcode, a contact code, any code's text) or the typed ticket code. */
  badge: string;
  /** This portal's ticket code, for its badges and typed codes; empty for every other kind. */
  ticketCode: string;
  /** How the device read it (src/rules/capture-code.ts); the server reads it again and decides. */
  captureKind: CaptureKind;
  /** `camera` for a decoded code, `typed` for a typed one (older items have none: typed). */
  from?: 'camera' | 'typed';
  /** Details typed at the booth (the name a text code needs); null when the code speaks for itself. */
  person?: CapturedPerson | null;
  scannedAt: string;
  /** `valid` when the badge's signature was checked on the device, `unchecked` for typed codes and other kinds. */
  localCheck: 'valid' | 'unchecked';
  qualification: LeadQualification;
}

/**
 * A business card read on the device: its photo waits here with the fields, and goes up first
 * (POST /leads/photos) when the network allows; `photoPath` keeps where it went, so a retry after a
 * lost answer makes the lead without uploading the photo again.
 */
export interface QueuedCard extends QueuedBase {
  kind: 'card';
  photo: Blob;
  backPhoto: Blob | null;
  photoPath: string | null;
  backPhotoPath: string | null;
  /** The fields as the person at the booth checked them; `fullName` is required. */
  person: CapturedPerson & { fullName: string };
  /** The text read from the photo, kept with the lead. */
  text: string;
  scannedAt: string;
  qualification: LeadQualification;
}

export interface QueuedLeadUpdate extends QueuedBase {
  kind: 'leadUpdate';
  leadId: string;
  /** The lead's name when the edit was queued, for the outbox's list (older items have none). */
  leadName?: string | null;
  qualification: LeadQualification;
}

/** What sending one item came to. */
export type SyncResult =
  | { status: 'synced'; lead: Lead; outcome: 'created' | 'existing' | 'updated' }
  | { status: 'queued'; reason: 'offline' | 'server' }
  | { status: 'refused'; message: string };

/** The device cannot keep the write (IndexedDB missing, full or broken): the scan is refused. */
export class OutboxUnavailable extends Error {
  override name = 'OutboxUnavailable';
}

/** Where a qualification goes: onto a scan still queued, or onto a lead the server already has (named for the outbox's list). */
export type QualificationTarget = { localId: string } | { leadId: string; leadName?: string | null };

export interface Outbox {
  /** Keeps a scan on the device; rejects with OutboxUnavailable when it cannot. */
  enqueueScan(scan: Pick<QueuedScan, 'badge' | 'ticketCode' | 'scannedAt' | 'localCheck' | 'captureKind' | 'from' | 'person'>): Promise<QueuedScan>;
  /** Keeps a business card (photo and fields) on the device; rejects with OutboxUnavailable when it cannot. */
  enqueueCard(card: Pick<QueuedCard, 'photo' | 'backPhoto' | 'person' | 'text' | 'scannedAt'>): Promise<QueuedCard>;
  /** Sends one item now (the scan screen's "saved" → "synced"); leaves it queued when offline. */
  syncItem(localId: string): Promise<SyncResult>;
  /** Merges a qualification into a queued scan, or queues an update of a synced lead. */
  qualify(target: QualificationTarget, qualification: LeadQualification): Promise<void>;
}
