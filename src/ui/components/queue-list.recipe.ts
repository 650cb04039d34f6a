import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame, emptyPanel, focusOutline, mutedText } from "./recipe-parts.ts";

/**
 * A queue (queue-list.tsx and its parts): one card with the status tabs and their counts, the
 * search, the rows that stack on phones and the pager at the foot. A row is the person, what
 * they came with and the row's buttons; `choosable` puts a choice box before each.
 */
export const queueListRecipe = defineSlotRecipe({
  className: "queue-list",
  description: "A list the server reads a page at a time: tabs with counts, search, rows, pages.",
  slots: ["body", "tabs", "tab", "count", "search", "list", "row", "choice", "person", "name", "detail", "meta", "code", "actions", "pager", "empty"],
  base: {
    body: { ...cardFrame },
    tabs: { display: "flex", gap: "2", flexWrap: "wrap" },
    tab: {
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      px: "3",
      h: "9",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border.default",
      bg: "bg.surface",
      fontSize: "sm",
      fontWeight: "medium",
      cursor: "pointer",
      _pressed: { bg: "accent.subtle", color: "accent.text", borderColor: "accent.border" },
      _focusVisible: focusOutline("2px"),
    },
    count: { fontSize: "xs", color: "fg.muted" },
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
    choice: { w: "4", h: "4", accentColor: "accent.default" },
    person: { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    meta: { display: "flex", flexDirection: "column", gap: "1", ...mutedText },
    code: { fontFamily: "mono", fontSize: "sm", color: "fg.default" },
    actions: { display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" },
    pager: { display: "flex", gap: "3", alignItems: "center", justifyContent: "flex-end", ...mutedText },
    empty: { ...emptyPanel },
  },
  variants: {
    choosable: {
      true: {
        row: { gridTemplateColumns: { base: "auto 1fr", md: "auto 2fr 2fr auto" } },
        meta: { gridColumn: { base: "2", md: "auto" } },
        actions: { gridColumn: { base: "2", md: "auto" } },
      },
      false: {},
    },
  },
  defaultVariants: { choosable: false },
});
