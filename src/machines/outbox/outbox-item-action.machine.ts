import { confirmedActionMachine, type ActionOutput, type RunActionInput } from "../data/confirmed-action-machine.ts";

/**
 * The buttons of a refused item in the outbox's list: Retry puts it back in line at once; Discard
 * deletes a capture or an edit from the device for good, so it asks first, as the portal's deletes
 * do. The store reports the change itself (`outbox.changed`); a retry also asks for a pass at once.
 */

export type OutboxItemActionKind = "retry" | "discard";

/** The item: its local id, and the words the list shows it by. */
export interface OutboxItemSubject {
  readonly _id: string;
  readonly label: string;
}

export type RunOutboxItemActionInput = RunActionInput<OutboxItemActionKind>;

export const DISCARD_TEXTS = {
  title: "Discard this item?",
  confirm: "Discard",
  busy: "Discarding...",
  question: (label: string) => `Discard ${label}? The server refused it, and it is deleted from this device for good.`,
} as const;

export const OUTBOX_ITEM_DONE: Readonly<Record<OutboxItemActionKind, (label: string) => string>> = {
  retry: (label) => `${label} is sent again.`,
  discard: (label) => `${label} discarded.`,
};

export const outboxItemActionMachine = confirmedActionMachine<OutboxItemSubject, OutboxItemActionKind, ActionOutput>({
  id: "outboxItemAction",
  confirmingDescription: "A discarded capture or edit cannot be brought back: the person confirms.",
  asksFirst: (kind) => kind === "discard",
  done: ({ kind, subject }) => OUTBOX_ITEM_DONE[kind](subject.label),
  failed: {
    retry: "It could not be put back in line on this device. Please try again.",
    discard: "It could not be discarded from this device. Please try again.",
  },
});
