// The outbox: lead writes made at the booth are kept on the device first (IndexedDB) and sent when
// the network allows, each with an Idempotency-Key so a write sent twice is made once. The scan
// screen depends only on these types; the outbox's store and sync machine implement them and the
// composition root wires the two together.
import type { components } from '../../api/schema.d.ts';

export type LeadQualification = components['schemas']['LeadQualification'];
export type Lead = components['schemas']['Lead'];

/** One write waiting to reach the server. */
export type OutboxItem = QueuedScan | QueuedLeadUpdate;

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
  /** The scanned QR text or the typed ticket code. */
  badge: string;
  ticketCode: string;
  scannedAt: string;
  /** `valid` when the badge's signature was checked on the device, `unchecked` for typed codes. */
  localCheck: 'valid' | 'unchecked';
  qualification: LeadQualification;
}

export interface QueuedLeadUpdate extends QueuedBase {
  kind: 'leadUpdate';
  leadId: string;
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

/** Where a qualification goes: onto a scan still queued, or onto a lead the server already has. */
export type QualificationTarget = { localId: string } | { leadId: string };

export interface Outbox {
  /** Keeps a scan on the device; rejects with OutboxUnavailable when it cannot. */
  enqueueScan(scan: Pick<QueuedScan, 'badge' | 'ticketCode' | 'scannedAt' | 'localCheck'>): Promise<QueuedScan>;
  /** Sends one item now (the scan screen's "saved" → "synced"); leaves it queued when offline. */
  syncItem(localId: string): Promise<SyncResult>;
  /** Merges a qualification into a queued scan, or queues an update of a synced lead. */
  qualify(target: QualificationTarget, qualification: LeadQualification): Promise<void>;
}
