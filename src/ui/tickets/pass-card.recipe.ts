import { defineSlotRecipe } from "@pandacss/dev";

/** A pass of the company: its name and status, figures, what is used of it, and its actions. */
export const passCardRecipe = defineSlotRecipe({
  className: "pass-card",
  description: "Figures as a two-column list; the used share as a bar that animates its width.",
  slots: ["head", "name", "figures", "term", "figure", "progressHead", "track", "range", "actions"],
  base: {
    head: { display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "2" },
    name: { fontSize: "lg", fontWeight: "semibold", color: "fg.default", overflowWrap: "anywhere" },
    figures: { display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", columnGap: "3", fontSize: "sm" },
    term: { color: "fg.muted" },
    figure: { fontWeight: "semibold", color: "fg.default", textAlign: "end" },
    progressHead: { display: "flex", justifyContent: "space-between", fontSize: "xs", color: "fg.muted", mb: "1.5" },
    track: { h: "2", bg: "bg.muted", borderRadius: "full", overflow: "hidden" },
    range: { h: "full", bg: "accent.default", borderRadius: "full", transition: "width 0.3s" },
    actions: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "2", mt: "auto" },
  },
});
