import { defineSlotRecipe } from "@pandacss/dev";
import { lineBetween } from "../components/recipe-parts.ts";

/** SPEC §2 "Recent Leads": each lead's name and interest, affiliation, e-mail, source and time. */
export const recentLeadsRecipe = defineSlotRecipe({
  className: "recent-leads",
  description: "Rows divided by a line; the interest badge at the right of the name.",
  slots: ["row", "head", "name", "detail", "meta"],
  base: {
    row: { ...lineBetween, display: "flex", flexDirection: "column", gap: "1", py: "3" },
    head: { display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "3" },
    name: { fontWeight: "semibold", minW: "0", overflowWrap: "anywhere" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    meta: { display: "flex", flexWrap: "wrap", gap: "2", fontSize: "xs", color: "fg.muted" },
  },
});
