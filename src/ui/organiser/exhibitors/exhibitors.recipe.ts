import { defineSlotRecipe } from "@pandacss/dev";
import { column, emptyPanel, pairGrid, rowFromMd, saveError, surface, titleRow } from "../../components/recipe-parts.ts";

/** The console's Exhibitors: a search and Add above one row per exhibitor, and the dialogs' parts. */
export const organiserExhibitorsRecipe = defineSlotRecipe({
  className: "organiser-exhibitors",
  description: "A row stacks on phones (actions under the company) and is one line from md up.",
  slots: ["body", "toolbar", "search", "notice", "rows", "row", "company", "name", "detail", "figures", "actions", "empty", "pairs", "dialogError", "counts", "members", "member"],
  base: {
    body: column("4"),
    toolbar: titleRow("3"),
    search: { flex: "1", minW: "0", maxW: "md" },
    notice: { fontSize: "sm", borderRadius: "md", padding: "3", bg: "bg.muted", color: "fg.default" },
    rows: column("2"),
    row: { ...rowFromMd, ...surface, alignItems: { base: "stretch", md: "center" }, padding: "3", borderRadius: "md" },
    company: { display: "flex", flexDirection: "column", gap: "1", flex: "1", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere", display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    figures: { fontSize: "sm", color: "fg.default", display: "flex", flexWrap: "wrap", gap: "3" },
    actions: { display: "flex", flexWrap: "wrap", gap: "2", flexShrink: 0 },
    empty: emptyPanel,
    pairs: pairGrid("4"),
    dialogError: { ...saveError, flex: "none" },
    counts: { margin: "0", paddingInlineStart: "5", display: "flex", flexDirection: "column", gap: "1" },
    members: column("2"),
    member: { display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm", flexWrap: "wrap" },
  },
});
