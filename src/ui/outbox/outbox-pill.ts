import { outbox } from "styled-system/recipes";

/** The header's "N not synced" pill, the same before and after its panel's code is here. */
export const outboxPill = outbox().pill;

export const notSyncedLabel = (count: number): string => `${count} not synced`;
