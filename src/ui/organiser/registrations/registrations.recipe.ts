import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame, emptyPanel } from "../../components/recipe-parts.ts";
import { queueCount, queuePager, queueTab, queueTabs } from "../queue-recipe-parts.ts";

/** The organiser's Registrations: status tabs with counts, filters, the rows with their choice boxes, the bulk bar and pages. */
export const registrationsQueueRecipe = defineSlotRecipe({
  className: "registrations-queue",
  description: "One card: filters on top, rows that stack on phones, the bulk bar when some are chosen, pages at the foot.",
  slots: ["body", "tabs", "tab", "count", "filters", "search", "list", "row", "choice", "person", "name", "detail", "meta", "actions", "bulk", "pager", "empty", "reason"],
  base: {
    body: { ...cardFrame },
    tabs: { ...queueTabs },
    tab: { ...queueTab },
    count: { ...queueCount },
    filters: { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr 2fr" }, alignItems: "end" },
    search: { display: "flex", gap: "2", alignItems: "end" },
    list: { display: "flex", flexDirection: "column" },
    row: {
      display: "grid",
      gridTemplateColumns: { base: "auto 1fr", md: "auto 2fr 2fr auto" },
      alignItems: "center",
      gap: "3",
      py: "3",
      borderTopWidth: "1px",
      borderColor: "border.default",
      _first: { borderTopWidth: "0" },
    },
    choice: { w: "4", h: "4", accentColor: "accent.default" },
    person: { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    meta: { display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", color: "fg.muted", gridColumn: { base: "2", md: "auto" } },
    actions: { display: "flex", gap: "2", flexWrap: "wrap", gridColumn: { base: "2", md: "auto" } },
    bulk: { display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", padding: "3", borderRadius: "md", bg: "accent.subtle", color: "accent.text" },
    pager: { ...queuePager },
    empty: { ...emptyPanel },
    reason: { display: "flex", flexDirection: "column", gap: "2" },
  },
});
