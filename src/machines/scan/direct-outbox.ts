import { Effect } from "effect";
import { isApiError, type ApiError } from "../../api/errors.ts";
import { mutation, type Api, type ApiRunner } from "../../api/request.ts";
import type { Lead, LeadQualification, Outbox, QualificationTarget, QueuedScan, SyncResult } from "../outbox/outbox-types.ts";

/**
 * The online-only Outbox: it keeps nothing on the device and sends each scan and qualification to
 * the server at once (POST /leads/scan, PUT /leads/{id}), with the scan's localId as its
 * Idempotency-Key. It serves the Scan screen until the IndexedDB outbox (src/machines/outbox/)
 * replaces it at the composition root; because it keeps nothing, a scan it cannot send is refused
 * out loud instead of being shown as queued, and a reload forgets a scan not yet sent.
 */

export const DIRECT_OUTBOX_TEXTS = {
  offline: "No network: this scan was not kept. Scan the badge again once the device is online.",
  gone: "This scan is no longer on the device; change the lead in Lead Management.",
} as const;

type ScanRequest = Pick<QueuedScan, "badge" | "ticketCode" | "scannedAt" | "localCheck">;

const scanBadge = (scan: QueuedScan): Effect.Effect<{ lead: Lead; outcome: "created" | "existing" }, ApiError, Api> =>
  mutation((client, signal) =>
    client.POST("/leads/scan", {
      params: { header: { "Idempotency-Key": scan.localId } },
      body: {
        badge: scan.badge,
        scannedAt: scan.scannedAt,
        ...(Object.keys(scan.qualification).length > 0 ? { qualification: scan.qualification } : {}),
      },
      signal,
    }),
  ).pipe(Effect.map((answer) => answer.data));

const updateLead = (leadId: string, qualification: LeadQualification, key: string): Effect.Effect<unknown, ApiError, Api> =>
  mutation((client, signal) =>
    client.PUT("/leads/{id}", { params: { path: { id: leadId }, header: { "Idempotency-Key": key } }, body: qualification, signal }),
  );

export interface DirectOutboxOptions {
  readonly runApi: ApiRunner;
  readonly newId?: () => string;
  readonly now?: () => Date;
}

export const directOutbox = ({ runApi, newId = () => crypto.randomUUID(), now = () => new Date() }: DirectOutboxOptions): Outbox => {
  // Scans between enqueueScan and their one send, in this page's memory only.
  const unsent = new Map<string, QueuedScan>();

  return {
    async enqueueScan(scan: ScanRequest): Promise<QueuedScan> {
      const item: QueuedScan = {
        kind: "scan",
        localId: newId(),
        // The items are never stored, so they belong to no one's queue.
        userId: "",
        createdAt: now().toISOString(),
        state: "pending",
        error: null,
        attempts: 0,
        qualification: {},
        ...scan,
      };
      unsent.set(item.localId, item);
      return item;
    },

    async syncItem(localId: string): Promise<SyncResult> {
      const item = unsent.get(localId);
      if (item === undefined) return { status: "refused", message: DIRECT_OUTBOX_TEXTS.gone };
      unsent.delete(localId);
      try {
        const { lead, outcome } = await runApi(scanBadge(item));
        return { status: "synced", lead, outcome };
      } catch (error) {
        if (isApiError(error) && error._tag === "Network") return { status: "refused", message: DIRECT_OUTBOX_TEXTS.offline };
        return { status: "refused", message: error instanceof Error ? error.message : String(error) };
      }
    },

    async qualify(target: QualificationTarget, qualification: LeadQualification): Promise<void> {
      if ("localId" in target) {
        const item = unsent.get(target.localId);
        if (item === undefined) throw new Error(DIRECT_OUTBOX_TEXTS.gone);
        // Two notes written before the send are both kept, one after the other.
        const notes = [item.qualification.appendNote, qualification.appendNote].filter((note): note is string => note !== undefined);
        const merged = { ...item.qualification, ...qualification, ...(notes.length > 0 ? { appendNote: notes.join("\n\n") } : {}) };
        unsent.set(target.localId, { ...item, qualification: merged });
        return;
      }
      await runApi(updateLead(target.leadId, qualification, newId()));
    },
  };
};
