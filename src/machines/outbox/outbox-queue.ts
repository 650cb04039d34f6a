// The outbox as the portal uses it: the Outbox interface the scan screen depends on, plus what the
// sync machine and the header's list need (the user's items, retry, discard, change reports). One
// instance per page, shared by the scan screen and the sync machine, so an item both ask to send at
// the same moment goes out once.
import type { SendItem } from "./outbox-calls.actors.ts";
import { isEmptyQualification, mergeQualification, remainderOf } from "./qualification-merge.ts";
import type { OutboxStore } from "./outbox-store.ts";
import { OutboxUnavailable } from "./outbox-types.ts";
import type { LeadQualification, Outbox, OutboxItem, QualificationTarget, QueuedCard, QueuedLeadUpdate, QueuedScan, SyncResult } from "./outbox-types.ts";

export const SIGNED_OUT_MESSAGE = "Sign in to keep scans on this device.";
export const NOT_QUEUED_MESSAGE = "This item is no longer waiting to be sent.";

export interface OutboxQueue extends Outbox {
  /** The signed-in user's items, oldest first. */
  list(): Promise<OutboxItem[]>;
  /** A refused item goes back in line (after the user fixed what the server named). */
  retry(localId: string): Promise<void>;
  /** The user gives up on an item: it is removed and never sent. */
  discard(localId: string): Promise<void>;
  /** Told after every change of the stored items (a scan kept, an item sent, refused or discarded). */
  subscribe(listener: () => void): () => void;
}

export interface OutboxQueueDeps {
  /** Opens the store; called again after a failure, so a storage that recovers is used again. */
  readonly openStore: () => Promise<OutboxStore>;
  readonly send: SendItem;
  /** The signed-in user's id, null when nobody is signed in. */
  readonly currentUserId: () => string | null;
  readonly newId: () => string;
  readonly now: () => Date;
}

export const createOutboxQueue = (deps: OutboxQueueDeps): OutboxQueue => {
  let opening: Promise<OutboxStore> | undefined;
  const store = (): Promise<OutboxStore> => {
    opening ??= deps.openStore().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  /** Items being sent now: a second ask for the same item waits for the same answer. */
  const inFlight = new Map<string, Promise<SyncResult>>();

  const userId = (): string => {
    const id = deps.currentUserId();
    if (id === null) throw new OutboxUnavailable(SIGNED_OUT_MESSAGE);
    return id;
  };

  const base = (kind: OutboxItem["kind"]) => ({
    kind,
    localId: deps.newId(),
    userId: userId(),
    createdAt: deps.now().toISOString(),
    state: "pending" as const,
    error: null,
    attempts: 0,
  });

  const enqueueScan: Outbox["enqueueScan"] = async (scan) => {
    const item: QueuedScan = { ...base("scan"), kind: "scan", ...scan, qualification: {} };
    await (await store()).put(item);
    changed();
    return item;
  };

  // The card's photos are kept as Blobs with it (IndexedDB stores them); they are uploaded when it
  // is sent, and each one's stored path is written on the item then (outbox-card-calls.actors.ts).
  const enqueueCard: Outbox["enqueueCard"] = async (card) => {
    const item: QueuedCard = { ...base("card"), kind: "card", ...card, photoPath: null, backPhotoPath: null, qualification: {} };
    await (await store()).put(item);
    changed();
    return item;
  };

  /** An update of a lead the server has: merged into the user's waiting update of that lead, if any. */
  const queueLeadUpdate = async (db: OutboxStore, leadId: string, leadName: string | null, qualification: LeadQualification) => {
    const user = userId();
    const waiting = (await db.list(user)).find(
      (item): item is QueuedLeadUpdate => item.kind === "leadUpdate" && item.leadId === leadId && !inFlight.has(item.localId),
    );
    if (waiting !== undefined) {
      const merged = await db.update(waiting.localId, (item) => ({ ...item, qualification: mergeQualification(item.qualification, qualification) }));
      if (merged !== undefined) return;
    }
    const update: QueuedLeadUpdate = { ...base("leadUpdate"), kind: "leadUpdate", leadId, leadName, qualification };
    await db.put(update);
  };

  const qualify: Outbox["qualify"] = async (target, qualification) => {
    if (isEmptyQualification(qualification)) return;
    const db = await store();
    if ("leadId" in target) {
      await queueLeadUpdate(db, target.leadId, target.leadName ?? null, qualification);
    } else {
      const merged = await db.update(target.localId, (item) => ({ ...item, qualification: mergeQualification(item.qualification, qualification) }));
      if (merged === undefined) {
        // Sent in the meantime: the qualification follows its lead.
        const synced = await db.synced(target.localId);
        if (synced === undefined) throw new OutboxUnavailable(NOT_QUEUED_MESSAGE);
        await queueLeadUpdate(db, synced.leadId, synced.leadName ?? null, qualification);
      }
    }
    changed();
  };

  const sendNow = async (localId: string): Promise<SyncResult> => {
    const db = await store();
    const item = await db.get(localId);
    if (item === undefined) return { status: "refused", message: NOT_QUEUED_MESSAGE };
    // A queue belongs to the user who made it; another person's session never sends it.
    if (item.userId !== deps.currentUserId()) return { status: "queued", reason: "server" };
    const outcome = await deps.send(item, (change) => db.update(localId, change));
    switch (outcome.kind) {
      case "sent": {
        const leadName = outcome.lead.user.fullName;
        const now = await db.markSynced({ localId, userId: item.userId, leadId: outcome.lead._id, leadName });
        // What was added to the item while it travelled goes on as an update of its lead.
        const rest = now === undefined ? null : remainderOf(item.qualification, now.qualification);
        if (rest !== null) {
          await db.put({ ...base("leadUpdate"), kind: "leadUpdate", userId: item.userId, leadId: outcome.lead._id, leadName, qualification: rest });
        }
        changed();
        return { status: "synced", lead: outcome.lead, outcome: outcome.outcome };
      }
      case "later":
        await db.update(localId, (now) => ({ ...now, attempts: now.attempts + 1 }));
        changed();
        return { status: "queued", reason: outcome.reason };
      case "signedOut":
        return { status: "queued", reason: "server" };
      case "refused":
        await db.update(localId, (now) => ({ ...now, state: "failed", error: outcome.message, attempts: now.attempts + 1 }));
        changed();
        return { status: "refused", message: outcome.message };
    }
  };

  const syncItem: Outbox["syncItem"] = (localId) => {
    const running = inFlight.get(localId);
    if (running !== undefined) return running;
    const sending = sendNow(localId).finally(() => inFlight.delete(localId));
    inFlight.set(localId, sending);
    return sending;
  };

  return {
    enqueueScan,
    enqueueCard,
    qualify,
    syncItem,
    list: async () => (await store()).list(userId()),
    retry: async (localId) => {
      const user = userId();
      await (await store()).update(localId, (item) => (item.userId === user ? { ...item, state: "pending", error: null } : item));
      changed();
    },
    discard: async (localId) => {
      const db = await store();
      const item = await db.get(localId);
      if (item === undefined || item.userId !== userId()) return;
      await db.delete(localId);
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
