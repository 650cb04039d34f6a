import { defineSlotRecipe } from "@pandacss/dev";
import { emptyPanel } from "../components/recipe-parts.ts";

/** Tickets & Passes: the pass cards' grid, the sections and the empty state. */
export const ticketsPageRecipe = defineSlotRecipe({
  className: "tickets-page",
  description: "Pass cards one to three to a row; each section titled.",
  slots: ["grid", "section", "sectionTitle", "empty", "emptyTitle", "emptyHint"],
  base: {
    grid: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))", xl: "repeat(3, minmax(0, 1fr))" } },
    section: { display: "flex", flexDirection: "column", gap: "4", mb: "8" },
    sectionTitle: { fontSize: "lg", fontWeight: "semibold" },
    empty: { ...emptyPanel, py: "10", borderColor: "border.strong" },
    emptyTitle: { fontWeight: "semibold", fontSize: "lg" },
    emptyHint: { color: "fg.muted", fontSize: "sm" },
  },
});
