import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** SPEC §2 "Breakdown by Ticket Type": a row per type, its issued of allocated, bar and what is left. */
export const ticketBreakdownRecipe = defineSlotRecipe({
  className: "ticket-breakdown",
  description: "The type's name and count on one line over the bar, the caption under it.",
  slots: ["rows", "row", "head", "name", "count", "caption"],
  base: {
    rows: column("4"),
    row: column("1.5"),
    head: { display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm" },
    name: { fontWeight: "medium", minW: "0", overflowWrap: "anywhere" },
    count: { color: "fg.muted", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" },
    caption: { fontSize: "xs", color: "fg.muted" },
  },
});
