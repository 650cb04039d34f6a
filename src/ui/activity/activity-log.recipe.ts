import { defineSlotRecipe } from "@pandacss/dev";
import { column, focusOutline } from "../components/recipe-parts.ts";

/** The Activity screen: the filters, the log that scrolls inside its box, one row per change, Load more. */
export const activityLogRecipe = defineSlotRecipe({
  className: "activity-log",
  description: "Each row: who, what, the kind and when; on phones what goes under who across the row.",
  slots: ["body", "filters", "scroller", "row", "who", "what", "when", "footer", "empty", "error"],
  base: {
    body: column("4"),
    filters: { display: "flex", flexWrap: "wrap", gap: "4", "& > *": { flex: "1 1 14rem", maxW: "20rem" } },
    scroller: {
      maxH: "480px",
      overflowY: "auto",
      overscrollBehavior: "contain",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border.default",
      bg: "bg.surface",
      _focusVisible: focusOutline("2px"),
    },
    row: {
      display: "grid",
      gridTemplateColumns: { base: "1fr auto", md: "12rem 1fr auto 8rem" },
      alignItems: "center",
      columnGap: "4",
      rowGap: "1",
      px: "4",
      py: "3",
      borderBottomWidth: "1px",
      borderColor: "border.default",
      fontSize: "sm",
    },
    who: { fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
    what: { color: "fg.default", gridColumn: { base: "1 / -1", md: "auto" }, gridRow: { base: "2", md: "auto" } },
    when: { color: "fg.muted", textAlign: { base: "left", md: "right" }, whiteSpace: "nowrap" },
    footer: { display: "flex", flexDirection: "column", alignItems: "center", gap: "3", pt: "4" },
    empty: { py: "10", textAlign: "center", color: "fg.muted" },
    error: { color: "danger.text", fontSize: "sm" },
  },
});
