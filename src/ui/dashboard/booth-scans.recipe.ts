import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** The booth scans card: the two totals, then a bar per member and per hour. */
export const boothScansRecipe = defineSlotRecipe({
  className: "booth-scans",
  description: "Large tabular figures; each bar's label and count above its bar.",
  slots: ["root", "totals", "figure", "figureValue", "figureLabel", "barList", "heading", "bars", "bar", "barHead", "barLabel", "barValue"],
  base: {
    root: column("5"),
    totals: { display: "flex", gap: "6", flexWrap: "wrap" },
    figure: { display: "flex", flexDirection: "column" },
    figureValue: { fontSize: "2xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" },
    figureLabel: { fontSize: "sm", color: "fg.muted" },
    barList: column("2"),
    heading: { fontSize: "sm", fontWeight: "semibold" },
    bars: column("2"),
    bar: column("1"),
    barHead: { display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm" },
    barLabel: { minW: "0", overflowWrap: "anywhere" },
    barValue: { color: "fg.muted", fontVariantNumeric: "tabular-nums" },
  },
});
