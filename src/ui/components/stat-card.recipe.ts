import { defineSlotRecipe } from "@pandacss/dev";
import { surface } from "./recipe-parts.ts";

/** One figure of a summary row (dashboard, team, leads), the grid they sit in, and a figure not yet read. */
export const statCardRecipe = defineSlotRecipe({
  className: "stat-card",
  description: "Compact on phones (two to a row, smaller type), so a screen's work comes before its figures.",
  slots: ["grid", "root", "body", "label", "value", "hint", "icon", "placeholder"],
  base: {
    grid: {
      display: "grid",
      gap: { base: "3", sm: "4" },
      gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", xl: "repeat(4, minmax(0, 1fr))" },
    },
    root: { ...surface, display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "3", padding: { base: "3", sm: "4" }, minW: "0" },
    body: { minW: "0" },
    label: { fontSize: { base: "xs", sm: "sm" }, color: "fg.muted", fontWeight: "medium" },
    value: { fontSize: { base: "xl", sm: "2xl" }, fontWeight: "bold", lineHeight: "1.2", mt: "1", fontVariantNumeric: "tabular-nums" },
    hint: { fontSize: "xs", color: "fg.muted", mt: "1" },
    icon: { color: "accent.text", flexShrink: 0 },
    placeholder: { display: "inline-block", bg: "bg.muted", borderRadius: "sm", animation: "pulse" },
  },
});
