import { defineSlotRecipe } from "@pandacss/dev";

/** Lead Analytics: its breakdowns as tables, two to a row from md, each row with a bar of its share. */
export const leadAnalyticsRecipe = defineSlotRecipe({
  className: "lead-analytics",
  description: "Numbers right-aligned in tabular figures; the bar cell takes two fifths of the table.",
  slots: ["grid", "table", "caption", "countHead", "barCell", "bar"],
  base: {
    grid: { display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, pb: "2" },
    table: {
      w: "full",
      fontSize: "sm",
      borderCollapse: "collapse",
      "& th, & td": { textAlign: "start", px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border.default" },
      "& thead th": { bg: "bg.muted", fontWeight: "semibold" },
      "& tbody th": { fontWeight: "normal" },
      "& td": { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
    },
    caption: { textAlign: "start", fontWeight: "semibold", pb: "2" },
    // Over the table's own "start" for every header cell.
    countHead: { textAlign: "end !important" },
    barCell: { w: "40%" },
    bar: { h: "2", borderRadius: "full", bg: "accent.default", minW: "0.5" },
  },
});
