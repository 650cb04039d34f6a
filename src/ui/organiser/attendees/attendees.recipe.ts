import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame, emptyPanel } from "../../components/recipe-parts.ts";

/** The organiser's Attendees and badges: the import bar and its outcome, the search, the rows with their badge action, pages. */
export const organiserAttendeesRecipe = defineSlotRecipe({
  className: "organiser-attendees",
  description: "One card: import and print-all on top, the import's outcome, the search, rows that stack on phones, pages at the foot.",
  slots: ["body", "toolbar", "fileInput", "outcome", "problems", "search", "list", "row", "person", "name", "detail", "meta", "code", "actions", "pager", "empty"],
  base: {
    body: { ...cardFrame },
    toolbar: { display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" },
    fileInput: { srOnly: true },
    outcome: { display: "flex", flexDirection: "column", gap: "2", padding: "3", borderRadius: "md", bg: "bg.muted", fontSize: "sm" },
    problems: { listStyle: "disc", paddingInlineStart: "5", display: "flex", flexDirection: "column", gap: "1", color: "danger.text", overflowWrap: "anywhere" },
    search: { display: "flex", gap: "2", alignItems: "end", maxW: "xl" },
    list: { display: "flex", flexDirection: "column" },
    row: {
      display: "grid",
      gridTemplateColumns: { base: "1fr", md: "2fr 2fr auto" },
      alignItems: "center",
      gap: "3",
      py: "3",
      borderTopWidth: "1px",
      borderColor: "border.default",
      _first: { borderTopWidth: "0" },
    },
    person: { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    meta: { display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", color: "fg.muted" },
    code: { fontFamily: "mono", fontSize: "sm", color: "fg.default" },
    actions: { display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" },
    pager: { display: "flex", gap: "3", alignItems: "center", justifyContent: "flex-end", fontSize: "sm", color: "fg.muted" },
    empty: { ...emptyPanel },
  },
});
