import type { SnapshotFrom } from "xstate";
import { choosableShown, type queueListMachine } from "./queue-list.machine.ts";
import { isUnfiltered, queueRange } from "./queue-query.ts";

// What a queue's view reads from the queue's snapshot, written once beside the machine so the model
// checks the same facts the views show. The machine holds rows as `unknown`; each screen names their
// type where it reads them.

export type QueueListSnapshot = SnapshotFrom<typeof queueListMachine>;

/** The empty queue's words: one for the queue as it opens (nothing waits), one for a narrowed one. */
export interface QueueEmptyWords {
  readonly unfiltered: string;
  readonly narrowed: string;
}

/** True while the first page is read (a later read keeps the page shown). */
export const queueFirstLoad = (snapshot: QueueListSnapshot): boolean => snapshot.matches("loading") && snapshot.context.page === null;

/** The empty queue's words, or null when there are rows (or nothing read yet). */
export const queueEmptyMessage = (snapshot: QueueListSnapshot, words: QueueEmptyWords): string | null => {
  const { page, query, tabs } = snapshot.context;
  if (!snapshot.matches("ready") || page === null || page.rows.length > 0) return null;
  return isUnfiltered(query, tabs[0] ?? null) ? words.unfiltered : words.narrowed;
};

/** "1–50 of 120": the rows shown and the total under the query. */
export const queueRangeOf = (snapshot: QueueListSnapshot): string | null => queueRange(snapshot.context.query, snapshot.context.page);

/** The failed read's words, shown with Retry. */
export const queueError = (snapshot: QueueListSnapshot): string | null => (snapshot.matches("failed") ? snapshot.context.error : null);

/** The rows shown, as the screen's type (the screen's `fetchPage` is their only writer). */
export const queueRows = <Row>(snapshot: QueueListSnapshot): ReadonlyArray<Row> => (snapshot.context.page?.rows ?? []) as ReadonlyArray<Row>;

/** The rows shown that are chosen for a bulk action, in the page's order. */
export const chosenRows = <Row>(snapshot: QueueListSnapshot): ReadonlyArray<Row> => {
  const { selected, rowId } = snapshot.context;
  return queueRows<Row>(snapshot).filter((row) => selected.includes(String((row as Record<string, unknown>)[rowId])));
};

/** The page has rows a bulk action may take, and every one of them is chosen. */
export const allChosen = (snapshot: QueueListSnapshot): boolean => {
  const shown = choosableShown(snapshot.context);
  return shown.length > 0 && shown.every((id) => snapshot.context.selected.includes(id));
};

/** The page shows rows a bulk action may take. */
export const anyChoosable = (snapshot: QueueListSnapshot): boolean => choosableShown(snapshot.context).length > 0;
