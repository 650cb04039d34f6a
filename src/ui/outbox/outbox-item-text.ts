import type { OutboxItem } from "../../machines/outbox/outbox-types.ts";

/** What a person recognises an item by: the badge's ticket code, or the lead an edit is for. */
export const outboxItemLabel = (item: OutboxItem): string =>
  item.kind === "scan" ? `Badge ${item.ticketCode}` : `Lead update (${item.leadId.slice(0, 8)})`;

export const notSyncedLabel = (count: number): string => `${count} not synced`;
