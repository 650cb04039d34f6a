// The business card being reviewed, kept on the device (IndexedDB, which keeps the photos as Blobs;
// sessionStorage would hold only text, and a tab closed at the booth would lose it) per signed-in
// user, so a reload, a crash of the tab or a failed save loses nothing typed. Keeping is a help,
// never a condition: without IndexedDB the card is only lost on a reload, as before.
import type { DBSchema } from "idb";
import { onceUntilFailed } from "../data/once-until-failed.ts";
import { CARD_FIELDS, type CardFieldName } from "./business-card-form.ts";
import type { CardDraft } from "./business-card.types.ts";

export const CARD_DRAFTS_DB_NAME = "exhibitor-portal-card-drafts";

interface CardDraftsSchema extends DBSchema {
  /** One draft per user, under the user's id. */
  drafts: { key: string; value: CardDraft };
}

export interface CardDrafts {
  /** The signed-in user's unsaved card; null when there is none (or it cannot be read). */
  recall(): Promise<CardDraft | null>;
  /** Keeps the card as it is now (null forgets it); writes in order, the newest winning. */
  keep(draft: CardDraft | null): void;
}

const isDraft = (value: unknown): value is CardDraft => {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<Record<keyof CardDraft, unknown>>;
  const form = draft.form as Partial<Record<CardFieldName, unknown>> | undefined;
  return (
    draft.photo instanceof Blob &&
    (draft.backPhoto === null || draft.backPhoto instanceof Blob) &&
    typeof draft.text === "string" &&
    typeof draft.backText === "string" &&
    typeof form === "object" &&
    form !== null &&
    CARD_FIELDS.every((name) => typeof form[name] === "string") &&
    Array.isArray(draft.lowConfidence)
  );
};

export const browserCardDrafts = (deps: { readonly currentUserId: () => string | null }): CardDrafts => {
  const database = onceUntilFailed(async () => {
    const { openDB } = await import("idb");
    return openDB<CardDraftsSchema>(CARD_DRAFTS_DB_NAME, 1, {
      upgrade: (db) => void db.createObjectStore("drafts"),
    });
  });
  let writes: Promise<void> = Promise.resolve();
  /** The newest draft not yet written; typing fast makes one write, not one per key. */
  let waiting: { readonly draft: CardDraft | null } | null = null;

  const write = async (): Promise<void> => {
    const next = waiting;
    waiting = null;
    const user = deps.currentUserId();
    if (next === null || user === null) return;
    const db = await database();
    if (next.draft === null) await db.delete("drafts", user);
    else await db.put("drafts", next.draft, user);
  };

  return {
    recall: async () => {
      await writes;
      const user = deps.currentUserId();
      if (user === null) return null;
      try {
        const kept: unknown = await (await database()).get("drafts", user);
        // An entry of another shape (an older version of the form, a damaged record) is no draft.
        return isDraft(kept) ? kept : null;
      } catch {
        return null;
      }
    },
    keep: (draft) => {
      const queued = waiting !== null;
      waiting = { draft };
      if (!queued) writes = writes.then(write).catch(() => undefined);
    },
  };
};
