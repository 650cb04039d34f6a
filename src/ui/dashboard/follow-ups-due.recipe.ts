import { defineSlotRecipe } from "@pandacss/dev";
import { lineBetween } from "../components/recipe-parts.ts";

/** The Follow-ups due card: today's line, a row per lead with its day (and "late"), the way to Lead Management. */
export const followUpsDueRecipe = defineSlotRecipe({
  className: "follow-ups-due",
  description: "Rows divided by a line; the day stays on one line at the right.",
  slots: ["note", "row", "person", "name", "day", "link"],
  base: {
    note: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    row: { ...lineBetween, display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "3", py: "3" },
    person: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    day: { display: "flex", gap: "2", alignItems: "center", flexShrink: 0, fontSize: "sm" },
    link: { mt: "3" },
  },
});
