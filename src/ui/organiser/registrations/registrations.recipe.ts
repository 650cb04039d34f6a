import { defineSlotRecipe } from "@pandacss/dev";

/** What the Registrations queue adds to the shared queue (queue-list.recipe.ts): its filters, the bulk bar and the reason box. */
export const registrationsQueueRecipe = defineSlotRecipe({
  className: "registrations-queue",
  description: "The company and pass filters beside the search, the bar of the chosen registrations, the rejection's reason.",
  slots: ["filters", "bulk", "reason"],
  base: {
    filters: { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr 2fr" }, alignItems: "end" },
    bulk: { display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", padding: "3", borderRadius: "md", bg: "accent.subtle", color: "accent.text" },
    reason: { display: "flex", flexDirection: "column", gap: "2" },
  },
});
